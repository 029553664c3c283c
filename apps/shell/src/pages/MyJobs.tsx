import { Button, Field, Heading, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { type ListByAddress, useServiceInfo } from '@peptox/api-client';
import { emailProblem, toolCatalogue } from '@peptox/tool-contract';
import {
  AddressJobList,
  forgetAllJobs,
  forgetJob,
  JobsTable,
  useMyJobs,
  usePageTitle,
} from '@peptox/ui';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { SitePage } from '../layout/SitePage.tsx';

/** An address typed in, listed once it is one (the address goes in the page's address, ?email=). */
function AddressForm({ initial, onAddress }: { initial: string; onAddress: (e: string) => void }) {
  const [email, setEmail] = useState(initial);
  const [tried, setTried] = useState(false);
  const problem = emailProblem(email.trim());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!problem) onAddress(email.trim());
  };
  return (
    <form onSubmit={submit} noValidate aria-label="List the jobs of an e-mail address">
      <Stack direction={{ base: 'column', sm: 'row' }} align={{ sm: 'end' }} gap="3" maxW="2xl">
        <Field.Root invalid={tried && problem !== null}>
          <Field.Label>E-mail address</Field.Label>
          <Input
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoComplete="email"
            placeholder="you@example.org"
          />
          <Field.ErrorText>{problem}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" flexShrink={0}>
          List its jobs
        </Button>
      </Stack>
    </form>
  );
}

/** An address's jobs on every tool, as the service lists them (or says it does not). */
function ByAddress({ mode }: { mode: ListByAddress }) {
  const [params, setParams] = useSearchParams();
  const email = params.get('email') ?? '';
  if (mode === 'off') {
    return (
      <Text>
        This service does not list jobs by e-mail address: a job opens with its id (on its tool's
        Retrieve page), or from the list above.
      </Text>
    );
  }
  if (mode === 'link') {
    return (
      <Stack gap="2">
        <Text>
          For your privacy, this service mails the list of an address's jobs to that address. Ask
          for the link on a tool's Retrieve page:
        </Text>
        <HStack as="ul" wrap="wrap" gap="3" listStyleType="none">
          {toolCatalogue.map((tool) => (
            <li key={tool.id}>
              <Link asChild variant="underline">
                <RouterLink to={`/${tool.id}/retrieve`}>{tool.name}</RouterLink>
              </Link>
            </li>
          ))}
        </HStack>
      </Stack>
    );
  }
  return (
    <Stack gap="4">
      <Text>
        This service sends no mail, so anyone who types an address sees the list of its jobs, on
        every tool, and can open them.
      </Text>
      <AddressForm
        key={email}
        initial={email}
        onAddress={(address) => setParams({ email: address })}
      />
      {email ? <AddressJobList email={email} /> : null}
    </Stack>
  );
}

/**
 * /my-jobs: the jobs submitted from this browser, on every tool (kept by the browser: ids, tools,
 * descriptions and dates), and an address's jobs on every tool where the service lists them.
 */
export function MyJobs() {
  usePageTitle('My jobs');
  const jobs = useMyJobs();
  const { data: service, error } = useServiceInfo();
  const mode: ListByAddress | null = service?.listByAddress ?? (error ? 'open' : null);
  return (
    <SitePage>
      <Heading as="h1" size="3xl">
        My jobs
      </Heading>
      <Text mt="2" color="fg.muted" maxW="3xl">
        The jobs submitted from this browser, on every tool. The browser keeps their ids, tools,
        descriptions and dates, never the sequences or molecules; another browser does not list
        them.
        {service
          ? ` The service deletes jobs and their results ${service.retentionDays} days after they end.`
          : ''}
      </Text>
      <Stack as="section" aria-labelledby="browser-jobs" mt="8" gap="3">
        <Heading as="h2" id="browser-jobs" size="xl">
          Submitted from this browser
        </Heading>
        {jobs.length === 0 ? (
          <Text>
            No job was submitted from this browser yet.{' '}
            <Link asChild variant="underline">
              <RouterLink to="/">Choose a tool</RouterLink>
            </Link>
            .
          </Text>
        ) : (
          <>
            <JobsTable
              jobs={jobs}
              caption="Jobs submitted from this browser, newest first"
              showTool
              onForget={forgetJob}
            />
            <Button alignSelf="start" variant="outline" size="sm" onClick={forgetAllJobs}>
              Clear this list
            </Button>
          </>
        )}
      </Stack>
      <Stack as="section" aria-labelledby="address-jobs" mt="10" gap="3">
        <Heading as="h2" id="address-jobs" size="xl">
          Jobs of an e-mail address
        </Heading>
        {mode ? <ByAddress mode={mode} /> : null}
      </Stack>
    </SitePage>
  );
}
