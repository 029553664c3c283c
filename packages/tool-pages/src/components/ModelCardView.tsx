import { Card, DataList, Heading, List, Stack, Table, Text } from '@chakra-ui/react';
import type { ModelCard } from '@peptox/tool-schema';
import { EvidenceFigures } from './EvidenceFigures.tsx';

const METRIC_LABELS: Record<string, string> = {
  n: 'n',
  tp: 'TP',
  tn: 'TN',
  fp: 'FP',
  fn: 'FN',
  accuracy: 'Accuracy',
  sensitivity: 'Sensitivity',
  specificity: 'Specificity',
  mcc: 'MCC',
  rocAuc: 'ROC AUC',
  mse: 'MSE',
  rmse: 'RMSE',
  mae: 'MAE',
  r2: 'R²',
  pearson: 'Pearson r',
  spearman: 'Spearman ρ',
  calledPositive: 'Share called class 1',
  meanScore: 'Mean score',
  // What a split's held-out side shares with its training side (the leakage report; the card's
  // note says what each counts).
  identical: 'Same sequence',
  nearIdentical: 'Near-identical',
  heldOut: 'Held out',
  sameSmiles: 'Same SMILES',
  sameGraph: 'Stereoisomer',
  sameScaffold: 'Same ring scaffold',
  nearDuplicates: 'Tanimoto ≥ 0.8',
  medianNearest: 'Median nearest',
};

const SET_LABELS: Record<string, string> = {
  validation: 'Held-out 20 % (never used to choose settings)',
  crossValidation10Fold: '10-fold cross-validation, all data',
  validationIgnoringGroups: 'Held-out 20 %, near-identical sequences not kept apart',
  crossValidation10FoldIgnoringGroups:
    '10-fold cross-validation, near-identical sequences not kept apart',
  validationScaffoldSplit: 'Held-out 20 %, no ring scaffold on both sides',
  leakage: 'Shared with training',
  randomPeptides: 'Random peptides of 10–60 residues (not designed to be active)',
  shuffledAmps: 'Held-out AMPs with their residues shuffled',
};

/** A split named as the part of another evaluation ('leakage.validation'), briefly. */
const PART_LABELS: Record<string, string> = {
  validation: 'held-out 20 %',
  crossValidation10Fold: '10-fold cross-validation',
  validationScaffoldSplit: 'held-out 20 % by scaffold',
};

/** Ranges of numbers read with an en dash: "similarity 0-0.2" as "similarity 0–0.2". */
const withRanges = (text: string) => text.replace(/(\d)-(?=\d)/g, '$1–');

/**
 * An evaluation's label; 'validation.anticp' is the held-out part of the anticp benchmark, and
 * 'leakage.validation' what the held-out part shares with training. Only a dot between words
 * parts a key: "similarity 0-0.2" holds a number, not a part.
 */
export function setLabel(set: string): string {
  const [, base = set, part] = set.match(/^([^.]+)\.([A-Za-z][\w-]*)$/) ?? [];
  const label = SET_LABELS[base] ?? humanize(base);
  return withRanges(part ? `${label}: ${PART_LABELS[part] ?? part}` : label);
}

const COUNT_LABELS: Record<string, string> = {
  positivesInFile: 'Positives in the files',
  negativesInFile: 'Negatives in the files',
  duplicatePositives: 'Duplicate positives removed',
  duplicateNegatives: 'Duplicate negatives removed',
  inBothClassesDropped: 'In both classes, dropped',
  positives: 'Positives used',
  negatives: 'Negatives used',
};

/**
 * "crossValidation10Fold" -> "Cross validation 10 fold": a readable label for an unknown key, also
 * when words follow it ("crossValidationBySimilarity 0-0.2"). A key already in words ("Scaffold
 * split, test ROC-AUC") or a name such as an assay ("NR-AR-LBD") is shown as written.
 */
export function humanize(key: string): string {
  if (/^[A-Z]{2,}-/.test(key)) return key;
  const [first = '', ...rest] = key.split(' ');
  if (rest.length > 0 && !/^[a-z]+[A-Z0-9]/.test(first)) return key;
  const words = first
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return [words.charAt(0).toUpperCase() + words.slice(1), ...rest].join(' ');
}

function formatNumber(value: number): string {
  return Number.isInteger(value) ? value.toLocaleString('en') : String(value);
}

/**
 * The measured metrics: one row per evaluation, one column per metric. Evaluations that measure
 * different things (performance, the share of random peptides called class 1) get tables of
 * their own, so no table is mostly empty cells.
 */
export function MetricsTable({ card }: { card: ModelCard }) {
  const sets = Object.entries(card.metrics ?? {});
  if (sets.length === 0) return <Text color="fg.muted">This card lists no metrics.</Text>;
  const groups = new Map<string, [string, Record<string, number>][]>();
  for (const entry of sets) {
    const signature = Object.keys(entry[1]).join(',');
    groups.set(signature, [...(groups.get(signature) ?? []), entry]);
  }
  return [...groups.entries()].map(([signature, rows]) => (
    // A table wider than a phone scrolls: focusable and named, so a keyboard can scroll it too.
    <Table.ScrollArea
      key={signature}
      borderWidth="1px"
      borderRadius="l2"
      tabIndex={0}
      role="region"
      aria-label={`Measured performance of ${card.title ?? card.name}`}
    >
      <Table.Root size="sm">
        <Table.Caption captionSide="top" srOnly>
          Measured performance of {card.title ?? card.name}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Evaluation</Table.ColumnHeader>
            {signature.split(',').map((key) => (
              <Table.ColumnHeader key={key} textAlign="end">
                {METRIC_LABELS[key] ?? humanize(key)}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map(([set, metrics]) => (
            <Table.Row key={set}>
              <Table.Cell>{setLabel(set)}</Table.Cell>
              {Object.values(metrics).map((value, i) => (
                <Table.Cell key={signature.split(',')[i]} textAlign="end">
                  {formatNumber(value)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  ));
}

/** A model for the method page: what it is, how it was validated, what it measured. */
export function ModelCardView({ card }: { card: ModelCard }) {
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Card.Title as="h3">{card.title ?? card.name}</Card.Title>
        {card.date ? <Card.Description>Trained {card.date}</Card.Description> : null}
      </Card.Header>
      <Card.Body gap="4">
        <DataList.Root orientation="horizontal" size="sm">
          {card.model ? (
            <DataList.Item>
              <DataList.ItemLabel minW="9rem">Model</DataList.ItemLabel>
              <DataList.ItemValue>{card.model}</DataList.ItemValue>
            </DataList.Item>
          ) : null}
          {card.features ? (
            <DataList.Item>
              <DataList.ItemLabel minW="9rem">Features</DataList.ItemLabel>
              <DataList.ItemValue>
                {card.features.count ? `${card.features.count}: ` : ''}
                {card.features.description}
              </DataList.ItemValue>
            </DataList.Item>
          ) : null}
          {card.hyperParameters ? (
            <DataList.Item>
              <DataList.ItemLabel minW="9rem">Settings</DataList.ItemLabel>
              <DataList.ItemValue>
                {Object.entries(card.hyperParameters)
                  .map(([k, v]) => `${k} ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
                  .join(', ')}
              </DataList.ItemValue>
            </DataList.Item>
          ) : null}
          {card.output ? (
            <DataList.Item>
              <DataList.ItemLabel minW="9rem">Output</DataList.ItemLabel>
              <DataList.ItemValue>{card.output}</DataList.ItemValue>
            </DataList.Item>
          ) : null}
        </DataList.Root>
        {card.split ? (
          <Stack gap="1">
            <Heading as="h4" size="sm">
              Validation
            </Heading>
            <List.Root ps="5" gap="1">
              {Object.entries(card.split).map(([key, text]) => (
                <List.Item key={key}>{text}</List.Item>
              ))}
            </List.Root>
          </Stack>
        ) : null}
        <MetricsTable card={card} />
        {card.evidence ? (
          <EvidenceFigures evidence={card.evidence} title={card.title ?? card.name} />
        ) : null}
        {card.notes?.length ? (
          <List.Root ps="5" gap="1">
            {card.notes.map((note) => (
              <List.Item key={note}>{note}</List.Item>
            ))}
          </List.Root>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

/** The counts of a model's training data, as its training run found them. */
export function DataCounts({ card }: { card: ModelCard }) {
  const counts = Object.entries(card.data?.counts ?? {});
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Card.Title as="h3">{card.title ?? card.name}</Card.Title>
        {card.data?.preparation ? (
          <Card.Description>{card.data.preparation}</Card.Description>
        ) : null}
      </Card.Header>
      <Card.Body gap="3">
        {card.data?.files?.length ? (
          <Text>
            Files:{' '}
            <Text as="span" fontFamily="mono">
              {card.data.files.join(', ')}
            </Text>
          </Text>
        ) : null}
        {counts.length > 0 ? (
          <DataList.Root orientation="horizontal" size="sm">
            {counts.map(([key, value]) => (
              <DataList.Item key={key}>
                <DataList.ItemLabel minW="14rem">
                  {COUNT_LABELS[key] ?? humanize(key)}
                </DataList.ItemLabel>
                <DataList.ItemValue>{formatNumber(value)}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        ) : null}
        {card.split?.validation ? (
          <Text color="fg.muted">Split: {card.split.validation}.</Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
