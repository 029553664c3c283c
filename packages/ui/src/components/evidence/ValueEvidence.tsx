// A model's value with the evidence behind it, as every page shows it: the value and its 90 %
// interval (or the probability), muted when the row lies outside the model's domain, and the
// nearest measured training record; when the input is that record, what was measured (or
// labelled) comes first, as the predictor decided it.
import { Badge, HStack, Span, Stack, Text } from '@chakra-ui/react';
import type { Column, ResultRow } from '@peptox/tool-schema';
import { formatCell } from '../format.ts';
import {
  describeNearest,
  evidenceKeys,
  formatInterval,
  formatMeasured,
  intervalName,
  intervalOf,
  measurementWord,
  ownMeasurement,
  rowEvidence,
} from './evidence.ts';

export interface ValueEvidenceProps {
  /** The result's columns (the evidence columns are found among them by their roles). */
  columns: readonly Column[];
  /** A value or probability column with a `model`. */
  column: Column;
  row: ResultRow;
  peptide: boolean;
}

/** The value, its interval and its evidence, in a few short lines. */
export function ValueEvidence({ columns, column, row, peptide }: ValueEvidenceProps) {
  const value = row[column.key];
  const keys = evidenceKeys(columns, column.model ?? '');
  const evidence = rowEvidence(row, keys);
  const interval = intervalOf(row, column);
  const outside = evidence.inDomain === false;
  const shown =
    value === null || value === undefined
      ? '—'
      : `${formatCell(value, column)}${column.unit ? ` ${column.unit}` : ''}`;
  // A training record: what was measured (or labelled) first, the prediction beside it.
  const own = ownMeasurement(columns, row, column);
  const identical = evidence.nearest?.identical ? evidence.nearest : null;
  return (
    <Stack gap="0.5" data-evidence={outside ? 'outside' : 'inside'}>
      {own ? (
        <Text fontWeight="semibold" data-part="measured">
          {capitalize(measurementWord(own.column))} {formatMeasured(own.value, own.column)}
          {identical ? (
            <Span fontWeight="normal" color="fg.muted">
              {' '}
              (in the training data as {identical.id})
            </Span>
          ) : null}
        </Text>
      ) : null}
      <HStack gap="2" wrap="wrap" align="baseline">
        <Span
          fontWeight={own ? 'normal' : 'semibold'}
          fontVariantNumeric="tabular-nums"
          color={outside ? 'fg.muted' : undefined}
          data-part="value"
        >
          {own ? `Predicted ${shown}` : shown}
        </Span>
        {interval ? (
          <Span fontSize="sm" color="fg.muted" data-part="interval">
            {intervalName(column)}: {formatInterval(interval, column)}
          </Span>
        ) : null}
        {outside ? (
          <Badge colorPalette="orange" variant="outline" data-part="outside">
            Outside the model’s domain
          </Badge>
        ) : null}
      </HStack>
      {evidence.nearest && !identical ? (
        <Text fontSize="sm" color="fg.muted" data-part="nearest">
          {describeNearest(evidence.nearest, columns, peptide)}
        </Text>
      ) : null}
    </Stack>
  );
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
