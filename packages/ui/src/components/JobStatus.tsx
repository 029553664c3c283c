import { Badge } from '@chakra-ui/react';
import type { JobStatus } from '@peptox/api-client';

const statusPalette: Record<JobStatus, string> = {
  queued: 'gray',
  running: 'blue',
  finished: 'green',
  failed: 'red',
};

/** A job's state as every tool's job and retrieve pages show it. */
export function JobStatusBadge({ status }: { status: JobStatus }) {
  return <Badge colorPalette={statusPalette[status]}>{status}</Badge>;
}

/** A job's timestamp for people; a dash while the job has not reached that point. */
export function formatJobTime(iso: string | null): string {
  return iso
    ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })
    : '—';
}
