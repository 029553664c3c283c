import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useTool } from '@peptox/api-client';
import { findTool } from '@peptox/tool-contract';
import { citation, FormSkeleton, ToolHomeFrame, usePageTitle } from '@peptox/ui';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { SubmissionForm } from '../components/SubmissionForm.tsx';
import { WhenServed } from '../components/WhenServed.tsx';
import type { PredictionToolDefinition } from '../definition.ts';
import { toolName } from '../tool-name.ts';

// Only the docking tools' homes draw it: the prediction tools' pages do not carry its code.
const DockingForm = lazy(async () => ({
  default: (await import('../docking/DockingForm.tsx')).DockingForm,
}));

function AsideCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Card.Title as="h2">{title}</Card.Title>
      </Card.Header>
      <Card.Body gap="3">{children}</Card.Body>
    </Card.Root>
  );
}

function Aside({ definition }: { definition: PredictionToolDefinition }) {
  const { id, home } = definition;
  return (
    <Stack gap="4" as="aside" aria-label={`About ${toolName(id)}`}>
      <AsideCard title="Come back later">
        <Text>
          Each job gets an id and its own page: keep its address. The jobs submitted from this
          browser are listed under My jobs, on every tool.
        </Text>
        <HStack gap="2" wrap="wrap">
          <Button asChild variant="outline" size="sm">
            <RouterLink to={`/${id}/jobs`}>Open a job</RouterLink>
          </Button>
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/my-jobs">My jobs</RouterLink>
          </Button>
        </HStack>
      </AsideCard>
      {home?.aside ? (
        <AsideCard title={home.aside.title}>
          <Text>{home.aside.body}</Text>
        </AsideCard>
      ) : null}
      {home?.citation ? (
        <AsideCard title="Cite">
          <Text>{citation(home.citation)}</Text>
        </AsideCard>
      ) : null}
    </Stack>
  );
}

/** A prediction tool's home: its heading and intro, the submission form, and the aside. */
export default function HomePage({ definition }: { definition: PredictionToolDefinition }) {
  const info = findTool(definition.id);
  if (!info) throw new Error(`'${definition.id}' is not a tool of the catalogue`);
  usePageTitle(info.name);
  const { isPending } = useTool(definition.id);
  // The aside is drawn with the form, not under its placeholder: on a phone the aside comes
  // after the form, and the form arriving would push it down.
  return (
    <ToolHomeFrame tool={info} aside={isPending ? undefined : <Aside definition={definition} />}>
      <WhenServed id={definition.id} loading={<FormSkeleton />}>
        {(tool) =>
          definition.input.kind === 'docking' ? (
            <Suspense fallback={<FormSkeleton />}>
              <DockingForm tool={tool} />
            </Suspense>
          ) : (
            <SubmissionForm definition={definition} tool={tool} />
          )
        }
      </WhenServed>
    </ToolHomeFrame>
  );
}
