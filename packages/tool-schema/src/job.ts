import type { Static } from 'typebox';
import type { JobFileInfoSchema, JobProgressSchema } from './wire/job.ts';

// What a running job says besides rows, on the wire: how far it has got, and the files it made
// (a docking job's poses, its prepared receptor, the run's parameters). Written once, as the
// schemas in ./wire/job.ts.

/** How far a job has got: a fraction from 0 to 1 and a sentence saying what it does now. */
export type JobProgress = Static<typeof JobProgressSchema>;

/** A job's file as its results list it (without the content, which downloads on its own). */
export type JobFileInfo = Static<typeof JobFileInfoSchema>;

/** A file a job makes besides its rows. */
export type JobFile = Omit<JobFileInfo, 'bytes'> & { content: string };
