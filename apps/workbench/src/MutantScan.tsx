// The mutant scan: every single substitution, deletion and terminal truncation of the peptide,
// scored by every model; a heat map of the change in a chosen score, and the variants that are
// more active without being more hemolytic. For the scores a scan benchmark measured (the MICs,
// the HC50) the changes are the service's, with how far they can be trusted: the map mutes and
// the list marks those within the uncertainty. A chosen variant loads into the workbench.
import {
  Alert,
  Box,
  Button,
  Field,
  Heading,
  NativeSelect,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { type Column, normalizeError, type Tool, useScan } from '@peptox/api-client';
import { HeatMapChart } from '@peptox/ui';
import { memo, useMemo, useState } from 'react';
import { ScanTrust } from './ScanTrust.tsx';
import {
  defaultScore,
  foldOf,
  formatChange,
  formatLog10Change,
  rankingColumns,
  rankVariants,
  scanMatrix,
  scanScores,
} from './scan.ts';

const formatValue = (value: unknown, column: Column | undefined) =>
  typeof value === 'number'
    ? `${Number(value.toPrecision(3))}${column?.unit ? ` ${column.unit}` : ''}`
    : '—';

export interface MutantScanProps {
  /** The profile tool (its methods and limits). */
  tool: Tool;
  sequence: string;
  /**
   * False until the peptide's own answer is drawn: the scan is asked after it, so that the
   * predictions never wait for the scan.
   */
  ready: boolean;
  onLoad: (sequence: string) => void;
}

function MutantScanView({ tool, sequence, ready, onLoad }: MutantScanProps) {
  const max = tool.limits.maxScanLength ?? 0;
  const fits = sequence.length >= 5 && sequence.length <= max;
  const methods = useMemo(() => tool.methods.map((m) => m.id), [tool.methods]);
  const scan = useScan(tool.id, fits && ready ? { sequence, methods } : null);
  const result = scan.data?.wildType.sequence === sequence ? scan.data : undefined;
  const scores = useMemo(() => (result ? scanScores(result.columns) : []), [result]);
  const [chosen, setChosen] = useState<string | null>(null);
  const score = scores.find((c) => c.key === chosen) ?? defaultScore(scores);
  const matrix = useMemo(
    () => (result && score ? scanMatrix(result, score) : null),
    [result, score],
  );
  const ranked = useMemo(() => (result ? rankVariants(result) : []), [result]);
  const ranking = result ? rankingColumns(result.columns) : null;
  const columnOf = (key: string) => result?.columns.find((c) => c.key === key);

  return (
    <Box as="section" aria-labelledby="scan-title" data-testid="mutant-scan">
      <Heading as="h2" size="xl" id="scan-title" mb="2">
        Mutant scan
      </Heading>
      <Text color="fg.muted" mb="4" maxW="4xl">
        Every single substitution (19 per position), every single deletion, and the N- and
        C-terminal truncations down to 5 residues, each scored by every model. The intervals and
        nearest measured peptides are shown for the peptide above, not for each variant; how far a
        change can be trusted is measured on pairs of measured peptides, for the MICs and the HC50.
      </Text>
      {max === 0 ? (
        <Text color="fg.muted">This service does not scan variants.</Text>
      ) : !fits ? (
        <Text color="fg.muted">
          The scan takes peptides of 5 to {max} residues; this one has {sequence.length}.
        </Text>
      ) : scan.error && !result ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{normalizeError(scan.error).message}</Alert.Title>
        </Alert.Root>
      ) : !result || !matrix || !score ? (
        <Skeleton height="30rem" aria-busy="true" aria-label="Scanning the variants" />
      ) : (
        <Stack gap="6">
          <Field.Root maxW="md">
            <Field.Label>Score on the map</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={score.key}
                onChange={(event) => setChosen(event.currentTarget.value)}
              >
                {scores.map((c) => (
                  <option key={c.key} value={c.key}>
                    {c.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.HelperText>
              {score.type === 'probability'
                ? 'Each cell: the variant’s probability minus the peptide’s.'
                : matrix.served
                  ? `Each cell: the variant’s predicted value over the peptide’s ${matrix.served.anchor.kind} one (×2: twice as high).`
                  : 'Each cell: the variant’s value over the peptide’s (×2: twice as high).'}{' '}
              {result.variants.length} variants in {scan.isFetching ? '…' : 'all'}.
            </Field.HelperText>
          </Field.Root>
          <ScanTrust score={score} served={matrix.served} />
          <HeatMapChart
            xLabels={matrix.xLabels}
            yLabels={matrix.yLabels}
            values={matrix.values}
            isReference={(x, y) => matrix.yLabels[y] === sequence[x]}
            description={`Change in ${score.label} for every substitution and deletion of ${sequence}, by position (columns) and new residue (rows)`}
            valueLabel={`Change in ${score.label}`}
            cellLabel={(x, y) =>
              matrix.variants[y]?.[x]?.id ?? `${matrix.xLabels[x]} (the peptide)`
            }
            format={(v) => formatChange(score, v)}
            legend={{ low: 'lower than the peptide', high: 'higher than the peptide' }}
            muted={
              matrix.served
                ? {
                    cells: (x, y) => matrix.muted[y]?.[x] ?? false,
                    legend: `faint: within ±${matrix.served.uncertainty.toFixed(2)} log10 (${foldOf(matrix.served.uncertainty)}), cannot be told from none`,
                  }
                : undefined
            }
            onSelect={(x, y) => {
              const variant = matrix.variants[y]?.[x];
              if (variant) onLoad(variant.sequence);
            }}
          />
          <Box>
            <Heading as="h3" size="md" mb="2">
              More active, no more hemolytic
            </Heading>
            {!ranking?.hc50 || ranking.mic.length === 0 ? (
              <Text color="fg.muted">The ranking needs the MIC and HC50 methods.</Text>
            ) : ranked.length === 0 ? (
              <Text color="fg.muted">
                No variant lowers the MIC without lowering the HC50 as well.
              </Text>
            ) : (
              // Relative: the visually hidden header text is placed inside the scroll box, not
              // beside the page (where it widened a phone's page by the table's width).
              <Box overflowX="auto" position="relative">
                <Text color="fg.muted" mb="2" id="ranked-caption">
                  The variants whose MICs are lower on average than the peptide’s and whose HC50 is
                  not lower, the most active first. Each value with its change in log10 units
                  (−0.30: half the peptide’s) ± the uncertainty measured on pairs of measured
                  peptides; a change marked within lies inside it and cannot be told from none.
                </Text>
                <Table.Root
                  size="sm"
                  variant="line"
                  data-testid="ranked-variants"
                  aria-labelledby="ranked-caption"
                >
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Variant</Table.ColumnHeader>
                      {ranking.mic.map((key) => (
                        <Table.ColumnHeader key={key} textAlign="end">
                          {columnOf(key)?.label ?? key}
                        </Table.ColumnHeader>
                      ))}
                      <Table.ColumnHeader textAlign="end">
                        {columnOf(ranking.hc50)?.label ?? ranking.hc50}
                      </Table.ColumnHeader>
                      <Table.ColumnHeader>
                        <VisuallyHidden>Load</VisuallyHidden>
                      </Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {ranked.map(({ variant, row, changes }) => (
                      <Table.Row key={variant.id}>
                        <Table.Cell fontFamily="mono">{variant.id}</Table.Cell>
                        {[...ranking.mic, ranking.hc50 as string].map((key) => {
                          const column = columnOf(key);
                          const delta = changes[key];
                          return (
                            <Table.Cell key={key} textAlign="end" fontVariantNumeric="tabular-nums">
                              {/* A value and its unit on one line; on a phone its change below
                                  it, never each broken over lines. */}
                              <Text as="span" whiteSpace="nowrap" data-part="value">
                                {formatValue(row[key], column)}
                              </Text>
                              {delta ? (
                                <Text
                                  as="span"
                                  display={{ base: 'block', md: 'inline' }}
                                  whiteSpace="nowrap"
                                  color={delta.within ? 'fg.muted' : 'fg'}
                                  data-part="change"
                                  data-testid="ranked-change"
                                  data-within={delta.within}
                                >
                                  {' '}
                                  (
                                  {delta.uncertainty === null
                                    ? foldOf(delta.value)
                                    : formatLog10Change(delta.value, delta.uncertainty)}
                                  {delta.within ? ': within' : ''})
                                </Text>
                              ) : null}
                            </Table.Cell>
                          );
                        })}
                        <Table.Cell>
                          <Button
                            size="xs"
                            variant="outline"
                            onClick={() => onLoad(variant.sequence)}
                          >
                            Load {variant.id}
                          </Button>
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Box>
            )}
          </Box>
        </Stack>
      )}
    </Box>
  );
}

/** Drawn again only when its own props change, not at every keystroke in the box. */
export const MutantScan = memo(MutantScanView);
