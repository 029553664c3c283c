import {
  Alert,
  Button,
  Clipboard,
  DataList,
  Heading,
  HStack,
  Link,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  type JobWithResult,
  normalizeError,
  resultCsvUrl,
  type Tool,
  useJob,
  useServiceInfo,
  useTool,
} from '@peptox/api-client';
import { jobPagePath } from '@peptox/tool-contract';
import {
  classThreshold,
  formatThreshold,
  jobRecordCount,
  type TableSpec,
} from '@peptox/tool-schema';
import {
  DownloadCard,
  formatJobTime,
  JobStatusBadge,
  ResultsView,
  TaskRetrieveDialog,
  useMyJobs,
  usePageTitle,
} from '@peptox/ui';
import { lazy, Suspense } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router';
import { JobFilesCard, JobProgressView } from '../components/JobProgressView.tsx';
import { ModelVersions, RerunButton, RerunChanges } from '../components/JobProvenance.tsx';
import type { ToolPageProps } from '../definition.ts';
import { toolName } from '../tool-name.ts';

// 3Dmol.js comes with it: loaded only on the results page of a docking job.
const PoseViewer = lazy(() => import('../docking/PoseViewer.tsx'));

/** Every row of a job at once (the service's largest page): the table sorts and filters them all. */
const PAGE_SIZE = 10_000;

/** Tabs worth showing: a table whose method columns all belong to methods the job did not run is empty. */
function tablesOf(job: JobWithResult): TableSpec[] {
  const result = job.result;
  if (!result) return [];
  return result.tables.filter((table) => {
    const methods = table.columns
      .map((key) => result.columns.find((c) => c.key === key)?.method)
      .filter((m): m is string => m !== undefined);
    return methods.length === 0 || methods.some((m) => job.methods.includes(m));
  });
}

/** The job's methods by their labels (ids while the tool's description is not at hand). */
function methodLabels(job: JobWithResult, tool: Tool | undefined): string {
  return job.methods.map((id) => tool?.methods.find((m) => m.id === id)?.label ?? id).join(', ');
}

function JobSummary({ job, tool }: { job: JobWithResult; tool: Tool | undefined }) {
  return (
    <DataList.Root orientation="horizontal" size="sm">
      <DataList.Item>
        <DataList.ItemLabel>Job id</DataList.ItemLabel>
        <DataList.ItemValue>
          <HStack gap="2">
            <Text fontFamily="mono">{job.id}</Text>
            <Clipboard.Root value={job.id}>
              <Clipboard.Trigger asChild>
                <Button variant="ghost" size="2xs" aria-label="Copy the job id">
                  <Clipboard.Indicator copied="Copied">Copy</Clipboard.Indicator>
                </Button>
              </Clipboard.Trigger>
            </Clipboard.Root>
          </HStack>
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Status</DataList.ItemLabel>
        <DataList.ItemValue>
          <JobStatusBadge status={job.status} />
        </DataList.ItemValue>
      </DataList.Item>
      {job.description ? (
        <DataList.Item>
          <DataList.ItemLabel>Description</DataList.ItemLabel>
          <DataList.ItemValue>{job.description}</DataList.ItemValue>
        </DataList.Item>
      ) : null}
      <DataList.Item>
        <DataList.ItemLabel>Input</DataList.ItemLabel>
        <DataList.ItemValue>
          {jobRecordCount(job.inputType, job.counts.records)}
          {job.counts.invalid > 0
            ? ` (${job.counts.invalid.toLocaleString('en')} not taken by every chosen method; their notes say why)`
            : ''}
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Methods</DataList.ItemLabel>
        <DataList.ItemValue>{methodLabels(job, tool)}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Submitted</DataList.ItemLabel>
        <DataList.ItemValue>{formatJobTime(job.createdAt)}</DataList.ItemValue>
      </DataList.Item>
      {job.finishedAt ? (
        <DataList.Item>
          <DataList.ItemLabel>Finished</DataList.ItemLabel>
          <DataList.ItemValue>{formatJobTime(job.finishedAt)}</DataList.ItemValue>
        </DataList.Item>
      ) : null}
    </DataList.Root>
  );
}

/** A genome whose six frames hold no peptide in the tool's window: say so, with the window. */
function NoPeptides({ tool }: { tool: Tool | undefined }) {
  const window = tool?.genome;
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>No peptide was found in the genome.</Alert.Title>
        <Alert.Description>
          {window
            ? `None of the six reading frames has a stretch of ${window.minLength}–${window.maxLength} amino acids between stop codons, so there was nothing to predict.`
            : 'None of the six reading frames has a stretch between stop codons in the length the tool takes, so there was nothing to predict.'}{' '}
          A longer contig, or another genetic code, may hold some.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function Results({ job, tool }: { job: JobWithResult; tool: Tool | undefined }) {
  const result = job.result;
  const tables = tablesOf(job);
  if (job.inputType === 'genome' && job.counts.records === 0) return <NoPeptides tool={tool} />;
  if (!result || tables.length === 0) return <Text>This job has no results.</Text>;
  return (
    <Stack gap="6">
      {result.total > result.rows.length ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>
            The summary and the tables show the first {result.rows.length.toLocaleString('en')} of{' '}
            {result.total.toLocaleString('en')} rows; the CSV files hold them all.
          </Alert.Title>
        </Alert.Root>
      ) : null}
      <ResultsView
        columns={result.columns}
        tables={tables}
        rows={result.rows}
        methods={tool?.methods ?? []}
        fileName={`${job.tool}-${job.id}`}
      />
      <DownloadCard
        title="Download the results"
        description={`Every row of the job as CSV (UTF-8), straight from the prediction service, with the classes in words at the service's thresholds${serviceThresholds(job)}.`}
        items={[
          ...tables.map((table) => ({
            label: `${table.label} (CSV)`,
            href: resultCsvUrl(job.id, table.id),
          })),
          { label: 'All columns (CSV)', href: resultCsvUrl(job.id, 'all') },
        ]}
      />
      <JobFilesCard job={job} />
    </Stack>
  );
}

/**
 * " (AmPEP class at 0.50, Applicability domain at 0.35)": the cut-offs the service's own CSV files
 * made their classes at, as its columns describe them. A class made from its method's probability
 * without a stated threshold is at the default; any other class is listed only with its own.
 */
function serviceThresholds(job: JobWithResult): string {
  const columns = job.result?.columns ?? [];
  const cutOffs = columns.flatMap((c) => {
    // A model's class, not the evidence behind it (a domain, a neighbour's measured class).
    if (c.type !== 'class' || c.role !== undefined) return [];
    const scored = columns.some((p) => p.type === 'probability' && p.method === c.method);
    const threshold = scored ? classThreshold(c) : c.threshold;
    return threshold === undefined ? [] : [`${c.label} at ${formatThreshold(threshold)}`];
  });
  return cutOffs.length > 0 ? ` (${cutOffs.join(', ')})` : '';
}

export interface JobViewProps {
  id: string;
  tool: string;
  /** Where a visitor lists their jobs (a missing job's page links there); none: no link. */
  retrieve?: string | null;
}

/** A job's summary, its progress while it waits and runs, then its results and downloads. */
export function JobView({ id, tool, retrieve = `/${tool}/retrieve` }: JobViewProps) {
  const { data: job, error, isPending } = useJob(id, { pageSize: PAGE_SIZE });
  const remembered = useMyJobs().some((mine) => mine.id === id);
  // Method labels and length windows; the page works without them while they load.
  const { data: description } = useTool(tool);

  if (error && !job) {
    const { message, statusCode } = normalizeError(error);
    if (statusCode === 410) {
      // Past retention: the service deleted it, and says when.
      return (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Job {id} has expired.</Alert.Title>
            <Alert.Description>{message}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      );
    }
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            {statusCode === 404 ? `No job has the id ${id}.` : 'The job could not be loaded.'}
          </Alert.Title>
          <Alert.Description>
            {statusCode === 404 && retrieve ? (
              <>
                Check the id, or find the job under{' '}
                <Link asChild variant="underline">
                  <RouterLink to="/my-jobs">My jobs</RouterLink>
                </Link>{' '}
                or on the{' '}
                <Link asChild variant="underline">
                  <RouterLink to={retrieve}>Retrieve page</RouterLink>
                </Link>
                .
              </>
            ) : statusCode === 404 ? (
              'Check the id: job ids are 22 characters long.'
            ) : (
              message
            )}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (isPending || !job) {
    return (
      <Stack gap="3" aria-busy="true">
        <Skeleton height="6rem" />
        <Skeleton height="20rem" />
      </Stack>
    );
  }
  // A job of another tool (a link or an address edited by hand) is shown on its own tool's page.
  if (job.tool !== tool) return <Navigate to={jobPagePath(job.tool, id)} replace />;
  const over = job.status === 'finished' || job.status === 'failed';
  return (
    <Stack gap="6">
      {error ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>
            The prediction service cannot be reached right now; this page keeps trying.
          </Alert.Title>
        </Alert.Root>
      ) : null}
      <JobSummary job={job} tool={description} />
      {remembered ? (
        <Text color="fg.muted">
          Submitted from this browser: it is listed under{' '}
          <Link asChild variant="underline">
            <RouterLink to="/my-jobs">My jobs</RouterLink>
          </Link>
          .
        </Text>
      ) : null}
      {!over ? <JobProgressView job={job} /> : null}
      {job.status === 'failed' ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>The job failed</Alert.Title>
            <Alert.Description>{job.error ?? 'The service gave no reason.'}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <RerunChanges job={job} />
      {job.status === 'finished' && job.result?.files.some((f) => f.name === 'poses.pdbqt') ? (
        <Suspense fallback={<Skeleton height="28rem" />}>
          <PoseViewer job={job} />
        </Suspense>
      ) : null}
      {job.status === 'finished' ? <Results job={job} tool={description} /> : null}
      {/* A docking job keeps no input to rerun, and no trained model made its values. */}
      {job.status === 'finished' && job.inputType !== 'docking' ? (
        <Stack gap="4">
          <ModelVersions job={job} tool={description} />
          <RerunButton job={job} />
        </Stack>
      ) : null}
    </Stack>
  );
}

/** No job id in the address: ask for one (or for an address, where the service lists by it). */
function FindJob({ tool }: { tool: string }) {
  const navigate = useNavigate();
  const { data: service } = useServiceInfo();
  const byAddress = service?.listByAddress !== 'off';
  return (
    <>
      <Text>
        {byAddress
          ? 'Enter a job id or your e-mail address to see your results.'
          : 'Enter a job id to see its results.'}
      </Text>
      <TaskRetrieveDialog
        tool={tool}
        byAddress={byAddress}
        onClose={() => navigate(`/${tool}/home`)}
      />
    </>
  );
}

/** A job: its progress while it waits and runs, then its result tables and downloads. */
export default function JobPage({ definition }: ToolPageProps) {
  const { id } = useParams();
  const tool = definition.id;
  usePageTitle(id ? `Job ${id}` : 'Retrieve results');
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {toolName(tool)} results
      </Heading>
      {id ? <JobView key={id} id={id} tool={tool} /> : <FindJob tool={tool} />}
    </Stack>
  );
}
