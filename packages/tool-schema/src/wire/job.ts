import { Type } from 'typebox';

// What a running job says besides rows, on the wire: how far it has got, and the files it made
// (a docking job's poses, its prepared receptor, the run's parameters). The types are ../job.ts's.

/** How far a job has got: a fraction from 0 to 1 and a sentence saying what it does now. */
export const JobProgressSchema = Type.Object({
  fraction: Type.Number({ minimum: 0, maximum: 1 }),
  message: Type.String({ description: 'What the job does now.' }),
});

/** A job's file as its results list it (without the content, which downloads on its own). */
export const JobFileInfoSchema = Type.Object({
  /** The file's name in its download ('poses.pdbqt'); unique within the job. */
  name: Type.String({ description: 'Its name: GET /jobs/{id}/files/{name} downloads it.' }),
  /** What it is, for a download link ('Poses (PDBQT)'). */
  label: Type.String(),
  mediaType: Type.String(),
  bytes: Type.Integer(),
});
