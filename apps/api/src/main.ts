import { loadConfig } from './config.ts';
import { createLogger } from './log.ts';
import { createService } from './server.ts';
import { stopOnSignals } from './signals.ts';

// The API process (`pnpm start`: node --import tsx src/main.ts): HTTP, and worker threads unless
// WORKERS=0 (an API-only process beside worker processes, `pnpm worker`).
const config = loadConfig();
const log = createLogger(config);
const service = await createService(config, { log });
const url = await service.listen();
log.info(
  { url, database: config.database.kind, workers: config.workers, mail: config.mail !== null },
  'PepTox API ready',
);
stopOnSignals(log, () => service.stop());
