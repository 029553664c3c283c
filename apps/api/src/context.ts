import type { ToolPredictor } from '@peptox/predictor-kit';
import type { Config } from './config.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { Db } from './jobs/store.ts';

/** What the routes need: the configuration, the store, the queue to wake, the tools. */
export interface AppContext {
  config: Config;
  db: Db;
  queue: Pick<JobQueue, 'wake'>;
  predictors: Record<string, ToolPredictor>;
}
