import { Box, DataList, HStack, Span, Stack, Text } from '@chakra-ui/react';
import type { Column, ResultRow } from '@peptox/tool-schema';
import { memo, useMemo, useState } from 'react';
import { CellContent, type RowsProps, statesOf, useClassStates } from './cells.tsx';
import { cardColumns, findColumn, methodLabel, type ResultLayout } from './columns.ts';
import type { RepeatedNote } from './notes.ts';
import { useThresholds } from './thresholds.ts';
import { usePageRows } from './use-document-top.ts';

export interface ResultCardsProps extends RowsProps {
  /** Names the scrolling region, e.g. "Classification results". */
  label: string;
}

interface CardProps {
  layout: ResultLayout;
  row: ResultRow;
  parts: ReturnType<typeof cardColumns>;
  /** The states of `parts.classColumns` (see useClassStates). */
  states: string;
  repeated: readonly RepeatedNote[];
}

/**
 * One row on a phone: its name, then its class and main score (wrapping under the name when both
 * do not fit), its input, then the rest. With no column header above them, values carry their unit.
 */
const RowCard = memo(function RowCard({ layout, row, parts, states, repeated }: CardProps) {
  const classStates = statesOf(parts.classColumns, states);
  const cell = (column: Column) => (
    <CellContent
      layout={layout}
      column={column}
      row={row}
      state={classStates.get(column.key)}
      repeated={repeated}
      withUnit
    />
  );
  const input = findColumn(layout, layout.inputKey);
  const note = findColumn(layout, 'note');
  const { classColumn, scoreColumn, rest } = parts;
  const method = (classColumn ?? scoreColumn)?.method;
  return (
    <Stack gap="1.5" paddingInline="3" paddingBlock="2.5" borderBottomWidth="1px">
      <HStack justify="space-between" align="baseline" wrap="wrap" columnGap="3" rowGap="1">
        <Text fontWeight="semibold" flex="1 1 auto" minW="0" overflowWrap="anywhere" data-part="id">
          {String(row[layout.idKey] ?? '')}
        </Text>
        <HStack gap="2" wrap="wrap" justify="end" align="baseline" minW="0" marginStart="auto">
          {method ? (
            <Span fontSize="xs" color="fg.muted" aria-hidden="true">
              {methodLabel(layout, method)}
            </Span>
          ) : null}
          {classColumn ? cell(classColumn) : null}
          {scoreColumn ? (
            <Span fontVariantNumeric="tabular-nums" whiteSpace="nowrap" data-part="score">
              <Span srOnly>{scoreColumn.label}: </Span>
              {cell(scoreColumn)}
            </Span>
          ) : null}
        </HStack>
      </HStack>
      {input ? (
        <Box position="relative" minW="0" fontSize="sm">
          {cell(input)}
        </Box>
      ) : null}
      {rest.length > 0 ? (
        <DataList.Root orientation="horizontal" size="sm" gap="1">
          {rest.map((column) => (
            <DataList.Item key={column.key}>
              {/* A long label (a model's name before it) wraps; it never pushes its value out. */}
              <DataList.ItemLabel minW="9rem" maxW="60%">
                {column.label}
              </DataList.ItemLabel>
              <DataList.ItemValue position="relative">{cell(column)}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      ) : null}
      {note && row.note ? (
        <Box position="relative" fontSize="sm" color="fg.muted">
          {cell(note)}
        </Box>
      ) : null}
    </Stack>
  );
});

/**
 * The rows as cards, for screens too narrow for the table: nothing scrolls sideways, and the
 * cards scroll with the page (one scroll, not a box inside it). Only the cards in view are in the
 * page; each card's height is measured as it is drawn.
 */
export function ResultCards({
  layout,
  columns,
  rows,
  order,
  thresholds,
  repeated,
  label,
}: ResultCardsProps) {
  const [list, setList] = useState<HTMLDivElement | null>(null);
  const parts = useMemo(
    () =>
      cardColumns(
        layout,
        columns.map((c) => c.key),
      ),
    [layout, columns],
  );
  const classStates = useClassStates(layout, parts.classColumns, useThresholds(thresholds));
  const { virtualizer, top } = usePageRows(list, order.length, 96);
  return (
    <Box ref={setList} borderWidth="1px" borderRadius="l2" role="region" aria-label={label}>
      <Box position="relative" style={{ height: `${virtualizer.getTotalSize()}px` }} role="list">
        {virtualizer.getVirtualItems().map((item) => {
          const index = order[item.index] as number;
          const row = rows[index];
          return row ? (
            <Box
              key={index}
              ref={virtualizer.measureElement}
              data-index={item.index}
              position="absolute"
              width="full"
              style={{ transform: `translateY(${item.start - top}px)` }}
              _hover={{ zIndex: 2 }}
              _focusWithin={{ zIndex: 2 }}
              role="listitem"
            >
              <RowCard
                layout={layout}
                row={row}
                parts={parts}
                states={classStates(row)}
                repeated={repeated}
              />
            </Box>
          ) : null;
        })}
      </Box>
    </Box>
  );
}
