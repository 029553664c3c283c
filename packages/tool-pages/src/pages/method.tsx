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
      {definition.input.kind === 'smiles' ? <ApplicabilityDomain /> : null}
      {definition.input.kind === 'docking' ? null : (
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
      )}
      <ReferenceCard
        description={`Please cite these papers when you use ${name}’s ${definition.input.kind === 'docking' ? 'poses and scores' : 'predictions'}.`}
        references={references}
      />
    </Stack>
  );
}

/** Every compound tool says per result how close the molecule is to its training data. */
function ApplicabilityDomain() {
  return (
    <Stack as="section" gap="3" aria-labelledby="applicability-domain">
      <Heading as="h2" size="lg" id="applicability-domain">
        How close a molecule is to the training data
      </Heading>
      <Text>
        A model is trustworthy only for molecules like those it learned from. Each result row
        therefore gives the molecule’s highest Tanimoto similarity to a training molecule, comparing
        Morgan fingerprints (the circular substructures around each atom), and names that nearest
        training molecule. The training run measured how the prediction error grows as this
        similarity falls and set the edge of the applicability domain where it does; rows below that
        edge are flagged as outside the domain. Read their values as extrapolations. The edge and
        the errors on either side of it are in the model cards below.
      </Text>
    </Stack>
  );
}
