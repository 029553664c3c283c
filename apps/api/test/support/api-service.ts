import { afterAll, beforeAll } from 'vitest';
import type { Service } from '../../src/server.ts';
import { startService, tempFolder } from '../helpers.ts';

// What the files of the API's own tests (api, job-results, job-lists) share: a service started
// for their tests, and the AmPEP jobs they submit.

/** The AmPEP methods the jobs run. */
export const methods = ['ampep', 'rfampep30', 'mic'];
export const email = 'lab@example.org';

/** A running service: set once the tests' beforeAll has run. */
export interface Started {
  base: string;
  service: Service;
}

/**
 * The real service on a SQLite file of its own (`<name>.sqlite` in a fresh folder), started
 * before the tests of the file (or describe block) that calls this and stopped after them.
 */
export function serviceForTests(name: string, env: Record<string, string>): Started {
  const folder = tempFolder();
  const started = {} as Started;
  beforeAll(async () => {
    Object.assign(
      started,
      await startService({ DATABASE_URL: `sqlite:${folder.dir}/${name}.sqlite`, ...env }),
    );
  });
  afterAll(async () => {
    await started.service?.stop();
    folder.remove();
  });
  return started;
}
