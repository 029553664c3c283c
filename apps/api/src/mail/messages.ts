import { jobPagePath } from '@peptox/tool-contract/catalogue';
import { jobRecordCount } from '@peptox/tool-schema';
import type { JobRecord } from '../jobs/job-record.ts';
import type { MailMessage } from './mailer.ts';

// The texts of the two mails the service sends: plain text, no tracking, no HTML.

const footer = (retentionDays: number) =>
  [
    '--',
    `Jobs and their results are kept for ${retentionDays} days after they end, then deleted.`,
    'You receive this because this address was given when the job was submitted, or when its',
    'jobs were looked up. If that was not you, you can ignore this message.',
  ].join('\n');

/** The mail sent once when a job has finished or failed. */
export function jobEndedMail(
  job: JobRecord,
  toolName: string,
  siteUrl: string,
  retentionDays: number,
): MailMessage {
  const finished = job.status === 'finished';
  const counts = `${jobRecordCount(job.input_type, job.records)}${
    job.invalid > 0
      ? ` (${job.invalid.toLocaleString('en-US')} that a chosen method could not take)`
      : ''
  }`;
  const lines = [
    `Your ${toolName} job has ${finished ? 'finished' : 'failed'}.`,
    '',
    `Description: ${job.description ?? '(none)'}`,
    `Status:      ${job.status}`,
    `Input:       ${counts}`,
    `Submitted:   ${job.created_at}`,
    `Ended:       ${job.finished_at ?? ''}`,
    ...(finished ? [] : ['', `What went wrong: ${job.error ?? 'unknown'}`]),
    '',
    `${finished ? 'Results' : 'The job'}: ${siteUrl}${jobPagePath(job.tool, job.id)}`,
    '',
    footer(retentionDays),
  ];
  return {
    to: job.email,
    subject: `${toolName} job ${job.id} has ${finished ? 'finished' : 'failed'}`,
    text: lines.join('\n'),
  };
}

/** The mail with the link to an address's list of jobs. */
export function retrievalMail(
  email: string,
  toolName: string,
  link: string,
  linkHours: number,
  retentionDays: number,
): MailMessage {
  return {
    to: email,
    subject: `Your ${toolName} jobs`,
    text: [
      `Someone (we hope you) asked for the list of ${toolName} jobs submitted with this address.`,
      '',
      `Open it here (the link works for ${linkHours} hours):`,
      link,
      '',
      footer(retentionDays),
    ].join('\n'),
  };
}
