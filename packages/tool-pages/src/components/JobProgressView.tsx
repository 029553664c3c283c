import { Box, Progress, Text } from '@chakra-ui/react';
import { type JobStatus, type JobWithResult, jobFileUrl } from '@peptox/api-client';
import { DownloadCard } from '@peptox/ui';

export const statusText: Record<JobStatus, string> = {
  queued: 'Queued: waiting for a free worker',
  running: 'Running: computing features and predictions',
  finished: 'Finished',
  failed: 'Failed',
};

/**
 * A job that waits or runs: how far it has got when its tool says (a docking job's stage and
 * share done), else an indeterminate bar with its status.
 */
export function JobProgressView({ job }: { job: Pick<JobWithResult, 'status' | 'progress'> }) {
  const progress = job.status === 'running' ? job.progress : null;
  const label = progress ? progress.message : statusText[job.status];
  return (
    <Box role="status" aria-live="polite">
      <Progress.Root
        value={progress ? Math.round(progress.fraction * 100) : null}
        size="sm"
        aria-label={label}
      >
        <Progress.Label mb="2">
          {label}
          {progress ? ` (${Math.round(progress.fraction * 100)} %)` : null}
        </Progress.Label>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text mt="2" color="fg.muted">
        This page updates by itself. You can also leave and come back with the job id.
      </Text>
    </Box>
  );
}

/** The files a finished job made besides its rows (a docking job's poses, receptor, parameters). */
export function JobFilesCard({ job }: { job: Pick<JobWithResult, 'id' | 'tool' | 'result'> }) {
  const files = job.result?.files ?? [];
  if (files.length === 0) return null;
  return (
    <DownloadCard
      title="Download the job's files"
      description="The files the job made, as the service keeps them with the job."
      items={files.map((file) => ({
        label: file.label,
        href: jobFileUrl(job.id, file.name),
        fileName: `${job.tool}-${job.id}-${file.name}`,
      }))}
    />
  );
}
