import type { Config } from './config.ts';
import type { Store } from './db/database.ts';
import type { InstantAnswers } from './instant/instant.ts';
import type { Db } from './jobs/store.ts';
import type { JobQueue } from './queue/queue.ts';
import type { CatalogTool } from './tools/catalog.ts';

/**
 * What the HTTP side knows of a tool: what its workers published (description, model cards,
 * model versions) and whether one of them is alive. No predictor code.
 */
export type ServedTool = CatalogTool;

/** What the routes need: the configuration, the store, the queue, the tools. */
export interface AppContext {
  config: Config;
  store: Store;
  /** The store's database, for reads. */
  db: Db;
  /** Submissions in this process wake its workers at once; health asks whether they take jobs. */
  queue: Pick<JobQueue, 'wake' | 'takingJobs'>;
  /** The published tools (read from the store before each request, at most every 2 s). */
  readonly tools: Readonly<Record<string, ServedTool>>;
  /** Reads the published tools again if the last read is older than a moment (`urgent`: less). */
  refreshTools(urgent?: boolean): Promise<void>;
  /** The threads reserved for instant answers and scans; null when INSTANT_THREADS is 0. */
  instant: Pick<InstantAnswers, 'answer'> | null;
  /** This process's worker threads (0 for an API-only process) and how many are busy. */
  threads(): { total: number; busy: number };
}
