// A model's value in the table and the cards, with its evidence one step away: the value and its
// interval beside it, muted and marked when the row lies outside the model's domain, what was
// measured first when the input is a training record, and on a click the nearest measured record
// (ValueEvidence) with the row's note.
import { Badge, Box, Button, Popover, Portal, Span, Stack, Text } from '@chakra-ui/react';
import { type Column, INVALID_CLASS, type ResultRow } from '@peptox/tool-schema';
import type { ReactNode } from 'react';
import {
  evidenceKeys,
  formatInterval,
  formatMeasured,
  intervalOf,
  isModelValue,
  measurementWord,
  ownMeasurement,
  rowEvidence,
} from '../../components/evidence/evidence.ts';
import { ValueEvidence } from '../../components/evidence/ValueEvidence.tsx';
import type { ResultLayout } from './columns.ts';

/** Whether a column's cells show their evidence: a model's value whose result carries some. */
export function hasEvidence(layout: ResultLayout, column: Column): boolean {
  if (!isModelValue(column)) return false;
  if (column.interval) return true;
  return layout.columns.some((c) => c.model === column.model && c.role !== undefined);
}

/** The column whose value the evidence speaks for: a class's probability, else the column. */
function valueColumnOf(layout: ResultLayout, column: Column): Column {
  if (column.type !== 'class') return column;
  return (
    layout.columns.find(
      (c) => c.model === column.model && c.method === column.method && c.type === 'probability',
    ) ?? column
  );
}

export interface EvidenceCellProps {
  layout: ResultLayout;
  column: Column;
  row: ResultRow;
  /** The cell as it reads without evidence (a class badge, a number). */
  children: ReactNode;
  /** Cards: values carry their unit (no column header above them). */
  withUnit?: boolean;
}

export function EvidenceCell({ layout, column, row, children, withUnit }: EvidenceCellProps) {
  const keys = evidenceKeys(layout.columns, column.model ?? '');
  const peptide = layout.columns.find((c) => c.key === layout.inputKey)?.type !== 'molecule';
  const evidence = rowEvidence(row, keys);
  const interval = intervalOf(row, column);
  const outside = evidence.inDomain === false;
  // A class 'Not predicted' already says so in its badge.
  const marked = outside && row[column.key] !== INVALID_CLASS;
  // Measured (or labelled) first, in this column's own terms: a measured dose above the
  // predicted dose, a measured class above the predicted class.
  const own = ownMeasurement(layout.columns, row, column);
  const measured = own && own.column.measures === column.key ? own : null;
  const unit = withUnit && column.unit ? ` ${column.unit}` : '';
  const empty = row[column.key] === null || row[column.key] === undefined;
  const name = String(row[layout.idKey] ?? '');
  const detail = valueColumnOf(layout, column);

  const face = (
    <Stack gap="0" align={column.type === 'class' ? 'start' : 'end'} minW="0">
      {measured ? (
        <Span fontSize="xs" fontWeight="semibold" data-part="measured" whiteSpace="nowrap">
          {measurementWord(measured.column)} {formatMeasured(measured.value, measured.column)}
        </Span>
      ) : null}
      <Span
        display="inline-flex"
        gap="1"
        alignItems="baseline"
        color={outside ? 'fg.muted' : undefined}
        data-part="value"
        whiteSpace="nowrap"
      >
        {measured && !empty ? (
          <Span fontSize="xs" color="fg.muted">
            predicted
          </Span>
        ) : null}
        {children}
        {unit && !empty ? unit : ''}
        {marked ? (
          <Badge size="xs" variant="outline" colorPalette="orange" data-part="outside">
            outside
          </Badge>
        ) : null}
      </Span>
      {interval ? (
        <Span fontSize="xs" color="fg.muted" data-part="interval" whiteSpace="nowrap">
          {formatInterval(interval, withUnit ? column : { ...column, unit: undefined })}
        </Span>
      ) : null}
    </Stack>
  );

  // Nothing more to tell: the row has no evidence for this model (it did not run on it).
  if (!evidence.nearest && evidence.inDomain === null && !interval) return children;

  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <Button
          variant="ghost"
          size="xs"
          height="auto"
          minW="0"
          maxW="full"
          paddingInline="1"
          paddingBlock="0.5"
          fontWeight="normal"
          justifyContent={column.type === 'class' ? 'flex-start' : 'flex-end'}
          aria-label={`${column.label} of ${name}: evidence${outside ? ' (outside the model’s domain)' : ''}`}
          data-evidence={outside ? 'outside' : 'inside'}
        >
          {face}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="22rem" aria-label={`${column.label} of ${name}`}>
            <Popover.Arrow />
            <Popover.Body>
              <Stack gap="2" fontSize="sm">
                <Popover.Title fontWeight="semibold">
                  {detail.label} of {name}
                </Popover.Title>
                <ValueEvidence
                  columns={layout.columns}
                  column={detail}
                  row={row}
                  peptide={peptide}
                />
                {typeof row.note === 'string' && row.note ? (
                  <Box color="fg.muted">
                    <Text>{row.note}</Text>
                  </Box>
                ) : null}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
