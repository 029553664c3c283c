import type { Config } from '../config.ts';
import type { OnEnded } from '../jobs/store.ts';
import { jobEndedMail } from './messages.ts';
import { addMail } from './outbox.ts';

/**
 * What happens inside the transaction that ends a job: with mail configured, one mail to the
 * job's address joins the outbox (keyed by the job, so it is sent once); without mail, or for a
 * job given without an address, nothing.
 */
export function mailWhenJobEnds(
  config: Pick<Config, 'mail' | 'retentionDays'>,
  /** A tool's name as published (the id when none is). */
  toolName: (tool: string) => string | undefined,
): OnEnded | undefined {
  const mail = config.mail;
  if (!mail) return undefined;
  return async (trx, job) => {
    if (job.email === '') return;
    const name = toolName(job.tool) ?? job.tool;
    const message = jobEndedMail(job, name, mail.siteUrl, config.retentionDays);
    await addMail(trx, message, `job:${job.id}`);
  };
}
