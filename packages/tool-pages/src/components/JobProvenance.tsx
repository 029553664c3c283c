// Which models made a job's values, a rerun with today's models, and on a rerun's page what
// changed since the job it reran.
import { Alert, Button, Heading, Link, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import {
  type JobChanges,
  type JobWithResult,
  normalizeError,
  type Tool,
  useJobChanges,
  useRerunJob,
} from '@peptox/api-client';
import { jobPagePath } from '@peptox/tool-contract';
import type { Column } from '@peptox/tool-schema';
import { formatMeasured } from '@peptox/ui';
import { Link as RouterLink, useNavigate } from 'react-router';

const methodLabel = (tool: Tool | undefined, method: string) =>
  tool?.methods.find((m) => m.id === method)?.label ?? method;

/** The models that made the values: one line per model, its method, version and training day. */
export function ModelVersions({ job, tool }: { job: JobWithResult; tool: Tool | undefined }) {
  if (job.modelVersions.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="model-versions" gap="2">
      <Heading as="h2" size="md" id="model-versions">
        Models that made these values
      </Heading>
      {/* Focusable and named: a keyboard can scroll it where it is wider than a phone. */}
      <Table.ScrollArea
        borderWidth="1px"
        borderRadius="l2"
        tabIndex={0}
        role="region"
        aria-label="Model versions"
      >
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Method</Table.ColumnHeader>
              <Table.ColumnHeader>Model</Table.ColumnHeader>
              <Table.ColumnHeader>Version</Table.ColumnHeader>
              <Table.ColumnHeader>Trained</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {job.modelVersions.map((v) => (
              <Table.Row key={`${v.method}-${v.model}`} data-model={v.model}>
                <Table.Cell>{methodLabel(tool, v.method)}</Table.Cell>
                <Table.Cell>
                  {v.model}
                  {v.role ? (
                    <Text as="span" display="block" fontSize="xs" color="fg.muted">
                      {v.role}
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell fontFamily="mono">{v.version}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{v.trainedAt}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Text fontSize="sm" color="fg.muted">
        The version is the start of the model file's SHA-256: the same version gives the same
        values.
      </Text>
    </Stack>
  );
}

/**
 * Runs a finished job again with today's models, then opens the new job's page. Whoever has the
 * link may: the rerun is their own new job, so the page says so before they press.
 */
export function RerunButton({ job }: { job: JobWithResult }) {
  const rerun = useRerunJob();
  const navigate = useNavigate();
  return (
    <Stack gap="2" align="start">
      <Text fontSize="sm" color="fg.muted">
        Anyone with this job's link can rerun it: a rerun is a new job of whoever starts it, with
        the same input and methods, and is not sent or listed under this job's e-mail address.
      </Text>
      <Button
        variant="outline"
        size="sm"
        loading={rerun.isPending}
        loadingText="Starting the rerun"
        onClick={() =>
          rerun.mutate(job.id, { onSuccess: (next) => navigate(jobPagePath(next.tool, next.id)) })
        }
      >
        Rerun with today's models
      </Button>
      {rerun.error ? (
        <Text color="fg.error" role="alert">
          The rerun could not be started: {normalizeError(rerun.error).message}
        </Text>
      ) : null}
    </Stack>
  );
}

function ChangesTable({ changes, columns }: { changes: JobChanges; columns: readonly Column[] }) {
  const column = (key: string) => columns.find((c) => c.key === key);
  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderRadius="l2"
      maxH="30rem"
      tabIndex={0}
      role="region"
      aria-label="Changed rows, before and now"
    >
      <Table.Root size="sm" stickyHeader aria-label="Changed rows">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Row</Table.ColumnHeader>
            <Table.ColumnHeader>Column</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Before</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Now</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {changes.changes.flatMap((row) =>
            row.columns.map((change, i) => (
              <Table.Row key={`${row.id}-${change.key}`} data-changed-row={row.id}>
                <Table.Cell fontWeight={i === 0 ? 'semibold' : undefined}>
                  {i === 0 ? row.id : ''}
                </Table.Cell>
                <Table.Cell>{column(change.key)?.label ?? change.key}</Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {formatMeasured(change.before, column(change.key))}
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {formatMeasured(change.after, column(change.key))}
                </Table.Cell>
              </Table.Row>
            )),
          )}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** On a rerun's page: the job it reran, and once finished the rows whose values changed. */
export function RerunChanges({ job }: { job: JobWithResult }) {
  const original = job.rerunOf;
  const finished = job.status === 'finished';
  const { data, error, isPending } = useJobChanges(job.id, original !== null && finished);
  if (original === null) return null;
  const link = (
    <Link asChild variant="underline">
      <RouterLink to={jobPagePath(job.tool, original)}>job {original}</RouterLink>
    </Link>
  );
  return (
    <Stack as="section" aria-labelledby="rerun-changes" gap="3">
      <Heading as="h2" size="md" id="rerun-changes">
        Changes since the original job
      </Heading>
      <Text>This job reruns {link} with the models of its day.</Text>
      {!finished ? null : error ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>
            The changes could not be loaded: {normalizeError(error).message}
          </Alert.Title>
        </Alert.Root>
      ) : isPending || !data ? (
        <Skeleton height="6rem" />
      ) : data.total === 0 ? (
        <Text data-part="changed-count">
          No value changed: all {data.rows.toLocaleString('en')} rows are as before.
        </Text>
      ) : (
        <>
          <Text data-part="changed-count">
            {data.total.toLocaleString('en')} of {data.rows.toLocaleString('en')} rows changed
            {data.total > data.changes.length
              ? `; the first ${data.changes.length.toLocaleString('en')} are listed`
              : ''}
            .
          </Text>
          <ChangesTable changes={data} columns={job.result?.columns ?? []} />
        </>
      )}
    </Stack>
  );
}
