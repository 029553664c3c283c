import type { Config } from '../config.ts';
import type { Store } from '../db/database.ts';
import { ApiError } from '../http/envelope.ts';
import { messages } from '../http/messages.ts';
import { insertJob, type JobRecord, type NewJob, usageOf } from './store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the quotas count a job against, and the field a refusal names: the job's e-mail address,
 * or for a job sent without one the client's network address (so leaving the address out does
 * not lift the quota). The prefix keeps the two kinds of key apart.
 */
export function quotaKey(job: NewJob, clientAddress: string): { key: string; field: string } {
  if (job.email) return { key: job.email, field: 'email' };
  return { key: `client:${clientAddress}`, field: 'email' };
}

/**
 * Stores a job unless its quota key is over a quota (jobs waiting or running, input in the last
 * 24 hours); throws ApiError 429 naming the field then. The count and the insert run in one
 * transaction that holds the key's lock, so concurrent submissions, in any process, are counted
 * one after the other.
 */
export async function insertWithinQuota(
  store: Store,
  job: NewJob,
  clientAddress: string,
  quota: Config['quota'],
  now = new Date(),
): Promise<JobRecord> {
  const { key, field } = quotaKey(job, clientAddress);
  return store.write(async (trx) => {
    await store.lock(trx, `quota:${key}`);
    const usage = await usageOf(trx, key, new Date(now.getTime() - DAY_MS));
    if (usage.active >= quota.activeJobs) {
      throw new ApiError(429, { [field]: [messages.quotaActive(quota.activeJobs)] });
    }
    const bytes = Buffer.byteLength(job.input, 'utf8');
    if (usage.bytes + bytes > quota.dailyInputBytes) {
      throw new ApiError(429, {
        [field]: [messages.quotaBytes(usage.bytes, quota.dailyInputBytes)],
      });
    }
    return insertJob(trx, { ...job, quotaKey: key }, now);
  });
}
