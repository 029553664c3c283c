import { Skeleton, Text } from '@chakra-ui/react';
import { useToolDetails } from '@peptox/api-client';

export interface CardFigureProps {
  tool: string;
  /** The model card's name, e.g. 'ampep-gb'. */
  card: string;
  /** The evaluation and the metric, e.g. 'randomPeptides' and 'calledPositive'. */
  set: string;
  metric: string;
  /** Shows a share (0-1) as a whole percentage. */
  percent?: boolean;
}

/**
 * One figure of a served model card, inline in a tool's prose: a page never types a measured
 * number in, it shows what the training run wrote.
 */
export function CardFigure({ tool, card, set, metric, percent }: CardFigureProps) {
  const { data, isPending } = useToolDetails(tool);
  if (isPending) {
    return <Skeleton as="span" display="inline-block" w="3em" h="1em" aria-busy="true" />;
  }
  const value = data?.modelCards.find((c) => c.name === card)?.metrics[set]?.[metric];
  if (value === undefined) {
    return (
      <Text as="span" color="fg.muted">
        (not available)
      </Text>
    );
  }
  return (
    <Text as="span" fontWeight="semibold">
      {percent ? `${Math.round(value * 100)} %` : value.toLocaleString('en')}
    </Text>
  );
}
