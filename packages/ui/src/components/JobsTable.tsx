import { Button, Link, Table, VisuallyHidden } from '@chakra-ui/react';
import type { JobStatus } from '@peptox/api-client';
import { findTool, jobPagePath } from '@peptox/tool-contract';
import { Link as RouterLink } from 'react-router';
import { formatJobTime, JobStatusBadge } from './JobStatus.tsx';

/** A job as a list shows it: from the service (with its status) or from this browser's memory. */
export interface JobsTableRow {
  id: string;
  tool: string;
  description: string | null;
  createdAt: string;
  status?: JobStatus;
  finishedAt?: string | null;
}

export interface JobsTableProps {
  jobs: readonly JobsTableRow[];
  /** Names the table for screen readers, e.g. "Jobs submitted from this browser". */
  caption: string;
  /** A column with each job's tool (lists across tools). */
  showTool?: boolean;
  /** A button per job that takes it off the list (this browser's list). */
  onForget?: (id: string) => void;
}

/**
 * A list of jobs, newest first: each job's id links to its page; its tool, description, status and
 * dates beside it when known. Used for an address's jobs and for the jobs of this browser.
 */
export function JobsTable({ jobs, caption, showTool = false, onForget }: JobsTableProps) {
  const withStatus = jobs.some((job) => job.status !== undefined);
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2">
      <Table.Root size="sm" striped>
        <Table.Caption captionSide="top" srOnly>
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            {showTool ? <Table.ColumnHeader>Tool</Table.ColumnHeader> : null}
            <Table.ColumnHeader>Job</Table.ColumnHeader>
            <Table.ColumnHeader>Description</Table.ColumnHeader>
            {withStatus ? <Table.ColumnHeader>Status</Table.ColumnHeader> : null}
            <Table.ColumnHeader>Submitted</Table.ColumnHeader>
            {withStatus ? <Table.ColumnHeader>Finished</Table.ColumnHeader> : null}
            {onForget ? (
              <Table.ColumnHeader>
                <VisuallyHidden>Remove from the list</VisuallyHidden>
              </Table.ColumnHeader>
            ) : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {jobs.map((job) => (
            <Table.Row key={job.id}>
              {showTool ? (
                <Table.Cell whiteSpace="nowrap">{findTool(job.tool)?.name ?? job.tool}</Table.Cell>
              ) : null}
              <Table.Cell fontFamily="mono">
                <Link asChild variant="underline">
                  <RouterLink to={jobPagePath(job.tool, job.id)}>{job.id}</RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell>{job.description ?? '—'}</Table.Cell>
              {withStatus ? (
                <Table.Cell>{job.status ? <JobStatusBadge status={job.status} /> : '—'}</Table.Cell>
              ) : null}
              <Table.Cell whiteSpace="nowrap">{formatJobTime(job.createdAt)}</Table.Cell>
              {withStatus ? (
                <Table.Cell whiteSpace="nowrap">{formatJobTime(job.finishedAt ?? null)}</Table.Cell>
              ) : null}
              {onForget ? (
                <Table.Cell textAlign="end">
                  <Button
                    variant="ghost"
                    size="xs"
                    onClick={() => onForget(job.id)}
                    aria-label={`Remove job ${job.id} from this list`}
                  >
                    Remove
                  </Button>
                </Table.Cell>
              ) : null}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
