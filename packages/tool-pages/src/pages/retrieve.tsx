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
import {
  ApiError,
  normalizeError,
  useJobsByEmail,
  useRequestRetrievalLink,
  useServiceInfo,
} from '@peptox/api-client';
import { isEmail } from '@peptox/tool-contract';
import { formatJobTime, JobStatusBadge, usePageTitle } from '@peptox/ui';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { WhenServed } from '../components/WhenServed.tsx';
import type { ToolPageProps } from '../definition.ts';
import { toolName } from '../tool-name.ts';

/** The address field and its button; `onAddress` gets a valid address, trimmed. */
function EmailForm({
  initial = '',
  action,
  busy = false,
  onAddress,
}: {
  initial?: string;
  action: string;
  busy?: boolean;
  onAddress: (email: string) => void;
}) {
  const [email, setEmail] = useState(initial);
  const [tried, setTried] = useState(false);
  const valid = isEmail(email.trim());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (valid) onAddress(email.trim());
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
        <Button type="submit" loading={busy} flexShrink={0}>
          {action}
        </Button>
      </Stack>
    </form>
  );
}

/** With mail: the link to the list is mailed to the address, so only its reader sees the list. */
function LinkRequest({ tool, initial }: { tool: string; initial?: string }) {
  const request = useRequestRetrievalLink(tool);
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <Stack gap="4">
      <EmailForm
        initial={initial}
        action="Mail me the link"
        busy={request.isPending}
        onAddress={(email) => request.mutate(email, { onSuccess: () => setSentTo(email) })}
      />
      {request.isSuccess && sentTo ? (
        <Alert.Root status="success" aria-live="polite">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Look for a mail at {sentTo}.</Alert.Title>
            <Alert.Description>
              If {toolName(tool)} jobs were submitted with this address, the mail holds a link to
              their list; the link works for {request.data.linkHours} hours. Nothing arrives for an
              address that has no jobs.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {request.error ? (
        <Alert.Root status="error" aria-live="polite">
          <Alert.Indicator />
          <Alert.Title>
            The link could not be sent: {normalizeError(request.error).message}
          </Alert.Title>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}

function JobList({ tool, email, token }: { tool: string; email: string; token?: string }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, isPending } = useJobsByEmail({ email, tool, page, token });

  if (error) {
    const refused = error instanceof ApiError && error.statusCode === 403;
    return (
      <Stack gap="4">
        <Alert.Root status={refused ? 'warning' : 'error'}>
          <Alert.Indicator />
          <Alert.Title>
            {refused
              ? normalizeError(error).message
              : `The jobs could not be listed: ${normalizeError(error).message}`}
          </Alert.Title>
        </Alert.Root>
        {refused ? <LinkRequest tool={tool} initial={email} /> : null}
      </Stack>
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
          onPageChange={(details) =>
            // The link's token stays in the address with the page.
            setParams((current) => {
              current.set('page', String(details.page));
              return current;
            })
          }
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

/**
 * A tool's jobs listed by the e-mail address given at submission, 20 a page. When the service
 * sends mail, the list is shown only through the link mailed to the address; without mail, to
 * whoever types the address, and the page says so.
 */
export default function RetrievePage({ definition }: ToolPageProps) {
  const tool = definition.id;
  const { email } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? undefined;
  const navigate = useNavigate();
  const { data: service, error } = useServiceInfo();
  usePageTitle(email ? `Jobs of ${email}` : 'Retrieve jobs');
  // Without an answer about mail, assume none: the service then lists jobs as it always did.
  const mail = service?.mail ?? false;
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Retrieve your {toolName(tool)} jobs
      </Heading>
      <Text>
        Jobs are listed by the e-mail address given when they were submitted.{' '}
        {!service && !error
          ? null
          : mail
            ? 'For your privacy the list is not shown here: a link to it is mailed to that address.'
            : 'This service sends no mail, so the list is shown to whoever types the address: job ids, descriptions, status and dates, never the sequences.'}{' '}
        With a job id, go straight to{' '}
        <Link asChild variant="underline">
          <RouterLink to={`/${tool}/jobs`}>its results</RouterLink>
        </Link>
        .
      </Text>
      {!service && !error ? (
        <Skeleton height="5rem" aria-busy="true" />
      ) : mail ? (
        // With a mailed link the list is the page; a refused link offers a new one below.
        email && token ? null : (
          <LinkRequest key={email} tool={tool} initial={email} />
        )
      ) : (
        <EmailForm
          key={email}
          initial={email}
          action="List my jobs"
          onAddress={(address) => navigate(`/${tool}/retrieve/${encodeURIComponent(address)}`)}
        />
      )}
      {email && (service || error) && (!mail || token) ? (
        <WhenServed id={tool}>
          {() => <JobList tool={tool} email={email} token={token} />}
        </WhenServed>
      ) : null}
    </Stack>
  );
}
