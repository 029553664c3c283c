import { Alert, Skeleton, Text } from '@chakra-ui/react';
import { normalizeError, useToolDetails } from '@peptox/api-client';
import type { ModelCard } from '@peptox/tool-schema';
import { Fragment, type ReactNode } from 'react';
import { WhenServed } from './WhenServed.tsx';

export interface ModelCardsProps {
  tool: string;
  /** Draws one card (its metrics on the method page, its data on a dataset page). */
  children: (card: ModelCard) => ReactNode;
}

/** The cards of the models that serve a tool, as the job service gives them (GET /tools/{tool}). */
export function ModelCards({ tool, children }: ModelCardsProps) {
  return (
    <WhenServed id={tool} loading={<Skeleton height="16rem" aria-busy="true" />}>
      {() => <ServedCards tool={tool}>{children}</ServedCards>}
    </WhenServed>
  );
}

function ServedCards({ tool, children }: ModelCardsProps) {
  const { data, error, isPending } = useToolDetails(tool);
  if (error) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>
          The model cards could not be loaded: {normalizeError(error).message}
        </Alert.Title>
      </Alert.Root>
    );
  }
  if (isPending) return <Skeleton height="16rem" aria-busy="true" />;
  if (data.modelCards.length === 0) {
    return <Text color="fg.muted">The prediction service lists no model for this tool.</Text>;
  }
  return data.modelCards.map((card) => <Fragment key={card.name}>{children(card)}</Fragment>);
}
