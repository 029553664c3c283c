import {
  Button,
  Collapsible,
  Field,
  Fieldset,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
} from '@chakra-ui/react';
import type { Column, ResultRow } from '@peptox/tool-schema';
import { memo, useId, useMemo, useState } from 'react';
import {
  type ClassState,
  classStateLabel,
  classStatesOf,
  findColumn,
  isScoreColumn,
  type ResultLayout,
} from './columns.ts';
import {
  activeFilterCount,
  type ResultFilters as Filters,
  NO_FILTERS,
  type NumberRange,
} from './row-model.ts';
import type { StructureSearch } from './use-structure-search.ts';

export interface ResultFiltersProps {
  layout: ResultLayout;
  rows: readonly ResultRow[];
  filters: Filters;
  onChange: (filters: Filters) => void;
  structure: StructureSearch;
}

function structureHelp(search: StructureSearch): string {
  switch (search.status) {
    case 'searching':
      return 'Comparing structures…';
    case 'ready':
      return `Also finds the structure ${search.canonical}, however a row writes it.`;
    case 'not-smiles':
      return 'Not a SMILES RDKit can read: names and SMILES text only.';
    case 'off':
      return 'A SMILES finds the same structure however it is written.';
  }
}

/** A number typed into a range box, or undefined while it is empty or not yet a number. */
function parseBound(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

function RangeFilter({
  column,
  range,
  onChange,
}: {
  column: Column;
  range: NumberRange;
  onChange: (range: NumberRange) => void;
}) {
  const name = column.unit ? `${column.label} (${column.unit})` : column.label;
  return (
    <Fieldset.Root size="sm">
      <Fieldset.Legend fontSize="sm">{name}</Fieldset.Legend>
      <HStack gap="2">
        {(['min', 'max'] as const).map((bound) => (
          <Field.Root key={bound}>
            <Field.Label fontSize="xs" color="fg.muted">
              {bound === 'min' ? 'From' : 'To'}
            </Field.Label>
            <Input
              size="sm"
              type="number"
              inputMode="decimal"
              step="any"
              defaultValue={range[bound] ?? ''}
              aria-label={`${name} ${bound === 'min' ? 'at least' : 'at most'}`}
              onChange={(e) => onChange({ ...range, [bound]: parseBound(e.target.value) })}
            />
          </Field.Root>
        ))}
      </HStack>
    </Fieldset.Root>
  );
}

/**
 * Filters shared by every tab: text on the record's name and input, a class per classifier, a
 * range per score column. The exports hold the rows they leave.
 */
export const ResultFilters = memo(function ResultFilters({
  layout,
  rows,
  filters,
  onChange,
  structure,
}: ResultFiltersProps) {
  const [open, setOpen] = useState(false);
  // Clearing starts the range boxes afresh (they keep what is typed, e.g. "0.", themselves).
  const [generation, setGeneration] = useState(0);
  const panelId = useId();
  const molecular = findColumn(layout, layout.inputKey)?.type === 'molecule';
  // Filters on the models' values, not on the evidence behind them (shown beside each value).
  const classColumns = useMemo(
    () => layout.columns.filter((c) => c.type === 'class' && c.role === undefined),
    [layout],
  );
  const scoreColumns = useMemo(
    () => layout.columns.filter((c) => isScoreColumn(c) && c.role === undefined),
    [layout],
  );
  const classStates = useMemo(
    () => new Map(classColumns.map((c) => [c.key, classStatesOf(layout, rows, c)])),
    [layout, rows, classColumns],
  );
  const active = activeFilterCount(filters);
  const panelActive = active - (filters.text.trim() ? 1 : 0);

  return (
    <Stack gap="3">
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'end' }}>
        <Field.Root maxW={{ md: '26rem' }}>
          <Field.Label>Filter rows by name or {molecular ? 'SMILES' : 'sequence'}</Field.Label>
          <Input
            type="search"
            value={filters.text}
            onChange={(e) => onChange({ ...filters, text: e.target.value })}
            placeholder={molecular ? 'e.g. aspirin or OC(=O)c1ccccc1' : 'e.g. magainin or GIGKF'}
          />
          {molecular ? (
            <Field.HelperText aria-live="polite">{structureHelp(structure)}</Field.HelperText>
          ) : null}
        </Field.Root>
        <HStack gap="2">
          <Button
            variant="outline"
            onClick={() => setOpen(!open)}
            aria-expanded={open}
            aria-controls={panelId}
          >
            {panelActive > 0
              ? `Class and score filters (${panelActive})`
              : 'Class and score filters'}
          </Button>
          {active > 0 ? (
            <Button
              variant="ghost"
              onClick={() => {
                onChange(NO_FILTERS);
                setGeneration((g) => g + 1);
              }}
            >
              Clear filters
            </Button>
          ) : null}
        </HStack>
      </Stack>
      <Collapsible.Root open={open} lazyMount>
        <Collapsible.Content id={panelId}>
          <SimpleGrid
            key={generation}
            columns={{ base: 1, sm: 2, lg: 3, xl: 4 }}
            gap="4"
            padding="3"
            borderWidth="1px"
            borderRadius="l2"
          >
            {classColumns.map((column) => (
              <Field.Root key={column.key}>
                <Field.Label fontSize="sm">{column.label}</Field.Label>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field
                    value={filters.classes[column.key]?.[0] ?? ''}
                    onChange={(e) =>
                      onChange({
                        ...filters,
                        classes: {
                          ...filters.classes,
                          [column.key]: e.target.value ? [e.target.value as ClassState] : [],
                        },
                      })
                    }
                  >
                    <option value="">Any</option>
                    {classStates.get(column.key)?.map((state) => (
                      <option key={state} value={state}>
                        {classStateLabel(column, state)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            ))}
            {scoreColumns.map((column) => (
              <RangeFilter
                key={column.key}
                column={column}
                range={filters.ranges[column.key] ?? {}}
                onChange={(range) =>
                  onChange({ ...filters, ranges: { ...filters.ranges, [column.key]: range } })
                }
              />
            ))}
          </SimpleGrid>
        </Collapsible.Content>
      </Collapsible.Root>
    </Stack>
  );
});
