import { createStore, useStore } from './store.ts';

/**
 * A job submitted from this browser, as the browser remembers it for "My jobs": its id, tool,
 * description and date, never its input (sequences and molecules stay with the service).
 */
export interface RememberedJob {
  id: string;
  tool: string;
  description: string | null;
  /** ISO 8601, as the service gave it. */
  createdAt: string;
}

const STORAGE_KEY = 'peptox:my-jobs';
/** The newest jobs kept; older ones are forgotten (the service deletes them after a while anyway). */
export const MAX_REMEMBERED_JOBS = 200;

const isJob = (value: unknown): value is RememberedJob => {
  const job = value as RememberedJob | null;
  return (
    typeof job?.id === 'string' &&
    typeof job.tool === 'string' &&
    (job.description === null || typeof job.description === 'string') &&
    typeof job.createdAt === 'string'
  );
};

function read(): RememberedJob[] {
  try {
    const parsed = JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter(isJob) : [];
  } catch {
    return []; // storage blocked, or a garbled list
  }
}

const myJobsStore = createStore<readonly RememberedJob[]>(read());

function save(jobs: readonly RememberedJob[]): void {
  myJobsStore.set(jobs);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(jobs));
  } catch {
    // Storage full or refused (private mode): the list lasts for this page only.
  }
}

// Another tab submitted or forgot a job.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY || event.key === null) myJobsStore.set(read());
  });
}

/** Adds a job to this browser's list, newest first; only its id, tool, description and date. */
export function rememberJob({ id, tool, description, createdAt }: RememberedJob): void {
  const others = myJobsStore.get().filter((job) => job.id !== id);
  save([{ id, tool, description, createdAt }, ...others].slice(0, MAX_REMEMBERED_JOBS));
}

export function forgetJob(id: string): void {
  save(myJobsStore.get().filter((job) => job.id !== id));
}

export function forgetAllJobs(): void {
  save([]);
}

/** The jobs submitted from this browser, newest first. */
export function useMyJobs(): readonly RememberedJob[] {
  return useStore(myJobsStore);
}
