import type { Logger } from './log.ts';

/**
 * SIGINT and SIGTERM stop the process gracefully (running jobs get the grace period, then go
 * back to the queue); a second signal does not interrupt that.
 */
export function stopOnSignals(log: Logger, stop: () => Promise<void>): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log.info({ signal }, 'stopping: running jobs get the grace period');
      stop().then(
        () => process.exit(0),
        (error) => {
          log.error(error, 'stopping failed');
          process.exit(1);
        },
      );
    });
  }
}
