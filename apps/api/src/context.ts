import type { ModelCard, ToolDescription } from '@peptox/tool-schema';
import type { Config } from './config.ts';
import type { Store } from './db/database.ts';
import type { InstantAnswers } from './instant/instant.ts';
import type { Db } from './jobs/store.ts';
import type { JobQueue } from './queue/queue.ts';

/** What the HTTP side knows of a tool: its description and its models' cards (no model loaded). */
export interface ServedTool extends ToolDescription {
  modelCards: readonly ModelCard[];
}

/** What the routes need: the configuration, the store, the queue, the tools. */
export interface AppContext {
  config: Config;
  store: Store;
  /** The store's database, for reads. */
  db: Db;
  /** Submissions in this process wake its workers at once; health asks whether they take jobs. */
  queue: Pick<JobQueue, 'wake' | 'takingJobs'>;
  tools: Record<string, ServedTool>;
  /** The threads reserved for instant answers and scans; null when INSTANT_THREADS is 0. */
  instant: Pick<InstantAnswers, 'answer'> | null;
  /** This process's worker threads (0 for an API-only process) and how many are busy. */
  threads(): { total: number; busy: number };
}
