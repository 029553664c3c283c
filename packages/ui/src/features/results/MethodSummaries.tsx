import { Button, Card, HStack, SimpleGrid, Slider, Span, Stack, Text } from '@chakra-ui/react';
import { type Column, formatThreshold, type ResultRow } from '@peptox/tool-schema';
import { memo, useMemo, useState } from 'react';
import { operatingPointAt, thresholdMeaning } from '../../components/evidence/evidence.ts';
import { ClassBadge } from './cells.tsx';
import {
  CLASS_STATES,
  classStateLabel,
  findColumn,
  methodLabel,
  type ResultLayout,
  recordNoun,
} from './columns.ts';
import { HistogramChart } from './HistogramChart.tsx';
import { classCounts, intervalSummary, type MethodSummary } from './summary.ts';
import { setThreshold, type ThresholdStore, useThreshold } from './thresholds.ts';

/** Methods shown before "Show all" (a tool with a dozen assays keeps its table in reach). */
const FIRST_METHODS = 4;

interface MethodCardProps {
  layout: ResultLayout;
  rows: readonly ResultRow[];
  summary: MethodSummary;
  thresholds: ThresholdStore;
}

// Reads its own method's threshold: moving one slider redraws that card only.
const MethodCard = memo(function MethodCard({
  layout,
  rows,
  summary,
  thresholds,
}: MethodCardProps) {
  const { method, pair, scores, predicted } = summary;
  const moved = useThreshold(thresholds, method);
  const onThreshold = (value: number | undefined) => setThreshold(thresholds, method, value);
  const label = methodLabel(layout, method);
  const classColumn = pair ? findColumn(layout, pair.class) : undefined;
  const counts = useMemo(
    () =>
      pair
        ? classCounts(layout, rows, pair.class, moved === undefined ? {} : { [method]: moved })
        : null,
    [layout, rows, pair, method, moved],
  );
  const threshold = pair ? (moved ?? pair.threshold) : undefined;
  const headingId = `summary-${method}`;
  const point =
    threshold === undefined ? null : operatingPointAt(classColumn?.operatingPoints, threshold);

  return (
    <Card.Root size="sm" as="section" aria-labelledby={headingId} data-method={method}>
      <Card.Header>
        <Card.Title as="h3" id={headingId}>
          {label}
        </Card.Title>
        <Card.Description data-part="predicted">
          {predicted.toLocaleString('en')} of {recordNoun(layout, rows.length)} predicted
        </Card.Description>
      </Card.Header>
      <Card.Body gap="4">
        {pair && classColumn && counts && threshold !== undefined ? (
          <Stack gap="3">
            <HStack wrap="wrap" gap="3" aria-label={`${label} classes`} role="group">
              {CLASS_STATES.filter(
                (state) => counts[state] > 0 || state === 'positive' || state === 'negative',
              ).map((state) => (
                <Span key={state} data-class-count={state} whiteSpace="nowrap">
                  <ClassBadge
                    state={state}
                    label={classStateLabel(classColumn, state)}
                    column={classColumn}
                  />{' '}
                  {counts[state].toLocaleString('en')}
                </Span>
              ))}
            </HStack>
            <Slider.Root
              min={0}
              max={1}
              step={0.01}
              value={[threshold]}
              onValueChange={(d) => onThreshold(d.value[0])}
            >
              <HStack justify="space-between">
                <Slider.Label>{label} threshold</Slider.Label>
                <HStack gap="2">
                  <Slider.ValueText>{formatThreshold(threshold)}</Slider.ValueText>
                  {moved !== undefined ? (
                    <Button variant="ghost" size="2xs" onClick={() => onThreshold(undefined)}>
                      Reset to {formatThreshold(pair.threshold)}
                    </Button>
                  ) : null}
                </HStack>
              </HStack>
              <Slider.Control>
                <Slider.Track>
                  <Slider.Range />
                </Slider.Track>
                <Slider.Thumbs />
              </Slider.Control>
            </Slider.Root>
            {point ? (
              <Text fontSize="sm" color="fg.muted" aria-live="polite" data-part="operating-point">
                At {formatThreshold(point.threshold)}, on records the model was not trained on:{' '}
                {thresholdMeaning(point, classColumn?.classes)}
              </Text>
            ) : null}
          </Stack>
        ) : null}
        {scores.map(({ column, histogram, values }) =>
          values > 0 ? (
            <Stack key={column.key} gap="1">
              <Text fontSize="sm" color="fg.muted">
                {column.label}
                {column.unit ? ` (${column.unit})` : ''}
                {histogram.log ? ', log scale' : ''}
              </Text>
              <HistogramChart
                histogram={histogram}
                column={column}
                threshold={column.key === pair?.probability ? threshold : undefined}
                description={`Distribution of ${column.label} over ${recordNoun(layout, values)}`}
              />
              <IntervalLine column={column} rows={rows} />
            </Stack>
          ) : null,
        )}
      </Card.Body>
    </Card.Root>
  );
});

/** Under a value's histogram: how wide its intervals are over the rows. */
function IntervalLine({ column, rows }: { column: Column; rows: readonly ResultRow[] }) {
  const text = useMemo(() => intervalSummary(column, rows), [column, rows]);
  return text ? (
    <Text fontSize="sm" color="fg.muted" data-part="interval-summary">
      {text}.
    </Text>
  ) : null;
}

export interface MethodSummariesProps {
  layout: ResultLayout;
  rows: readonly ResultRow[];
  summaries: readonly MethodSummary[];
  thresholds: ThresholdStore;
}

/** A card per method: what it predicted, its classes at the threshold, its distributions. */
export function MethodSummaries({ layout, rows, summaries, thresholds }: MethodSummariesProps) {
  const [all, setAll] = useState(false);
  const shown = all ? summaries : summaries.slice(0, FIRST_METHODS);
  return (
    <Stack gap="3">
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {shown.map((summary) => (
          <MethodCard
            key={summary.method}
            layout={layout}
            rows={rows}
            summary={summary}
            thresholds={thresholds}
          />
        ))}
      </SimpleGrid>
      {summaries.length > FIRST_METHODS ? (
        <Button alignSelf="start" variant="outline" size="sm" onClick={() => setAll(!all)}>
          {all ? `Show the first ${FIRST_METHODS} methods` : `Show all ${summaries.length} methods`}
        </Button>
      ) : null}
    </Stack>
  );
}
