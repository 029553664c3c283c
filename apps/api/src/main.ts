import { allowedHostNames } from '@peptox/http-guard';
import { type Config, loadConfig } from './config.ts';
import { createLogger } from './log.ts';
import { createService } from './server.ts';
import { stopOnSignals } from './signals.ts';

// The API process (`pnpm start`: node --import tsx src/main.ts): HTTP, and worker threads unless
// WORKERS=0 (an API-only process beside worker processes, `pnpm worker`).

/** The settings; one that the service cannot start with is its sentence, not a stack trace. */
function settings(): Config {
  try {
    const config = loadConfig();
    allowedHostNames(config.hosts);
    return config;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

const config = settings();
const log = createLogger(config);
const service = await createService(config, { log });
const url = await service.listen();
log.info(
  { url, database: config.database.kind, workers: config.workers, mail: config.mail !== null },
  'PepTox API ready',
);
stopOnSignals(log, () => service.stop());
