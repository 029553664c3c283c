import {
  Alert,
  Button,
  ButtonGroup,
  Field,
  Heading,
  IconButton,
  Input,
  Link,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { normalizeError, useJobsByEmail } from '@peptox/api-client';
import { isEmail } from '@peptox/tool-contract';
import { formatJobTime, JobStatusBadge, usePageTitle } from '@peptox/ui';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { WhenServed } from '../components/WhenServed.tsx';
import type { ToolPageProps } from '../definition.ts';
import { toolName } from '../tool-name.ts';

function EmailForm({ tool, initial = '' }: { tool: string; initial?: string }) {
  const navigate = useNavigate();
  const [email, setEmail] = useState(initial);
  const [tried, setTried] = useState(false);
  const valid = isEmail(email.trim());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (valid) navigate(`/${tool}/retrieve/${encodeURIComponent(email.trim())}`);
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Find jobs by e-mail address">
      <Stack direction={{ base: 'column', sm: 'row' }} align={{ sm: 'end' }} gap="3" maxW="2xl">
        <Field.Root required invalid={tried && !valid}>
          <Field.Label>E-mail address given at submission</Field.Label>
          <Input
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoComplete="email"
            placeholder="you@example.org"
          />
          <Field.ErrorText>Give a valid e-mail address.</Field.ErrorText>
        </Field.Root>
        <Button type="submit">List my jobs</Button>
      </Stack>
    </form>
  );
}

function JobList({ tool, email }: { tool: string; email: string }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, isPending } = useJobsByEmail({ email, tool, page });

  if (error) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>The jobs could not be listed: {normalizeError(error).message}</Alert.Title>
      </Alert.Root>
    );
  }
  if (isPending || !data) return <Skeleton height="16rem" aria-busy="true" />;
  if (data.total === 0) {
    return (
      <Text>
        No {toolName(tool)} job was submitted with {email}.{' '}
        <Link asChild variant="underline">
          <RouterLink to={`/${tool}/home`}>Submit one</RouterLink>
        </Link>
        .
      </Text>
    );
  }
  const running = data.items.some((item) => item.status === 'queued' || item.status === 'running');
  return (
    <Stack gap="4">
      <Text aria-live="polite">
        {data.total.toLocaleString('en')} job{data.total === 1 ? '' : 's'} for {email}
        {running ? '; this list updates by itself until every job has ended.' : '.'}
      </Text>
      <Table.ScrollArea borderWidth="1px" borderRadius="l2">
        <Table.Root size="sm" striped>
          <Table.Caption captionSide="top" srOnly>
            {toolName(tool)} jobs submitted with {email}, newest first
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Job</Table.ColumnHeader>
              <Table.ColumnHeader>Description</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader>Submitted</Table.ColumnHeader>
              <Table.ColumnHeader>Finished</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.items.map((job) => (
              <Table.Row key={job.id}>
                <Table.Cell fontFamily="mono">
                  <Link asChild variant="underline">
                    <RouterLink to={`/${tool}/jobs/${job.id}`}>{job.id}</RouterLink>
                  </Link>
                </Table.Cell>
                <Table.Cell>{job.description ?? '—'}</Table.Cell>
                <Table.Cell>
                  <JobStatusBadge status={job.status} />
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatJobTime(job.createdAt)}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatJobTime(job.finishedAt)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {data.total > data.pageSize ? (
        <Pagination.Root
          count={data.total}
          pageSize={data.pageSize}
          page={page}
          onPageChange={(details) => setParams({ page: String(details.page) })}
        >
          <ButtonGroup variant="ghost" size="sm" wrap="wrap">
            <Pagination.PrevTrigger asChild>
              <IconButton aria-label="Previous page">‹</IconButton>
            </Pagination.PrevTrigger>
            <Pagination.Items
              render={(item) => (
                <IconButton
                  variant={{ base: 'ghost', _selected: 'outline' }}
                  aria-label={`Page ${item.value}`}
                >
                  {item.value}
                </IconButton>
              )}
            />
            <Pagination.NextTrigger asChild>
              <IconButton aria-label="Next page">›</IconButton>
            </Pagination.NextTrigger>
          </ButtonGroup>
        </Pagination.Root>
      ) : null}
    </Stack>
  );
}

/** A tool's jobs listed by the e-mail address given at submission, 20 a page. */
export default function RetrievePage({ definition }: ToolPageProps) {
  const tool = definition.id;
  const { email } = useParams();
  usePageTitle(email ? `Jobs of ${email}` : 'Retrieve jobs');
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Retrieve your {toolName(tool)} jobs
      </Heading>
      <Text>
        Jobs are listed by the e-mail address given when they were submitted. With a job id, go
        straight to{' '}
        <Link asChild variant="underline">
          <RouterLink to={`/${tool}/jobs`}>its results</RouterLink>
        </Link>
        .
      </Text>
      <EmailForm key={email} tool={tool} initial={email} />
      {email ? (
        <WhenServed id={tool}>{() => <JobList tool={tool} email={email} />}</WhenServed>
      ) : null}
    </Stack>
  );
}
