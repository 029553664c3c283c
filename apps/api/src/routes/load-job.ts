import type { AppContext } from '../context.ts';
import { ApiError, notFound } from '../http/envelope.ts';
import { messages } from '../http/messages.ts';
import type { JobRecord } from '../jobs/job-record.ts';
import { expiredJob } from '../jobs/retention.ts';
import { findJob } from '../jobs/store.ts';

/** A job by id; 410 for one past retention, 404 for one that never was. */
export async function loadJob(
  { db, config }: Pick<AppContext, 'db' | 'config'>,
  id: string,
): Promise<JobRecord> {
  const job = await findJob(db, id);
  if (job) return job;
  const expired = await expiredJob(db, id);
  if (expired) {
    throw new ApiError(410, {
      id: [messages.jobExpired(config.retentionDays, expired.expired_at)],
    });
  }
  throw notFound('id', messages.jobUnknown(id));
}
