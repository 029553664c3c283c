import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openStore, type Store } from '../src/db/database.ts';
import { liveWorkers, localHostKey, WorkerLease } from '../src/queue/lease.ts';
import { tempFolder } from './helpers.ts';

// Worker processes hold leases; whoever looks finds the dead ones: a lease not renewed for the
// lease period, or (quicker) a neighbour on this host whose process is gone.
const folder = tempFolder();
let store: Store;
const log = { warn: () => undefined };
beforeAll(async () => {
  store = await openStore({ kind: 'sqlite', file: join(folder.dir, 'lease.sqlite') });
});
afterAll(async () => {
  await store.close();
  folder.remove();
});

it('a lease not renewed for the lease period runs out; a renewed one holds', async () => {
  const renewed = new WorkerLease(store.db, 2, 1000, log);
  const forgotten = new WorkerLease(store.db, 1, 1000, log);
  await renewed.take();
  await forgotten.take();
  const later = new Date(Date.now() + 5000);
  await renewed.renew(later);
  const live = await liveWorkers(store.db, 1000, new Date(later.getTime() + 500));
  expect(live.map((w) => w.id)).toEqual([renewed.id]);
  expect(live[0]?.threads).toBe(2);
  // The forgotten process's row is gone; if it was only paused, its next renewal takes a new lease.
  await forgotten.renew(later);
  expect((await liveWorkers(store.db, 1000, later)).map((w) => w.id).sort()).toEqual(
    [renewed.id, forgotten.id].sort(),
  );
  await renewed.giveBack();
  await forgotten.giveBack();
});

it('a neighbour on this host whose process is gone is dead at once', async () => {
  // A pid that belonged to a process that has exited.
  const gone = spawnSync(process.execPath, ['-e', '0']).pid as number;
  const now = new Date().toISOString();
  await store.db
    .insertInto('workers')
    .values({
      id: 'ghost',
      host_key: localHostKey,
      hostname: 'here',
      pid: gone,
      threads: 1,
      started_at: now,
      seen_at: now,
    })
    .execute();
  await store.db
    .insertInto('workers')
    .values({
      id: 'elsewhere',
      host_key: 'another-host',
      hostname: 'there',
      pid: gone,
      threads: 1,
      started_at: now,
      seen_at: now,
    })
    .execute();
  const live = await liveWorkers(store.db, 60_000);
  expect(live.map((w) => w.id)).toEqual(localHostKey ? ['elsewhere'] : ['ghost', 'elsewhere']);
});
