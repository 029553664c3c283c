import { loadConfig } from './config.ts';
import { createLogger } from './log.ts';
import { startRuntime } from './runtime.ts';
import { serveHealth } from './server.ts';
import { stopOnSignals } from './signals.ts';

// A worker process (`pnpm worker`: node --import tsx src/worker-main.ts): runs jobs from the
// shared database with WORKERS threads (at least one), no HTTP. Start any number of them.
const config = loadConfig();
const log = createLogger(config);
const runtime = await startRuntime({ ...config, workers: Math.max(1, config.workers) }, log);
// With HEALTH_PORT, its supervisor can ask it whether it takes jobs (GET /api/v1/health).
const health = config.healthPort === null ? null : await serveHealth(runtime, config.healthPort);
log.info(
  {
    database: config.database.kind,
    workers: runtime.config.workers,
    worker: runtime.workers?.lease.id,
    health: health?.url,
  },
  'PepTox worker ready',
);
stopOnSignals(log, async () => {
  await health?.close();
  await runtime.stop(config.shutdownGraceMs);
});
