import { jobTools, loadPredictors, readyJobTool } from '@peptox/predictors';
import { type DatabaseLocation, databaseLocation } from '../../src/config.ts';
import { openStore } from '../../src/db/database.ts';
import { publishedTool } from '../../src/jobs/task.ts';
import { WorkerLease } from '../../src/queue/lease.ts';
import { publishTools } from '../../src/tools/catalog.ts';

// For the tests of an API with no worker threads (WORKERS=0): every tool published into its
// database as a worker would publish it (descriptions and cards; no model loaded, so no model
// versions), under a lease of a process that runs no job. Jobs then stay queued.

export async function publishEveryTool(
  database: string | DatabaseLocation,
): Promise<() => Promise<void>> {
  const store = await openStore(
    typeof database === 'string' ? databaseLocation(database) : database,
  );
  const silent = { warn: () => undefined };
  const lease = new WorkerLease(store.db, 0, 30_000, silent);
  await lease.take();
  const docking = await Promise.all(jobTools.map((tool) => readyJobTool(tool)));
  const tools = [...Object.values(await loadPredictors()), ...docking.flatMap((t) => t ?? [])].map(
    (p) => publishedTool(p, []),
  );
  await publishTools(store.db, lease.id, tools);
  return async () => {
    await lease.giveBack().catch(() => undefined);
    await store.close();
  };
}
