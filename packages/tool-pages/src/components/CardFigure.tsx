import { Skeleton, Text } from '@chakra-ui/react';
import { useToolDetails } from '@peptox/api-client';
import { formatThreshold, type ModelCard } from '@peptox/tool-schema';

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
  return (
    <ServedFigure
      tool={tool}
      read={(cards) => cards.find((c) => c.name === card)?.metrics[set]?.[metric]}
      format={(value) => (percent ? `${Math.round(value * 100)} %` : value.toLocaleString('en'))}
    />
  );
}

export interface CardThresholdProps {
  tool: string;
  /** The model card's name, e.g. 'ampep'. */
  card: string;
  /** Its evidence head (default: the card's name). */
  head?: string;
}

/** A model's class threshold, as its served card states it, inline in a tool's prose. */
export function CardThreshold({ tool, card, head }: CardThresholdProps) {
  return (
    <ServedFigure
      tool={tool}
      read={(cards) =>
        cards.find((c) => c.name === card)?.evidence?.heads[head ?? card]?.threshold?.value
      }
      format={formatThreshold}
    />
  );
}

/** A figure read from a tool's served model cards: a placeholder while they load. */
function ServedFigure({
  tool,
  read,
  format,
}: {
  tool: string;
  read: (cards: readonly ModelCard[]) => number | undefined;
  format: (value: number) => string;
}) {
  const { data, isPending } = useToolDetails(tool);
  if (isPending) {
    return <Skeleton as="span" display="inline-block" w="3em" h="1em" aria-busy="true" />;
  }
  const value = data ? read(data.modelCards) : undefined;
  if (value === undefined) {
    return (
      <Text as="span" color="fg.muted">
        (not available)
      </Text>
    );
  }
  return (
    <Text as="span" fontWeight="semibold">
      {format(value)}
    </Text>
  );
}
