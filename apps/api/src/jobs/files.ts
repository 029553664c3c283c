import type { JobFile, JobProgress } from '@peptox/tool-schema';
import type { Db, Store } from '../db/database.ts';
import { type Attempt, updateIfHeld } from './store.ts';

// What a job tool reports besides rows (@peptox/predictor-kit's JobTool): the files it makes and
// how far it has got. Written, as rows are, only by the attempt that holds the job.

/** Stores a file of the job (the `position`-th it made); false when the attempt lost the job. */
export async function storeJobFile(
  store: Store,
  attempt: Attempt,
  position: number,
  file: JobFile,
): Promise<boolean> {
  return store.write(async (trx) => {
    if (!(await updateIfHeld(trx, attempt, { owner: attempt.owner }))) return false;
    await trx
      .insertInto('job_files')
      .values({
        job_id: attempt.jobId,
        name: file.name,
        position,
        label: file.label,
        media_type: file.mediaType,
        content: file.content,
        bytes: Buffer.byteLength(file.content, 'utf8'),
      })
      .execute();
    return true;
  });
}

/** How far a running job has got (JSON { fraction, message }); false when the attempt lost it. */
export async function storeProgress(
  store: Store,
  attempt: Attempt,
  progress: JobProgress,
): Promise<boolean> {
  return updateIfHeld(store.db, attempt, { progress: JSON.stringify(progress) });
}

/** The files of a job, in the order it made them (without their content). */
export async function listJobFiles(db: Db, jobId: string) {
  return db
    .selectFrom('job_files')
    .select(['name', 'label', 'media_type', 'bytes'])
    .where('job_id', '=', jobId)
    .orderBy('position')
    .execute();
}

/** One file of a job, with its content; undefined when the job has no file of that name. */
export async function readJobFile(db: Db, jobId: string, name: string) {
  return db
    .selectFrom('job_files')
    .select(['name', 'media_type', 'content'])
    .where('job_id', '=', jobId)
    .where('name', '=', name)
    .executeTakeFirst();
}
