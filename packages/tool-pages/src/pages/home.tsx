import { Button, Card, Grid, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { citation, usePageTitle } from '@peptox/ui';
import { Link as RouterLink } from 'react-router';
import { SubmissionForm } from '../components/SubmissionForm.tsx';
import { WhenServed } from '../components/WhenServed.tsx';
import type { PredictionToolDefinition } from '../definition.ts';
import { toolName } from '../tool-name.ts';

function Aside({ definition }: { definition: PredictionToolDefinition }) {
  const { id, home } = definition;
  return (
    <Stack gap="4" as="aside" aria-label={`About ${toolName(id)}`}>
      <Card.Root size="sm">
        <Card.Header>
          <Card.Title as="h2">Come back later</Card.Title>
        </Card.Header>
        <Card.Body gap="3">
          <Text>
            Each job gets an id and its own page. Keep the address, or list your jobs by the e-mail
            address you give.
          </Text>
          <HStack gap="2" wrap="wrap">
            <Button asChild variant="outline" size="sm">
              <RouterLink to={`/${id}/jobs`}>Open a job</RouterLink>
            </Button>
            <Button asChild variant="outline" size="sm">
              <RouterLink to={`/${id}/retrieve`}>List my jobs</RouterLink>
            </Button>
          </HStack>
        </Card.Body>
      </Card.Root>
      {home.aside}
      {home.citation ? (
        <Card.Root size="sm">
          <Card.Header>
            <Card.Title as="h2">Cite</Card.Title>
          </Card.Header>
          <Card.Body>
            <Text>{citation(home.citation)}</Text>
          </Card.Body>
        </Card.Root>
      ) : null}
    </Stack>
  );
}

/** A prediction tool's home: its heading and intro, the submission form, and the aside. */
export default function HomePage({ definition }: { definition: PredictionToolDefinition }) {
  const name = toolName(definition.id);
  usePageTitle(name);
  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(16rem, 1fr)' }}
      gap="8"
    >
      <Stack gap="6" minW="0">
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            {definition.home.title}
          </Heading>
          {definition.home.intro}
        </Stack>
        <WhenServed
          id={definition.id}
          loading={
            <Stack gap="4" aria-busy="true" aria-label="Loading the form">
              <Skeleton height="12rem" />
              <Skeleton height="6rem" />
              <Skeleton height="4rem" />
            </Stack>
          }
        >
          {(tool) => <SubmissionForm definition={definition} tool={tool} />}
        </WhenServed>
      </Stack>
      <Aside definition={definition} />
    </Grid>
  );
}
