// Worker threads start here: Node 20 does not apply `--import tsx` to a worker's own entry file,
// so the thread registers tsx's loader itself and then imports the TypeScript module.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.module);
