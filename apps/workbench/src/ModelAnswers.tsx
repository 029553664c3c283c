// Every peptide model's answer for one peptide, each value with its evidence (interval, domain,
// nearest measured record), the classes at their stated thresholds, and the selectivity indices
// with their reading.

import { Badge, Box, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Cell, Column, InstantResult, MethodInfo, ResultRow } from '@peptox/api-client';
import {
  formatThreshold,
  INVALID_CLASS,
  selectivityReading,
  splitNotes,
} from '@peptox/tool-schema';
import {
  formatMeasured,
  measurementWord,
  operatingPointAt,
  ownMeasurement,
  thresholdMeaning,
  ValueEvidence,
} from '@peptox/ui';
import { memo } from 'react';
import { methodAnswers, selectivityAnswers } from './answers.ts';

function ClassLine({
  columns,
  column,
  row,
}: {
  columns: readonly Column[];
  column: Column;
  row: ResultRow;
}) {
  const value = row[column.key];
  if (value === null || value === undefined || value === INVALID_CLASS) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {column.label}: no call for this peptide
      </Text>
    );
  }
  const point =
    column.threshold !== undefined
      ? operatingPointAt(column.operatingPoints, column.threshold)
      : null;
  // A training peptide: its measured (or labelled) class first, the predicted one beside it.
  const own = ownMeasurement(columns, row, column);
  const badge = (cell: Cell) => (
    <Badge colorPalette={cell === 1 ? 'green' : 'gray'} variant="subtle">
      {formatMeasured(cell, column)}
    </Badge>
  );
  return (
    <Box data-testid={`class-${column.key}`}>
      {own ? (
        <Text fontSize="sm" data-part="measured">
          {column.label}: {badge(own.value)}
          <Text as="span" color="fg.muted">
            {' '}
            ({measurementWord(own.column)}; predicted {formatMeasured(value, column)})
          </Text>
        </Text>
      ) : (
        <Text fontSize="sm">
          {column.label}: {badge(value)}
          {column.threshold !== undefined ? (
            <Text as="span" color="fg.muted">
              {' '}
              (at a probability of {formatThreshold(column.threshold)})
            </Text>
          ) : null}
        </Text>
      )}
      {point ? (
        <Text fontSize="xs" color="fg.muted">
          {thresholdMeaning(point, column.classes)}
        </Text>
      ) : null}
    </Box>
  );
}

export interface ModelAnswersProps {
  result: InstantResult;
  methods: readonly MethodInfo[];
}

/** The peptide's row of the profile, per method and then the selectivity. */
function ModelAnswersView({ result, methods }: ModelAnswersProps) {
  const row = result.rows[0];
  if (!row) return null;
  const { columns } = result;
  const answers = methodAnswers(methods, columns);
  const selectivity = selectivityAnswers(columns);
  const notes = splitNotes(row.note);
  return (
    <Stack gap="6">
      {selectivity.length > 0 ? (
        <Box as="section" aria-labelledby="selectivity-title">
          <Heading as="h2" size="xl" id="selectivity-title" mb="3">
            Selectivity
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {selectivity.map(({ index, column }) => {
              const value = row[column.key];
              return (
                <Card.Root key={column.key} size="sm" data-testid={`answer-${column.key}`}>
                  <Card.Header>
                    <Card.Title as="h3">{column.label}</Card.Title>
                  </Card.Header>
                  <Card.Body gap="2">
                    <ValueEvidence columns={columns} column={column} row={row} peptide />
                    <Text>
                      {typeof value === 'number'
                        ? selectivityReading(value, index.organism)
                        : 'No index for this peptide: the note below says why.'}
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      {column.description}
                    </Text>
                  </Card.Body>
                </Card.Root>
              );
            })}
          </SimpleGrid>
        </Box>
      ) : null}
      <Box as="section" aria-labelledby="models-title">
        <Heading as="h2" size="xl" id="models-title" mb="3">
          Every model
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {answers.map(({ method, values, classes }) => (
            <Card.Root key={method.id} size="sm" data-testid={`answer-${method.id}`}>
              <Card.Header>
                <Card.Title as="h3">{method.label}</Card.Title>
              </Card.Header>
              <Card.Body gap="3">
                {values.map((column) => (
                  <Box key={column.key}>
                    <Text fontSize="sm" color="fg.muted">
                      {column.label}
                    </Text>
                    <ValueEvidence columns={columns} column={column} row={row} peptide />
                  </Box>
                ))}
                {classes.map((column) => (
                  <ClassLine key={column.key} columns={columns} column={column} row={row} />
                ))}
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Box>
      {notes.length > 0 ? (
        <Box as="section" aria-labelledby="notes-title">
          <Heading as="h2" size="md" id="notes-title" mb="2">
            Notes
          </Heading>
          <Stack as="ul" gap="1" ps="5" color="fg.muted" data-testid="answer-notes">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </Stack>
        </Box>
      ) : null}
    </Stack>
  );
}

/** Drawn again only when its own props change, not at every keystroke in the box. */
export const ModelAnswers = memo(ModelAnswersView);
