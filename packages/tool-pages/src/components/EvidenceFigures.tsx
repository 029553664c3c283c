// What a model card's evidence says of how far its numbers can be trusted, for researchers: the
// region it learned from (its domain), its intervals, the calibration of its probabilities with a
// reliability diagram, and what its class threshold means. Figures from the card only.
import { Box, DataList, Heading, Stack, Table, Text } from '@chakra-ui/react';
import {
  chanceInWords,
  type EvidenceSummary,
  formatThreshold,
  type HeadSummary,
  statedPoint,
  wholePercent,
} from '@peptox/tool-schema';
import { ReliabilityChart } from '@peptox/ui';
import type { ReactNode } from 'react';

const percent = (v: number | null | undefined) =>
  v === null || v === undefined ? '—' : `${(v * 100).toFixed(1)} %`;
const figure = (v: number | null | undefined, digits = 3) =>
  v === null || v === undefined ? '—' : v.toFixed(digits);

function similarityInWords(evidence: EvidenceSummary): string {
  const s = evidence.similarity;
  return s.measure === 'alignment-identity'
    ? 'identity to the nearest training peptide: identical residues of the best local alignment (BLOSUM62) over the longer peptide'
    : `Tanimoto similarity of Morgan fingerprints (radius ${s.fingerprint.radius}, ${s.fingerprint.nBits} bits) to the nearest training molecule`;
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="11rem">{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

function Domain({ head }: { head: HeadSummary }) {
  const { domain } = head;
  return (
    <Item label="Domain">
      <Stack gap="1">
        <Text data-part="cutoff">
          Inside at a similarity of {domain.cutoff} or more: {domain.rule}.
        </Text>
        <Text color="fg.muted">
          Out-of-fold error (RMSE) inside {figure(domain.inside.rmse)} ({domain.inside.n} records),
          outside {figure(domain.outside.rmse)} ({domain.outside.n} records).
        </Text>
        {domain.bins.length > 0 ? (
          <Table.Root size="sm" maxW="28rem" aria-label="Out-of-fold error by similarity">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Similarity</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Records</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Out-of-fold RMSE</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {domain.bins.map((bin) => (
                <Table.Row key={bin.from}>
                  <Table.Cell>
                    {bin.from}–{bin.to}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{bin.n}</Table.Cell>
                  <Table.Cell textAlign="end">{figure(bin.rmse)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        ) : null}
      </Stack>
    </Item>
  );
}

function Intervals({ head }: { head: HeadSummary }) {
  const interval = head.interval;
  if (!interval) return null;
  const v = interval.validation;
  return (
    <Item label={`${Math.round(interval.level * 100)} % intervals`}>
      {v ? (
        <Stack gap="1" data-part="coverage">
          <Text>
            On {v.n} held-out records, {percent(v.coverage)} of the measured values fell inside
            their interval; mean width {figure(v.meanWidth, 2)} on the scale the model predicts.
          </Text>
          <Text color="fg.muted">
            Inside the domain: coverage {percent(v.inside.coverage)}, mean width{' '}
            {figure(v.inside.meanWidth, 2)} ({v.inside.n} records); outside:{' '}
            {percent(v.outside.coverage)}, {figure(v.outside.meanWidth, 2)} ({v.outside.n} records).
          </Text>
        </Stack>
      ) : (
        'Conformal, from the out-of-fold errors at each similarity to the training set.'
      )}
    </Item>
  );
}

function Calibration({ head, name }: { head: HeadSummary; name: string }) {
  const calibration = head.calibration;
  if (!calibration) return null;
  const v = calibration.validation;
  const method = calibration.method === 'isotonic' ? 'Isotonic regression' : 'Platt scaling';
  return (
    <Item label="Calibration">
      <Stack gap="3">
        <Text>
          {method} on the out-of-fold predictions
          {calibration.logLoss ? ' (the lower cross-validated log-loss of the two)' : ''}
          {head.derived ? `; the class is defined by the value: ${head.derived.definition}` : ''}.
        </Text>
        {v ? (
          <Table.Root
            size="sm"
            maxW="28rem"
            aria-label={`Calibration of ${name} on held-out records`}
          >
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>On {v.n} held-out records</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Brier score</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Calibration error (ECE)</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {v.before ? (
                <Table.Row>
                  <Table.Cell>Before calibration</Table.Cell>
                  <Table.Cell textAlign="end">{figure(v.before.brier, 4)}</Table.Cell>
                  <Table.Cell textAlign="end">{figure(v.before.ece, 4)}</Table.Cell>
                </Table.Row>
              ) : null}
              <Table.Row>
                <Table.Cell>After calibration</Table.Cell>
                <Table.Cell textAlign="end">{figure(v.after.brier, 4)}</Table.Cell>
                <Table.Cell textAlign="end">{figure(v.after.ece, 4)}</Table.Cell>
              </Table.Row>
            </Table.Body>
          </Table.Root>
        ) : null}
        {calibration.reliability?.after ? (
          <Box data-part="reliability">
            <ReliabilityChart
              before={calibration.reliability.before}
              after={calibration.reliability.after}
              description={`Reliability of ${name}: the share of held-out records observed positive against the predicted probability, before and after calibration`}
            />
          </Box>
        ) : null}
      </Stack>
    </Item>
  );
}

function Threshold({ head }: { head: HeadSummary }) {
  const threshold = head.threshold;
  if (!threshold) return null;
  // The figures every page states for this threshold (the results' summary, the column's help,
  // the slider at it): the out-of-fold ones, one pair per threshold.
  const at = statedPoint(threshold);
  return (
    <Item label="Threshold">
      <Stack gap="1" data-part="threshold">
        <Text>
          {formatThreshold(threshold.value)}: {threshold.rule}.
        </Text>
        <Text>
          At it, on records the model was not trained on (out of fold): of those called positive,{' '}
          {wholePercent(at.precision)} were (precision); {wholePercent(at.recall)} of the positives
          were called (recall).
        </Text>
      </Stack>
    </Item>
  );
}

/** A card's evidence: the training lengths and similarity, then each output's figures. */
export function EvidenceFigures({ evidence, title }: { evidence: EvidenceSummary; title: string }) {
  const heads = Object.entries(evidence.heads);
  return (
    <Stack gap="3" data-part="evidence">
      <Heading as="h4" size="sm">
        How far its numbers hold
      </Heading>
      <Text>
        {evidence.lengthWindow
          ? `Trained on peptides of ${evidence.lengthWindow.min}–${evidence.lengthWindow.max} residues: a peptide outside these lengths gets no value from it. `
          : ''}
        Similarity is the {similarityInWords(evidence)}; below the cut-off a value is kept but shown
        muted, as outside the model's domain.{' '}
        {evidence.chance
          ? `A peptide must also be more similar than ${chanceInWords(evidence.chance)}: less similar, it has no relative in the training data. `
          : ''}
        {evidence.method}
      </Text>
      {heads.map(([key, head]) => (
        <Stack key={key} gap="2" data-head={key}>
          {heads.length > 1 ? (
            <Heading as="h5" size="xs">
              {key}
            </Heading>
          ) : null}
          <DataList.Root orientation="vertical" size="md" gap="3">
            <Domain head={head} />
            <Intervals head={head} />
            <Calibration head={head} name={heads.length > 1 ? key : title} />
            <Threshold head={head} />
          </DataList.Root>
        </Stack>
      ))}
    </Stack>
  );
}
