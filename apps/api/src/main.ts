import { loadConfig } from './config.ts';
import { createService } from './server.ts';

// Started by `pnpm start` (node --import tsx src/main.ts).
const config = loadConfig();
const service = await createService(config);
const url = await service.listen();
service.app.log.info(
  { url, database: config.databaseFile, workers: config.workers },
  'PepTox API ready',
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    service.app.log.info({ signal }, 'stopping: running jobs get the grace period');
    service.stop().then(
      () => process.exit(0),
      (error) => {
        service.app.log.error(error, 'stopping failed');
        process.exit(1);
      },
    );
  });
}
