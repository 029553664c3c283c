import {
  Alert,
  Button,
  Field,
  Heading,
  Input,
  Link,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  type ListByAddress,
  normalizeError,
  useRequestRetrievalLink,
  useServiceInfo,
} from '@peptox/api-client';
import { isEmail, jobIdProblem } from '@peptox/tool-contract';
import { AddressJobList, usePageTitle } from '@peptox/ui';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { WhenServed } from '../components/WhenServed.tsx';
import type { ToolPageProps } from '../definition.ts';
import { toolName } from '../tool-name.ts';

/** A job's id and its button: the job's page, or what is wrong with the id. */
function JobIdForm({ tool }: { tool: string }) {
  const navigate = useNavigate();
  const [id, setId] = useState('');
  const [tried, setTried] = useState(false);
  const problem = jobIdProblem(id.trim());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!problem) navigate(`/${tool}/jobs/${id.trim()}`);
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Open a job by its id">
      <Stack direction={{ base: 'column', sm: 'row' }} align={{ sm: 'end' }} gap="3" maxW="2xl">
        <Field.Root invalid={tried && problem !== null}>
          <Field.Label>Job id</Field.Label>
          <Input
            value={id}
            onChange={(e) => setId(e.target.value)}
            fontFamily="mono"
            autoComplete="off"
            placeholder="e.g. kX3v0sQ9nB2mPq7rT1yZ8w"
          />
          <Field.ErrorText>{problem}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" flexShrink={0}>
          Show the results
        </Button>
      </Stack>
    </form>
  );
}

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

/** What the page says of lists by address, as the service makes them. */
const byAddress: Record<ListByAddress, string> = {
  link: 'Jobs are also listed by the e-mail address given when they were submitted. For your privacy the list is not shown here: a link to it is mailed to that address.',
  open: 'Jobs are also listed by the e-mail address given when they were submitted. This service sends no mail, so anyone who types the address sees the list and can open its jobs.',
  off: 'This service does not list jobs by e-mail address: open a job by its id, or from the list of the jobs submitted from this browser.',
};

/**
 * Finding a tool's jobs again: by the job's id; from this browser's own list (My jobs); and by the
 * e-mail address given at submission, 20 a page, as the service allows: through a link mailed to
 * the address, to whoever types it (and the page says so), or not at all.
 */
export default function RetrievePage({ definition }: ToolPageProps) {
  const tool = definition.id;
  const { email } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? undefined;
  const navigate = useNavigate();
  const { data: service, error } = useServiceInfo();
  usePageTitle(email ? `Jobs of ${email}` : 'Retrieve jobs');
  // Without an answer, the list is asked for as it always was; the service says if it is off.
  const mode: ListByAddress | null = service?.listByAddress ?? (error ? 'open' : null);
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Retrieve your {toolName(tool)} jobs
      </Heading>
      <Stack gap="3">
        <Text>
          A job opens with the id it was given when it was submitted. The jobs submitted from this
          browser are listed under{' '}
          <Link asChild variant="underline">
            <RouterLink to="/my-jobs">My jobs</RouterLink>
          </Link>
          , on every tool.
        </Text>
        <JobIdForm tool={tool} />
      </Stack>
      {mode === null ? (
        <Skeleton height="5rem" aria-busy="true" />
      ) : (
        <Stack gap="4">
          <Text>{byAddress[mode]}</Text>
          {mode === 'link' ? (
            // With a mailed link the list is the page; a refused link offers a new one below.
            email && token ? null : (
              <LinkRequest key={email} tool={tool} initial={email} />
            )
          ) : mode === 'open' ? (
            <EmailForm
              key={email}
              initial={email}
              action="List my jobs"
              onAddress={(address) => navigate(`/${tool}/retrieve/${encodeURIComponent(address)}`)}
            />
          ) : null}
          {email && (mode === 'open' || (mode === 'link' && token)) ? (
            <WhenServed id={tool}>
              {() => (
                <AddressJobList
                  tool={tool}
                  email={email}
                  token={token}
                  onRefused={<LinkRequest tool={tool} initial={email} />}
                />
              )}
            </WhenServed>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}
