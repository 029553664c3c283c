import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { predictors } from '@peptox/predictors';
import { predictJob } from './predict-job.ts';
import type { JobTask, WorkerMessage } from './task.ts';

// A worker thread: the predictors (and their models) load once, then it runs one job at a time.
const port = parentPort;
if (!port) throw new Error('worker.ts runs only as a worker thread');

const send = (message: WorkerMessage) => port.postMessage(message);

// Predictions yield the CPU to the HTTP thread: on Linux a thread has its own id (from
// /proc/thread-self) and its own nice value, so submissions stay fast while a big job runs.
try {
  const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
  setPriority(threadId, Math.min(19, getPriority(threadId) + 10));
} catch {
  // Other systems: the worker keeps the process's priority.
}

port.on('message', (task: JobTask) => {
  const predictor = predictors[task.tool];
  try {
    if (!predictor) throw new Error(`no predictor for tool '${task.tool}'`);
    const outcome = predictJob(task, predictor, (rows) =>
      send({ type: 'rows', jobId: task.jobId, rows }),
    );
    if (outcome.ok) send({ type: 'done', jobId: task.jobId, ...outcome });
    else send({ type: 'failed', jobId: task.jobId, error: outcome.error });
  } catch (error) {
    console.error(`job ${task.jobId} failed:`, error);
    send({
      type: 'failed',
      jobId: task.jobId,
      error:
        'The prediction stopped because of an error in the service; please try again later, and tell us if it happens again.',
    });
  }
});

// Load every model and compile the hot code before taking jobs, so the first job is not slower.
// A predictor that cannot even do this is logged; its jobs then fail with a sentence.
for (const predictor of Object.values(predictors)) {
  try {
    predictor.predict(
      [{ id: 'warm-up', sequence: 'GLFDIIKKIAESF' }],
      predictor.methods.map((m) => m.id),
    );
  } catch (error) {
    console.error(`the ${predictor.tool} predictor could not warm up:`, error);
  }
}

send({ type: 'ready' });
