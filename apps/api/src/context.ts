import type { ModelCard, ToolDescription } from '@peptox/tool-schema';
import type { Config } from './config.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { Db } from './jobs/store.ts';

/** What the HTTP side knows of a tool: its description and its models' cards (no model loaded). */
export interface ServedTool extends ToolDescription {
  modelCards: readonly ModelCard[];
}

/** What the routes need: the configuration, the store, the queue to wake, the tools. */
export interface AppContext {
  config: Config;
  db: Db;
  queue: Pick<JobQueue, 'wake'>;
  tools: Record<string, ServedTool>;
}
