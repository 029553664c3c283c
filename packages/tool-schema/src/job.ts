// What a running job says besides rows, on the wire: how far it has got, and the files it made
// (a docking job's poses, its prepared receptor, the run's parameters).

/** How far a job has got: a fraction from 0 to 1 and a sentence saying what it does now. */
export interface JobProgress {
  fraction: number;
  message: string;
}

/** A file a job makes besides its rows. */
export interface JobFile {
  /** The file's name in its download ('poses.pdbqt'); unique within the job. */
  name: string;
  /** What it is, for a download link ('Poses (PDBQT)'). */
  label: string;
  mediaType: string;
  content: string;
}

/** A job's file as its results list it (without the content, which downloads on its own). */
export type JobFileInfo = Omit<JobFile, 'content'> & { bytes: number };
