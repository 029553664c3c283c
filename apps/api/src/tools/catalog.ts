import type { Db } from '../db/database.ts';
import type { PublishedTool } from '../jobs/task.ts';

// The tools the service offers are what its workers publish: each worker process writes, when it
// starts, the tools it runs (description, model cards, model versions). The API reads them from
// the store, so it holds no predictor code, and a new model version is known once its workers
// start. During a rolling deploy the newest publication of a live worker wins; a tool whose
// workers are all gone keeps its last description and is marked unavailable (its jobs wait).

/** A tool as the API serves it: what its workers published, and whether one of them is alive. */
const URGENT_MS = 250;

export interface CatalogTool extends PublishedTool {
  available: boolean;
}

/** Writes this worker process's tools into the store (replacing what it published before). */
export async function publishTools(
  db: Db,
  worker: string,
  tools: readonly PublishedTool[],
  now = new Date(),
): Promise<void> {
  if (tools.length === 0) return;
  await db.transaction().execute(async (trx) => {
    // Publications of processes that are gone and of this one's earlier life are dropped; those
    // of live processes (the previous version, mid-deploy) stay until their process stops.
    await trx.deleteFrom('tool_publications').where('worker', '=', worker).execute();
    await trx
      .deleteFrom('tool_publications')
      .where(
        'tool',
        'in',
        tools.map((t) => t.tool),
      )
      .where('worker', 'not in', (eb) => eb.selectFrom('workers').select('id'))
      .execute();
    await trx
      .insertInto('tool_publications')
      .values(
        tools.map((tool) => ({
          worker,
          tool: tool.tool,
          description: JSON.stringify(tool),
          published_at: now.toISOString(),
        })),
      )
      .execute();
  });
}

/** A row of `tool_publications`. */
export interface Publication {
  worker: string;
  tool: string;
  description: string;
  published_at: string;
}

/**
 * Chooses each tool's description: the newest publication of a live worker, else the newest of
 * all (the tool then unavailable). `read` turns a chosen row into its tool (JSON.parse; the
 * catalog keeps the rows it parsed before).
 */
export function chooseTools(
  publications: readonly Publication[],
  liveWorkers: ReadonlySet<string>,
  read: (publication: Publication) => PublishedTool = (p) => JSON.parse(p.description),
): Record<string, CatalogTool> {
  const chosen: Record<string, { row: (typeof publications)[number]; live: boolean }> = {};
  for (const row of publications) {
    const live = liveWorkers.has(row.worker);
    const current = chosen[row.tool];
    const better =
      !current ||
      (live && !current.live) ||
      (live === current.live && row.published_at > current.row.published_at);
    if (better) chosen[row.tool] = { row, live };
  }
  const tools: Record<string, CatalogTool> = {};
  for (const [id, { row, live }] of Object.entries(chosen)) {
    tools[id] = { ...read(row), available: live };
  }
  return tools;
}

/**
 * The published tools, read from the store on demand: when the last read is older than
 * `maxAgeMs`, or, for a request naming a tool not known yet, older than a quarter second.
 */
export class ToolCatalog {
  #tools: Record<string, CatalogTool> = {};
  /** The descriptions parsed so far, by worker, tool and time of publication. */
  #parsed = new Map<string, PublishedTool>();
  #readAt = 0;
  #reading: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly leaseMs: number,
    private readonly log: { warn(object: object, message: string): void },
    private readonly maxAgeMs = 2000,
  ) {}

  /** The tools as last read, by id. */
  get tools(): Readonly<Record<string, CatalogTool>> {
    return this.#tools;
  }

  /** Reads the store again when the last read is older than maxAgeMs (`urgent`: 250 ms). */
  async refresh(urgent = false, now = Date.now()): Promise<void> {
    if (now - this.#readAt < (urgent ? URGENT_MS : this.maxAgeMs)) return;
    this.#reading ??= this.#read(now).finally(() => {
      this.#reading = null;
    });
    await this.#reading;
  }

  async #read(now: number): Promise<void> {
    try {
      const staleBefore = new Date(now - this.leaseMs).toISOString();
      const [publications, live] = await Promise.all([
        this.db.selectFrom('tool_publications').selectAll().execute(),
        this.db.selectFrom('workers').select('id').where('seen_at', '>=', staleBefore).execute(),
      ]);
      // A description is parsed once (its model cards are large), not at every read.
      const parsed = new Map<string, PublishedTool>();
      const read = (p: Publication) => {
        const key = `${p.worker}\n${p.tool}\n${p.published_at}`;
        const tool = this.#parsed.get(key) ?? (JSON.parse(p.description) as PublishedTool);
        parsed.set(key, tool);
        return tool;
      };
      this.#tools = chooseTools(publications, new Set(live.map((w) => w.id)), read);
      this.#parsed = parsed;
      this.#readAt = now;
    } catch (error) {
      // The store is away: the tools stay as last read; the routes that need the store say so.
      this.log.warn({ err: error }, 'the published tools could not be read; serving the last read');
    }
  }
}
