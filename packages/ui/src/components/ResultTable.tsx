import {
  Badge,
  Box,
  Button,
  Field,
  Group,
  HStack,
  Input,
  Link,
  Slider,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import type { Cell, Column, ResultRow, TableSpec } from '@peptox/tool-schema';
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  type Row,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { type ExportFormat, exportRows, saveText } from './result-export.ts';
import {
  applyThresholds,
  className,
  compareCells,
  DEFAULT_THRESHOLD,
  formatCell,
  rowMatches,
  sequenceInfoPath,
  thresholdPairs,
} from './result-rows.ts';

export interface ResultTableProps {
  /** Every column of the result (from the job's result). */
  columns: Column[];
  /** The view: which columns this table shows. */
  table: TableSpec;
  rows: ResultRow[];
  /** Base of exported file names, e.g. "ampep-<job id>-classification". */
  fileName: string;
  /** Largest height of the scrolling area (a short table takes less). */
  height?: string;
}

const ROW_HEIGHT = 36;

/** The last text column (the note) takes the room left over on wide screens. */
function columnFlex(column: Column): string {
  return `${column.key === 'note' ? 1 : 0} 0 ${columnWidth(column)}px`;
}

function columnWidth(column: Column): number {
  if (column.key === 'sequence') return 320;
  if (column.key === 'note') return 380;
  if (column.key === 'id') return 200;
  return column.type === 'text' ? 200 : 150;
}

function ClassBadge({ value, column }: { value: Cell; column: Column }) {
  const palette = value === 1 ? 'green' : value === 0 ? 'gray' : 'orange';
  return (
    <Badge colorPalette={palette} variant="subtle">
      {className(value, column)}
    </Badge>
  );
}

interface VirtualRowProps {
  row: ResultRow;
  columns: Column[];
  index: number;
  /** Offset from the top of the body, in px. */
  start: number;
}

// Memoised: while scrolling, rows already in view keep their place and are not drawn again.
const VirtualRow = memo(function VirtualRow({ row, columns, index, start }: VirtualRowProps) {
  return (
    <Table.Row
      display="flex"
      position="absolute"
      width="full"
      height={`${ROW_HEIGHT}px`}
      // Inline, not a style prop: a class per row offset would grow the style sheet on every scroll.
      style={{ transform: `translateY(${start}px)` }}
      role="row"
      aria-rowindex={index + 2}
    >
      {columns.map((column) => {
        const value = row[column.key] ?? null;
        return (
          <Table.Cell
            key={column.key}
            role="cell"
            flex={columnFlex(column)}
            truncate
            title={typeof value === 'string' ? value : undefined}
            textAlign={column.type === 'number' || column.type === 'probability' ? 'end' : 'start'}
            fontFamily={column.key === 'sequence' ? 'mono' : undefined}
          >
            {column.key === 'sequence' && typeof value === 'string' ? (
              <Link asChild variant="underline">
                <RouterLink to={sequenceInfoPath(value)}>{value}</RouterLink>
              </Link>
            ) : column.type === 'class' ? (
              <ClassBadge value={value} column={column} />
            ) : (
              formatCell(value, column)
            )}
          </Table.Cell>
        );
      })}
    </Table.Row>
  );
});

interface VirtualBodyProps {
  rows: Row<ResultRow>[];
  columns: Column[];
  /** The scrolling box; null until it is in the page. */
  scrollElement: HTMLDivElement | null;
}

// Its own component: a scroll re-renders only the body (and only rows that came into view),
// not the controls and headers above it.
function VirtualBody({ rows, columns, scrollElement }: VirtualBodyProps) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  return (
    <Table.Body
      display="grid"
      position="relative"
      style={{ height: `${virtualizer.getTotalSize()}px` }}
      role="rowgroup"
    >
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index];
        return row ? (
          <VirtualRow
            key={row.id}
            row={row.original}
            columns={columns}
            index={item.index}
            start={item.start}
          />
        ) : null;
      })}
    </Table.Body>
  );
}

/**
 * A results table that stays smooth with 10 000 rows (only the rows in view are rendered):
 * sort by any column, filter, move classifier thresholds, export the rows shown.
 */
export function ResultTable({
  columns,
  table: view,
  rows,
  fileName,
  height = '32rem',
}: ResultTableProps) {
  const shown = useMemo(
    () =>
      view.columns
        .map((key) => columns.find((c) => c.key === key))
        .filter((c): c is Column => c !== undefined),
    [columns, view],
  );
  // A class column shown gets a threshold control, even when its probability column is not shown.
  const pairs = useMemo(
    () => thresholdPairs(columns).filter((pair) => view.columns.includes(pair.class)),
    [columns, view],
  );
  const [thresholds, setThresholds] = useState<Record<string, number>>({});
  const [sorting, setSorting] = useState<SortingState>([]);
  const [filter, setFilter] = useState('');
  const data = useMemo(() => applyThresholds(rows, pairs, thresholds), [rows, pairs, thresholds]);
  const keys = useMemo(() => shown.map((c) => c.key), [shown]);

  const columnDefs = useMemo<ColumnDef<ResultRow>[]>(
    () =>
      shown.map((column) => ({
        id: column.key,
        accessorFn: (row) => row[column.key],
        header: column.unit ? `${column.label} (${column.unit})` : column.label,
        size: columnWidth(column),
        sortingFn: (a, b, id) => compareCells(a.getValue(id), b.getValue(id)),
        meta: column,
      })),
    [shown],
  );

  const table = useReactTable({
    data,
    columns: columnDefs,
    state: { sorting, globalFilter: filter },
    onSortingChange: setSorting,
    onGlobalFilterChange: setFilter,
    globalFilterFn: (row, _id, value: string) => rowMatches(row.original, keys, value),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
  });
  const tableRows = table.getRowModel().rows;

  // A state, not a ref: the body's virtualizer must render again once the box exists (a child's
  // layout effect runs before its parent's ref is attached).
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const totalWidth = shown.reduce((sum, c) => sum + columnWidth(c), 0);

  const download = (format: ExportFormat) => {
    const file = exportRows(
      format,
      keys,
      tableRows.map((r) => r.original),
    );
    saveText(file.text, file.mime, `${fileName}.${file.extension}`);
  };

  return (
    <Stack gap="4">
      <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ md: 'end' }} wrap="wrap">
        <Field.Root maxW={{ md: '20rem' }}>
          <Field.Label>Filter rows</Field.Label>
          <Input
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder="Name, sequence, value…"
          />
        </Field.Root>
        {pairs.map((pair) => {
          const value = thresholds[pair.method] ?? DEFAULT_THRESHOLD;
          return (
            <Slider.Root
              key={pair.method}
              minW="14rem"
              maxW="20rem"
              min={0}
              max={1}
              step={0.01}
              value={[value]}
              onValueChange={(d) =>
                setThresholds((t) => ({ ...t, [pair.method]: d.value[0] ?? DEFAULT_THRESHOLD }))
              }
            >
              <HStack justify="space-between">
                <Slider.Label>{pair.label} threshold</Slider.Label>
                <Slider.ValueText />
              </HStack>
              <Slider.Control>
                <Slider.Track>
                  <Slider.Range />
                </Slider.Track>
                <Slider.Thumbs />
              </Slider.Control>
            </Slider.Root>
          );
        })}
        {Object.keys(thresholds).length > 0 ? (
          <Button variant="ghost" size="sm" onClick={() => setThresholds({})}>
            Reset thresholds
          </Button>
        ) : null}
      </Stack>

      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text aria-live="polite" color="fg.muted">
          Showing {tableRows.length.toLocaleString('en')} of {rows.length.toLocaleString('en')} rows
        </Text>
        <Group attached role="group" aria-label="Export the rows shown">
          {(['csv', 'tsv', 'fasta'] as const).map((format) => (
            <Button key={format} variant="outline" size="sm" onClick={() => download(format)}>
              {format.toUpperCase()}
            </Button>
          ))}
        </Group>
      </HStack>

      <Box
        ref={setScrollElement}
        maxHeight={height}
        overflow="auto"
        borderWidth="1px"
        borderRadius="l2"
        tabIndex={0}
        role="region"
        aria-label={`${view.label} results`}
      >
        <Table.Root
          size="sm"
          display="grid"
          minW={`${totalWidth}px`}
          aria-rowcount={tableRows.length + 1}
          role="table"
        >
          <Table.Header display="grid" position="sticky" top="0" zIndex="1" role="rowgroup">
            {table.getHeaderGroups().map((group) => (
              <Table.Row key={group.id} display="flex" role="row" aria-rowindex={1}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  return (
                    <Table.ColumnHeader
                      key={header.id}
                      role="columnheader"
                      flex={columnFlex(header.column.columnDef.meta as Column)}
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'
                      }
                    >
                      <Button
                        variant="ghost"
                        size="xs"
                        onClick={header.column.getToggleSortingHandler()}
                        title={(header.column.columnDef.meta as Column | undefined)?.description}
                      >
                        {flexRender(header.column.columnDef.header, header.getContext())}
                        <span aria-hidden="true">
                          {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}
                        </span>
                      </Button>
                    </Table.ColumnHeader>
                  );
                })}
              </Table.Row>
            ))}
          </Table.Header>
          <VirtualBody rows={tableRows} columns={shown} scrollElement={scrollElement} />
        </Table.Root>
      </Box>
    </Stack>
  );
}
