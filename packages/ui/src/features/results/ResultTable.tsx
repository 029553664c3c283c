import {
  Box,
  Button,
  IconButton,
  Popover,
  Portal,
  Span,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { type Column, formatThreshold, type ResultRow } from '@peptox/tool-schema';
import { memo, type RefObject, type UIEvent, useCallback, useRef, useState } from 'react';
import { CellContent, type RowsProps, statesOf, useClassStates } from './cells.tsx';
import {
  columnExplanation,
  pairOfClass,
  type ResultLayout,
  type Thresholds,
  thresholdOf,
} from './columns.ts';
import { hasEvidence } from './EvidenceCell.tsx';
import { DEPICTION } from './molecules.ts';
import type { RepeatedNote } from './notes.ts';
import type { SortState } from './row-model.ts';
import { type ThresholdStore, useThreshold, useThresholds } from './thresholds.ts';
import { usePageRows } from './use-document-top.ts';

export interface ResultTableProps extends RowsProps {
  sort: SortState | null;
  /** A header was clicked: sort by its column next (see nextSort). */
  onSort: (column: Column) => void;
  /** Names the scrolling region, e.g. "Classification results". */
  label: string;
}

const ROW_HEIGHT = 36;
/** Room for a value's measured record, the value and its interval. */
const EVIDENCE_ROW_HEIGHT = 64;
const MOLECULE_ROW_HEIGHT = DEPICTION.height + 36;

function columnWidth(layout: ResultLayout, column: Column): number {
  if (column.type === 'molecule') return DEPICTION.width + 24;
  if (column.key === layout.inputKey) return 300;
  if (column.key === 'note') return 320;
  if (column.key === layout.idKey) return 160;
  if (column.type === 'class') return 150;
  if (column.type === 'probability' || column.type === 'number') return 140;
  return 180;
}

/** The note takes the room left over on wide screens. */
function columnFlex(layout: ResultLayout, column: Column): string {
  return `${column.key === 'note' ? 1 : 0} 0 ${columnWidth(layout, column)}px`;
}

const isNumeric = (column: Column) => column.type === 'number' || column.type === 'probability';

/** The record's name stays in view while the other columns scroll sideways. */
const pinned = (layout: ResultLayout, column: Column) =>
  column.key === layout.idKey
    ? ({ position: 'sticky', left: 0, zIndex: 1, bg: 'bg' } as const)
    : ({ position: 'relative' } as const);

/** Under a header's name: its unit, or the threshold that makes a class. */
function headerDetail(layout: ResultLayout, column: Column, thresholds: Thresholds): string | null {
  if (column.type === 'class') {
    const pair = pairOfClass(layout, column.key);
    return pair ? `at ≥ ${formatThreshold(thresholdOf(pair, thresholds))}` : null;
  }
  if (column.unit) return column.unit;
  return column.type === 'probability' ? '0 to 1' : null;
}

/** What a column means, opened from its header. */
function ColumnInfo({ column, explanation }: { column: Column; explanation: string }) {
  const lines = explanation ? explanation.split('\n') : [];
  if (lines.length === 0) return null;
  return (
    <Popover.Root positioning={{ placement: 'bottom-start' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <IconButton
          aria-label={`About ${column.label}`}
          variant="ghost"
          size="2xs"
          borderRadius="full"
          color="fg.muted"
        >
          ?
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="20rem" aria-label={column.label}>
            <Popover.Arrow />
            <Popover.Body>
              <Popover.Title fontWeight="semibold" mb="1">
                {column.label}
              </Popover.Title>
              <Stack gap="1" fontSize="sm">
                {lines.map((line) => (
                  <Text key={line}>{line}</Text>
                ))}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

interface HeaderCellProps {
  layout: ResultLayout;
  column: Column;
  sorted: 'asc' | 'desc' | null;
  thresholds: ThresholdStore;
  onSort: (column: Column) => void;
}

// A threshold step redraws only the header of the class whose threshold moved.
const HeaderCell = memo(function HeaderCell({
  layout,
  column,
  sorted,
  thresholds: store,
  onSort,
}: HeaderCellProps) {
  const method = column.type === 'class' ? pairOfClass(layout, column.key)?.method : undefined;
  const moved = useThreshold(store, method);
  const thresholds = method !== undefined && moved !== undefined ? { [method]: moved } : {};
  const detail = headerDetail(layout, column, thresholds);
  const explanation = columnExplanation(layout, column, thresholds).join('\n');
  return (
    <Table.ColumnHeader
      role="columnheader"
      flex={columnFlex(layout, column)}
      {...pinned(layout, column)}
      bg="bg"
      minW="0"
      paddingInline="1"
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
    >
      <Box
        display="flex"
        alignItems="center"
        gap="0.5"
        justifyContent={isNumeric(column) ? 'flex-end' : 'flex-start'}
      >
        <Button
          variant="ghost"
          size="xs"
          height="auto"
          minH="8"
          minW="0"
          flexShrink={1}
          paddingBlock="1"
          whiteSpace="normal"
          textAlign="start"
          onClick={() => onSort(column)}
        >
          <Stack gap="0" align="start">
            <Span>
              {column.label}
              <span aria-hidden="true">
                {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}
              </span>
            </Span>
            {detail ? (
              <Span fontSize="2xs" fontWeight="normal" color="fg.muted">
                {detail}
              </Span>
            ) : null}
          </Stack>
        </Button>
        <ColumnInfo column={column} explanation={explanation} />
      </Box>
    </Table.ColumnHeader>
  );
});

interface VirtualRowProps {
  layout: ResultLayout;
  row: ResultRow;
  columns: Column[];
  /** Its class columns' states (see useClassStates). */
  states: string;
  repeated: readonly RepeatedNote[];
  position: number;
  start: number;
  height: number;
  /** The table's full width: wider than the body, the rows scroll sideways in it. */
  minWidth: number;
}

// Memoised: while scrolling, rows already in view are not drawn again, nor on a threshold step
// that leaves their classes as they were.
const VirtualRow = memo(function VirtualRow({
  layout,
  row,
  columns,
  states,
  repeated,
  position,
  start,
  height,
  minWidth,
}: VirtualRowProps) {
  const classStates = statesOf(columns, states);
  return (
    <Table.Row
      display="flex"
      position="absolute"
      width="full"
      minW={`${minWidth}px`}
      height={`${height}px`}
      // Inline, not a style prop: a class per row offset would grow the style sheet on every scroll.
      style={{ transform: `translateY(${start}px)` }}
      // A cell showing its full text must cover the rows below.
      _hover={{ zIndex: 2 }}
      _focusWithin={{ zIndex: 2 }}
      role="row"
      aria-rowindex={position + 2}
    >
      {columns.map((column) => (
        <Table.Cell
          key={column.key}
          role="cell"
          flex={columnFlex(layout, column)}
          {...pinned(layout, column)}
          minW="0"
          textAlign={isNumeric(column) ? 'end' : 'start'}
          fontVariantNumeric={isNumeric(column) ? 'tabular-nums' : undefined}
        >
          <CellContent
            layout={layout}
            column={column}
            row={row}
            state={classStates.get(column.key)}
            repeated={repeated}
          />
        </Table.Cell>
      ))}
    </Table.Row>
  );
});

interface VirtualBodyProps extends RowsProps {
  rowHeight: number;
  /** The rows' full width, which scrolls sideways in the body (and the header with it). */
  totalWidth: number;
  /** Receives the body's sideways-scrolling box. */
  scrollerRef: (element: HTMLElement | null) => void;
  onScroll: (event: UIEvent<HTMLElement>) => void;
}

// Its own component: a scroll or a threshold step redraws the body (and in it only the rows that
// came into view or changed class), not the headers and controls. The rows scroll with the page.
function VirtualBody({
  layout,
  columns,
  rows,
  order,
  thresholds,
  repeated,
  rowHeight,
  totalWidth,
  scrollerRef,
  onScroll,
}: VirtualBodyProps) {
  const [body, setBody] = useState<HTMLElement | null>(null);
  const bodyRef = useCallback(
    (element: HTMLTableSectionElement | null) => {
      setBody(element);
      scrollerRef(element);
    },
    [scrollerRef],
  );
  const { virtualizer, top } = usePageRows(body, order.length, rowHeight);
  const classStates = useClassStates(layout, columns, useThresholds(thresholds));
  return (
    <Table.Body
      ref={bodyRef}
      display="block"
      position="relative"
      // Sideways only, in step with the header, whose scroll bar is the one shown (it stays in
      // view as the page scrolls); up and down, the page scrolls.
      overflowX="auto"
      overflowY="hidden"
      css={{ scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
      onScroll={onScroll}
      style={{ height: `${virtualizer.getTotalSize()}px` }}
      role="rowgroup"
    >
      {virtualizer.getVirtualItems().map((item) => {
        const index = order[item.index] as number;
        const row = rows[index];
        return row ? (
          <VirtualRow
            key={index}
            layout={layout}
            row={row}
            columns={columns}
            states={classStates(row)}
            repeated={repeated}
            position={item.index}
            start={item.start - top}
            height={rowHeight}
            minWidth={totalWidth}
          />
        ) : null;
      })}
    </Table.Body>
  );
}

/**
 * A results table that stays smooth with 10 000 rows: only the rows in view are in the page, and
 * their order comes ready from the row model. It scrolls with the page, as the cards do on a phone
 * (one scroll, not a box inside the page), its header sticking to the top of the window; a table
 * wider than the page scrolls sideways, header and rows together.
 */
export function ResultTable({ sort, onSort, label, ...rowsProps }: ResultTableProps) {
  const { layout, columns, order, thresholds } = rowsProps;
  const header = useRef<HTMLTableSectionElement | null>(null);
  const body = useRef<HTMLElement | null>(null);
  const rowHeight = columns.some((c) => c.type === 'molecule')
    ? MOLECULE_ROW_HEIGHT
    : columns.some((c) => hasEvidence(layout, c))
      ? EVIDENCE_ROW_HEIGHT
      : ROW_HEIGHT;
  const totalWidth = columns.reduce((sum, c) => sum + columnWidth(layout, c), 0);
  // Either box scrolled sideways (the header by its bar, the rows by a touch pad or the keys)
  // takes the other along.
  const setBodyScroller = useCallback((element: HTMLElement | null) => {
    body.current = element;
  }, []);
  const follow = (to: RefObject<HTMLElement | null>) => (event: UIEvent<HTMLElement>) => {
    const left = event.currentTarget.scrollLeft;
    if (to.current && to.current.scrollLeft !== left) to.current.scrollLeft = left;
  };

  return (
    <Box borderWidth="1px" borderRadius="l2" overflow="clip" role="region" aria-label={label}>
      <Table.Root size="sm" display="block" aria-rowcount={order.length + 1} role="table">
        <Table.Header
          ref={header}
          display="block"
          position="sticky"
          top="0"
          zIndex="3"
          bg="bg"
          overflowX="auto"
          overflowY="hidden"
          onScroll={follow(body)}
          role="rowgroup"
        >
          <Table.Row display="flex" minW={`${totalWidth}px`} role="row" aria-rowindex={1}>
            {columns.map((column) => (
              <HeaderCell
                key={column.key}
                layout={layout}
                column={column}
                sorted={sort?.key === column.key ? (sort.desc ? 'desc' : 'asc') : null}
                thresholds={thresholds}
                onSort={onSort}
              />
            ))}
          </Table.Row>
        </Table.Header>
        <VirtualBody
          {...rowsProps}
          rowHeight={rowHeight}
          totalWidth={totalWidth}
          scrollerRef={setBodyScroller}
          onScroll={follow(header)}
        />
      </Table.Root>
    </Box>
  );
}
