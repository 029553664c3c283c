import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../src/db/database.ts';
import type { PublishedTool } from '../src/jobs/task.ts';
import { WorkerLease } from '../src/queue/lease.ts';
import { chooseTools, publishTools, ToolCatalog } from '../src/tools/catalog.ts';
import { tempFolder } from './helpers.ts';

// The tools the API serves are what live workers published: the newest live publication wins,
// a tool whose workers are gone keeps its last description and is unavailable.
const tool = (version: string, name = 'AmPEP'): PublishedTool => ({
  tool: 'ampep',
  name,
  input: 'peptide',
  methods: [],
  columns: [],
  tables: [],
  modelCards: [],
  modelVersions: [{ model: 'ampep-gb', method: 'ampep_gb', version, trainedAt: '2026-11-25' }],
});
const row = (worker: string, version: string, at: string) => ({
  worker,
  tool: 'ampep',
  description: JSON.stringify(tool(version)),
  published_at: at,
});
const versionOf = (t: PublishedTool | undefined) => t?.modelVersions[0]?.version;

describe('chooseTools', () => {
  const old = row('w1', 'v1', '2026-11-25T01:00:00Z');
  const fresh = row('w2', 'v2', '2026-11-25T02:00:00Z');
  it('takes the newest publication of a live worker', () => {
    const chosen = chooseTools([old, fresh], new Set(['w1', 'w2']));
    expect(versionOf(chosen.ampep)).toBe('v2');
    expect(chosen.ampep?.available).toBe(true);
  });
  it('prefers a live worker to a newer one that is gone (a rollback)', () => {
    expect(versionOf(chooseTools([old, fresh], new Set(['w1'])).ampep)).toBe('v1');
  });
  it('keeps the newest description of a tool with no live worker, unavailable', () => {
    const chosen = chooseTools([fresh, old], new Set());
    expect(versionOf(chosen.ampep)).toBe('v2');
    expect(chosen.ampep?.available).toBe(false);
  });
});

describe('publishing into the store (SQLite)', () => {
  const folder = tempFolder();
  let store: Store;
  beforeAll(async () => {
    store = await openStore({ kind: 'sqlite', file: join(folder.dir, 'catalog.sqlite') });
  });
  afterAll(async () => {
    await store.close();
    folder.remove();
  });
  const silent = { warn: () => undefined };

  it('replaces a stale description when a new worker publishes, and falls back when it stops', async () => {
    const catalog = new ToolCatalog(store.db, 30_000, silent);
    const first = new WorkerLease(store.db, 1, 30_000, silent);
    await first.take();
    await publishTools(store.db, first.id, [tool('v1')], new Date('2026-11-25T01:00:00Z'));
    await catalog.refresh();
    expect(versionOf(catalog.tools.ampep)).toBe('v1');

    const second = new WorkerLease(store.db, 1, 30_000, silent);
    await second.take();
    await publishTools(store.db, second.id, [tool('v2', 'AmPEP 2')], new Date());
    // Read again only once the last read is a moment old (or urgently, a quarter second).
    await catalog.refresh();
    expect(versionOf(catalog.tools.ampep)).toBe('v1');
    await catalog.refresh(false, Date.now() + 2_001);
    expect(catalog.tools.ampep).toMatchObject({ name: 'AmPEP 2', available: true });

    await second.giveBack();
    await catalog.refresh(false, Date.now() + 4_002);
    expect(versionOf(catalog.tools.ampep)).toBe('v1');
    await first.giveBack();
    await catalog.refresh(false, Date.now() + 6_003);
    expect(catalog.tools.ampep?.available).toBe(false);
    // A worker that starts again drops the publications of processes that are gone.
    const third = new WorkerLease(store.db, 1, 30_000, silent);
    await third.take();
    await publishTools(store.db, third.id, [tool('v3')]);
    const rows = await store.db.selectFrom('tool_publications').select('worker').execute();
    expect(rows).toEqual([{ worker: third.id }]);
    await third.giveBack();
  });
});
