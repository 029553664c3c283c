import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { type Reference, ReferenceCard, usePageTitle } from '@peptox/ui';
import type { ComponentType } from 'react';
import { Link as RouterLink } from 'react-router';
import { ModelCards } from '../components/ModelCards.tsx';
import { ModelCardView } from '../components/ModelCardView.tsx';
import type { ToolPageProps } from '../definition.ts';
import { toolName } from '../tool-name.ts';

/**
 * The method page: the tool's own account of its methods, then the cards of the models that
 * serve (from the job service, so they always describe what actually runs), then the references.
 */
export default function MethodPage({
  definition,
  Prose,
  references,
}: ToolPageProps & { Prose: ComponentType; references: Reference[] }) {
  const { id, pages } = definition;
  const name = toolName(id);
  usePageTitle(`${name} method`);
  return (
    <Stack gap="8" maxW="5xl">
      <Heading as="h1" size="2xl">
        Method
      </Heading>
      <Prose />
      <Stack as="section" gap="4" aria-labelledby="model-cards">
        <Heading as="h2" size="lg" id="model-cards">
          The trained models and their measured performance
        </Heading>
        <Text>
          Every number below was measured by the project’s own training run on{' '}
          {pages.dataset ? (
            <Link asChild variant="underline">
              <RouterLink to={`/${id}/dataset`}>the training data</RouterLink>
            </Link>
          ) : (
            'public data'
          )}{' '}
          and written to the model’s card next to the model file; none is copied from the papers.
        </Text>
        <ModelCards tool={id}>{(card) => <ModelCardView card={card} />}</ModelCards>
      </Stack>
      <ReferenceCard
        description={`Please cite these papers when you use ${name}’s predictions.`}
        references={references}
      />
    </Stack>
  );
}
