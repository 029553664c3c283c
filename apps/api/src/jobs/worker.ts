import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { jobTools, predictorTools, readyJobTool, readyPredictor } from '@peptox/predictors';
import type { ResultRow } from '@peptox/tool-schema';
import { predictJob, runJobTool } from './predict-job.ts';
import {
  type JobOutcome,
  type JobTask,
  type JobThreadData,
  type PublishedTool,
  publishedTool,
  SERVICE_ERROR,
  type WorkerMessage,
} from './task.ts';

// A worker thread: runs one job at a time, of the tools it was started for. Their predictors and
// models load and warm up before it says it is ready, and it reports what it loaded (the tools'
// descriptions, model cards and model versions): the process publishes that for the API. Only
// these threads import predictor code; the process's own thread imports none.
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
  const { jobId } = task;
  const rows = (rows: ResultRow[]) => send({ type: 'rows', jobId, rows });
  try {
    const jobTool = await readyJobTool(task.tool);
    let outcome: JobOutcome;
    if (jobTool) {
      outcome = await runJobTool(task, jobTool, {
        rows,
        progress: (progress) => send({ type: 'progress', jobId, progress }),
        file: (file) => send({ type: 'file', jobId, file }),
      });
    } else {
      const predictor = await readyPredictor(task.tool);
      if (!predictor) throw new Error(`no predictor for tool '${task.tool}'`);
      outcome = await predictJob(task, predictor, rows);
    }
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

/** The tools of this thread, loaded and warm, as the workers publish them. */
async function loadTools(wanted: string[] | null): Promise<PublishedTool[]> {
  const served = [...predictorTools, ...jobTools];
  const tools = wanted ?? served;
  const unknown = tools.filter((tool) => !served.includes(tool));
  if (unknown.length > 0) {
    throw new Error(
      `TOOLS names ${unknown.map((t) => `'${t}'`).join(', ')}, which no predictor serves; the tools are ${served.join(', ')}.`,
    );
  }
  const published: PublishedTool[] = [];
  for (const tool of tools) {
    const predictor = (await readyJobTool(tool)) ?? (await readyPredictor(tool));
    if (!predictor) continue;
    const versions = predictor.modelVersions?.(predictor.methods.map((m) => m.id)) ?? [];
    published.push(publishedTool(predictor, versions));
  }
  return published;
}

send({ type: 'ready', tools: await loadTools((workerData as JobThreadData).tools) });
