import { parentPort } from 'node:worker_threads';
import { predictRecords } from '@peptox/predictor-kit';
import { readyPredictor } from '@peptox/predictors';
import { mutantScan } from '@peptox/sequence';
import { readRecords } from '../jobs/predict-job.ts';
import { SERVICE_ERROR, type WorkerMessage } from '../jobs/task.ts';
import type { InstantTask } from './task.ts';

// The thread reserved for instant answers: it keeps the process's priority (the job threads run
// 10 nice levels below it) and takes no job, so an answer never waits behind a batch. Peptide
// tools load and warm up as soon as it starts; a compound tool on its first question.
const port = parentPort;
if (!port) throw new Error('instant/worker.ts runs only as a worker thread');

const send = (message: WorkerMessage) => port.postMessage(message);

async function answer(task: InstantTask): Promise<void> {
  try {
    const predictor = await readyPredictor(task.tool);
    if (!predictor) throw new Error(`no predictor for tool '${task.tool}'`);
    if (task.kind === 'scan') {
      // The wild type first, then its variants; the values alone (no nearest-record search),
      // and the changes of the values a scan benchmark measured.
      const variants = mutantScan(task.sequence, { minLength: task.minLength }).map((v) => ({
        id: v.id,
        text: v.sequence,
      }));
      const { rows, changes } = predictor.scan
        ? await predictor.scan(task.sequence, variants, task.methods)
        : {
            rows: await predictRecords(
              predictor,
              [{ id: 'wild type', text: task.sequence }, ...variants],
              task.methods,
              { evidence: false },
            ),
            changes: [],
          };
      send({ type: 'rows', jobId: task.jobId, rows });
      send({
        type: 'done',
        jobId: task.jobId,
        records: rows.length,
        invalid: 0,
        models: [],
        changes,
      });
      return;
    }
    const records = readRecords({ ...task, codonTable: null, maxGenomePeptides: 0 }, predictor);
    if (!Array.isArray(records)) throw new Error(records.error);
    const rows = await predictRecords(predictor, records, task.methods);
    send({ type: 'rows', jobId: task.jobId, rows });
    const models = predictor.modelVersions?.(task.methods) ?? [];
    send({ type: 'done', jobId: task.jobId, records: rows.length, invalid: 0, models });
  } catch (error) {
    console.error(`instant answer ${task.jobId} failed:`, error);
    send({
      type: 'failed',
      jobId: task.jobId,
      error: SERVICE_ERROR,
    });
  }
}

let queue = Promise.resolve();
port.on('message', (task: InstantTask) => {
  queue = queue.then(() => answer(task));
});

// Ready once the peptide tools are loaded and warm: the first answer is then as quick as the rest.
void (async () => {
  await readyPredictor('profile').catch((error) => console.error('warming up failed:', error));
  send({ type: 'ready' });
})();
