import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { readyPredictor } from '@peptox/predictors';
import { predictJob } from './predict-job.ts';
import { type JobTask, SERVICE_ERROR, type WorkerMessage } from './task.ts';

// A worker thread: runs one job at a time. A tool's predictor (and its models) loads and warms up
// on the first job of that tool, so a worker holds only the models of the tools it has run.
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

async function run(task: JobTask): Promise<void> {
  try {
    const predictor = await readyPredictor(task.tool);
    if (!predictor) throw new Error(`no predictor for tool '${task.tool}'`);
    const outcome = await predictJob(task, predictor, (rows) =>
      send({ type: 'rows', jobId: task.jobId, rows }),
    );
    if (outcome.ok) send({ type: 'done', jobId: task.jobId, ...outcome });
    else send({ type: 'failed', jobId: task.jobId, error: outcome.error });
  } catch (error) {
    console.error(`job ${task.jobId} failed:`, error);
    send({
      type: 'failed',
      jobId: task.jobId,
      error: SERVICE_ERROR,
    });
  }
}

// The pool sends a worker one task at a time; the chain keeps that true whatever arrives.
let queue = Promise.resolve();
port.on('message', (task: JobTask) => {
  queue = queue.then(() => run(task));
});

send({ type: 'ready' });
