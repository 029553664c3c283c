import {
  Box,
  Button,
  Group,
  Heading,
  HStack,
  List,
  Stack,
  Tabs,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react';
import type { Column, MethodInfo, ResultRow, TableSpec } from '@peptox/tool-schema';
import { memo, useCallback, useMemo, useState } from 'react';
import {
  findColumn,
  layoutFromColumns,
  type ResultLayout,
  recordNoun,
  shownColumns,
} from './columns.ts';
import { type ExportFormat, exportFormats, exportRows, saveText } from './export.ts';
import { MethodSummaries } from './MethodSummaries.tsx';
import { type RepeatedNote, repeatedNotes } from './notes.ts';
import { ResultCards } from './ResultCards.tsx';
import { ResultFilters } from './ResultFilters.tsx';
import { ResultTable } from './ResultTable.tsx';
import {
  type ResultFilters as Filters,
  NO_FILTERS,
  nextSort,
  RowIndex,
  type SortState,
  visibleRows,
} from './row-model.ts';
import { methodSummaries } from './summary.ts';
import { newThresholdStore, type ThresholdStore, useThresholds } from './thresholds.ts';
import { type StructureSearch, useStructureSearch } from './use-structure-search.ts';

export interface ResultsViewProps {
  /** Every column of the result (from the job's result). */
  columns: Column[];
  /** The result's views, one tab each. */
  tables: TableSpec[];
  rows: ResultRow[];
  /** The tool's methods (labels, length windows), from its description; may be empty. */
  methods: MethodInfo[];
  /** Start of exported file names, e.g. "ampep-<job id>". */
  fileName: string;
}

const RepeatedNotes = memo(function RepeatedNotes({
  notes,
  layout,
}: {
  notes: readonly RepeatedNote[];
  layout: ResultLayout;
}) {
  if (notes.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="repeated-notes" bg="bg.muted" borderRadius="l2" padding="4">
      <Heading as="h3" size="sm" id="repeated-notes" mb="2">
        Notes on several rows
      </Heading>
      <List.Root as="ol" gap="1" paddingStart="5">
        {notes.map(({ message, count }) => (
          <List.Item key={message}>
            {message}{' '}
            <Text as="span" color="fg.muted" whiteSpace="nowrap">
              ({recordNoun(layout, count)})
            </Text>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
});

interface TableTabProps {
  index: RowIndex;
  table: TableSpec;
  thresholds: ThresholdStore;
  filters: Filters;
  structure: StructureSearch;
  repeated: readonly RepeatedNote[];
  fileName: string;
  sort: SortState | null;
  onSort: (table: string, column: Column) => void;
}

const TableTab = memo(function TableTab({
  index,
  table,
  thresholds,
  filters,
  structure,
  repeated,
  fileName,
  sort,
  onSort,
}: TableTabProps) {
  const { layout, rows } = index;
  const columns = useMemo(() => shownColumns(layout, table.columns), [layout, table]);
  const matches = structure.status === 'ready' ? structure.matches : undefined;
  // The order depends on the thresholds only when it sorts or filters by a class.
  const byClass =
    (sort !== null && findColumn(layout, sort.key)?.type === 'class') ||
    Object.values(filters.classes).some((states) => states.length > 0);
  const classThresholds = useThresholds(thresholds, byClass);
  const order = useMemo(
    () => visibleRows(index, sort, filters, classThresholds, matches),
    [index, sort, filters, classThresholds, matches],
  );
  const cards = useBreakpointValue({ base: true, md: false }) ?? false;
  const sortColumn = useCallback((column: Column) => onSort(table.id, column), [onSort, table.id]);
  const label = `${table.label} results`;

  const download = (format: ExportFormat) => {
    const file = exportRows(format, {
      layout,
      keys: table.columns,
      rows: Array.from(order, (i) => rows[i] as ResultRow),
      thresholds: thresholds.get(),
      filters,
    });
    saveText(file.text, file.mime, `${fileName}-${table.id}-shown.${file.extension}`);
  };

  const parts = { layout, columns, rows, order, thresholds, repeated, label };
  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text aria-live="polite" color="fg.muted">
          Showing {order.length.toLocaleString('en')} of {rows.length.toLocaleString('en')} rows
        </Text>
        <Group attached role="group" aria-label="Export the rows shown">
          {exportFormats(layout).map((format) => (
            <Button key={format} variant="outline" size="sm" onClick={() => download(format)}>
              {format.toUpperCase()}
            </Button>
          ))}
        </Group>
      </HStack>
      {cards ? (
        <ResultCards {...parts} />
      ) : (
        <ResultTable {...parts} sort={sort} onSort={sortColumn} />
      )}
    </Stack>
  );
});

/**
 * A job's results: a summary per method (with its threshold), notes that many rows share, filters,
 * then a tab per view of the rows. Thresholds and filters hold across the tabs; each tab keeps
 * its own sort. On a phone the rows are cards; 10 000 rows stay smooth.
 */
export function ResultsView({ columns, tables, rows, methods, fileName }: ResultsViewProps) {
  const layout = useMemo(() => layoutFromColumns(columns, methods), [columns, methods]);
  const index = useMemo(() => new RowIndex(layout, rows), [layout, rows]);
  const summaries = useMemo(() => methodSummaries(layout, rows), [layout, rows]);
  const repeated = useMemo(() => repeatedNotes(rows), [rows]);
  const thresholds = useMemo(newThresholdStore, []);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [sorts, setSorts] = useState<Record<string, SortState | null>>({});
  const structure = useStructureSearch(layout, rows, filters.text);

  const onSort = useCallback(
    (table: string, column: Column) =>
      setSorts((sorts) => ({ ...sorts, [table]: nextSort(column, sorts[table] ?? null) })),
    [],
  );

  return (
    <Stack gap="6">
      <Stack as="section" aria-labelledby="results-summary" gap="3">
        <Heading as="h2" size="lg" id="results-summary">
          Summary
        </Heading>
        <MethodSummaries
          layout={layout}
          rows={rows}
          summaries={summaries}
          thresholds={thresholds}
        />
      </Stack>
      <Stack as="section" aria-labelledby="results-rows" gap="4">
        <Heading as="h2" size="lg" id="results-rows">
          Rows
        </Heading>
        <RepeatedNotes notes={repeated} layout={layout} />
        <ResultFilters
          layout={layout}
          rows={rows}
          filters={filters}
          onChange={setFilters}
          structure={structure}
        />
        <Tabs.Root defaultValue={tables[0]?.id} variant="line" lazyMount unmountOnExit>
          <Tabs.List>
            {tables.map((table) => (
              <Tabs.Trigger key={table.id} value={table.id}>
                {table.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tables.map((table) => (
            <Tabs.Content key={table.id} value={table.id}>
              <TableTab
                index={index}
                table={table}
                thresholds={thresholds}
                filters={filters}
                structure={structure}
                repeated={repeated}
                fileName={fileName}
                sort={sorts[table.id] ?? null}
                onSort={onSort}
              />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Stack>
    </Stack>
  );
}
