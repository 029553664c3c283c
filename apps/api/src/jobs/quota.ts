import type { Quota } from '../config.ts';
import type { Store } from '../db/database.ts';
import { ApiError } from '../http/envelope.ts';
import { messages } from '../http/messages.ts';
import type { JobRecord } from './job-record.ts';
import { insertJob, type NewJob, usageOf } from './store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the quotas count a job against: its e-mail address (none for a job sent without one),
 * and always its client, by the network address the rate limits see (a trusted proxy's
 * X-Forwarded-For), so that more addresses do not lift the quotas.
 */
export function quotaKeys(job: NewJob, clientAddress: string) {
  return { address: job.email || null, client: `client:${clientAddress}` };
}

/**
 * Stores a job unless its address or its client is over a quota (jobs waiting or running, input
 * in the last 24 hours); throws ApiError 429 naming the field (`email`, or `client`) then. The
 * counts and the insert run in one transaction that holds both keys' locks, the address's first
 * (always in that order, so two submissions never wait on each other's), so concurrent
 * submissions, in any process, are counted one after the other.
 */
export async function insertWithinQuota(
  store: Store,
  job: NewJob,
  clientAddress: string,
  quotas: { address: Quota; client: Quota },
  now = new Date(),
): Promise<JobRecord> {
  const keys = quotaKeys(job, clientAddress);
  const since = new Date(now.getTime() - DAY_MS);
  const bytes = Buffer.byteLength(job.input, 'utf8');
  return store.write(async (trx) => {
    if (keys.address) {
      await store.lock(trx, `quota:${keys.address}`);
      const usage = await usageOf(trx, { column: 'quota_key', value: keys.address }, since);
      refuseOver(usage, bytes, quotas.address, 'email');
    }
    await store.lock(trx, `quota:${keys.client}`);
    const usage = await usageOf(trx, { column: 'client_key', value: keys.client }, since);
    refuseOver(usage, bytes, quotas.client, 'client');
    return insertJob(
      trx,
      { ...job, quotaKey: keys.address ?? undefined, clientKey: keys.client },
      now,
    );
  });
}

function refuseOver(
  usage: { active: number; bytes: number },
  bytes: number,
  quota: Quota,
  field: 'email' | 'client',
): void {
  if (usage.active >= quota.activeJobs) {
    throw new ApiError(429, { [field]: [messages.quotaActive(quota.activeJobs, field)] });
  }
  if (usage.bytes + bytes > quota.dailyInputBytes) {
    throw new ApiError(429, {
      [field]: [messages.quotaBytes(usage.bytes, quota.dailyInputBytes, field)],
    });
  }
}
