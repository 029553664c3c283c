import {
  Alert,
  Box,
  Button,
  Field,
  Heading,
  SimpleGrid,
  Table,
  Text,
  Textarea,
} from '@chakra-ui/react';
import {
  type PeptideProperties,
  peptideProblem,
  peptideProperties,
  singleSequence,
} from '@peptox/sequence';
import { DoughnutChart, usePageTitle } from '@peptox/ui';
import { type FormEvent, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SitePage } from '../layout/SitePage.tsx';

const fixed = (digits: number) => (value: number) => value.toFixed(digits);

const rows: { label: string; value: (p: PeptideProperties) => string; unit?: string }[] = [
  { label: 'Length', value: (p) => `${p.length} residue${p.length === 1 ? '' : 's'}` },
  { label: 'Molecular weight (average)', value: (p) => fixed(2)(p.molecularWeight), unit: 'Da' },
  { label: 'Monoisotopic mass', value: (p) => fixed(4)(p.monoisotopicMass), unit: 'Da' },
  { label: 'Isoelectric point', value: (p) => fixed(2)(p.isoelectricPoint) },
  { label: 'Net charge at pH 7', value: (p) => fixed(2)(p.netChargeAtPH7) },
  { label: 'GRAVY (Kyte-Doolittle)', value: (p) => fixed(3)(p.gravy) },
  { label: 'Mean hydrophobicity (Eisenberg)', value: (p) => fixed(3)(p.meanHydrophobicity) },
  { label: 'Hydrophobic moment (100°)', value: (p) => fixed(3)(p.hydrophobicMoment) },
  { label: 'Aliphatic index', value: (p) => fixed(2)(p.aliphaticIndex) },
  {
    label: 'Instability index',
    value: (p) =>
      `${fixed(2)(p.instabilityIndex)} (${p.instabilityIndex > 40 ? 'unstable' : 'stable'})`,
  },
  { label: 'Aromaticity', value: (p) => fixed(3)(p.aromaticity) },
  { label: 'Boman index', value: (p) => fixed(3)(p.bomanIndex), unit: 'kcal/mol' },
  {
    label: 'Extinction coefficient at 280 nm',
    value: (p) =>
      `${p.extinctionCoefficient.reduced} (reduced Cys) / ${p.extinctionCoefficient.oxidised} (cystines)`,
    unit: 'M⁻¹ cm⁻¹',
  },
];

function Properties({ properties }: { properties: PeptideProperties }) {
  const present = Object.entries(properties.composition).filter(([, share]) => share.count > 0);
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8" mt="8">
      <Box as="section" aria-labelledby="properties-title" minW="0">
        <Heading as="h2" id="properties-title" size="xl" mb="3">
          Physicochemical properties
        </Heading>
        <Text fontFamily="mono" wordBreak="break-all" mb="4" data-testid="measured-sequence">
          {properties.sequence}
        </Text>
        <Table.Root size="sm" variant="line">
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.label}>
                <Table.ColumnHeader scope="row" fontWeight="medium">
                  {row.label}
                </Table.ColumnHeader>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {row.value(properties)}
                  {row.unit ? ` ${row.unit}` : ''}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Box as="section" aria-labelledby="composition-title" minW="0">
        <Heading as="h2" id="composition-title" size="xl" mb="3">
          Composition
        </Heading>
        <DoughnutChart
          labels={present.map(([residue]) => residue)}
          values={present.map(([, share]) => share.count)}
          description={`Amino-acid composition of the ${properties.length}-residue peptide`}
          valueLabel="Residues"
        />
        <Table.Root size="sm" variant="line" mt="6">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Class</Table.ColumnHeader>
              <Table.ColumnHeader>Residues</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Count</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">%</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {properties.classes.map((c) => (
              <Table.Row key={c.id}>
                <Table.Cell>{c.label}</Table.Cell>
                <Table.Cell fontFamily="mono">{c.members}</Table.Cell>
                <Table.Cell textAlign="end">{c.count}</Table.Cell>
                <Table.Cell textAlign="end">{c.percent.toFixed(1)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </SimpleGrid>
  );
}

/** /sequence-info?sequence=…: a peptide's properties, computed in the browser. */
export function SequenceInfo() {
  const [params, setParams] = useSearchParams();
  const sequence = params.get('sequence') ?? '';
  const [draft, setDraft] = useState(sequence);
  const [lastSequence, setLastSequence] = useState(sequence);
  if (sequence !== lastSequence) {
    // The address changed (back button, a link): show what it says.
    setLastSequence(sequence);
    setDraft(sequence);
  }
  usePageTitle('Sequence properties');

  const problem = sequence ? peptideProblem(sequence) : null;
  const properties = useMemo(
    () => (sequence && !problem ? peptideProperties(sequence) : null),
    [sequence, problem],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A FASTA record pasted whole is fine: its header and position numbers are left out.
    setParams({ sequence: singleSequence(draft) });
  };

  return (
    <SitePage>
      <Heading as="h1" size="3xl">
        Sequence properties
      </Heading>
      <Text mt="2" color="fg.muted" maxW="3xl">
        Physicochemical properties of a peptide, computed in your browser: nothing is sent anywhere.
      </Text>
      <Box as="form" onSubmit={submit} mt="6" maxW="3xl">
        <Field.Root invalid={!!problem}>
          <Field.Label>Peptide sequence (one-letter code)</Field.Label>
          <Textarea
            name="sequence"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            rows={3}
            fontFamily="mono"
            spellCheck={false}
            autoComplete="off"
            placeholder="GLFDIVKKVVGALGSL"
          />
          {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
        </Field.Root>
        <Button type="submit" mt="3">
          Compute
        </Button>
      </Box>
      {!sequence && (
        <Alert.Root status="info" mt="8" maxW="3xl">
          <Alert.Indicator />
          <Alert.Title>Type a sequence above to see its properties.</Alert.Title>
        </Alert.Root>
      )}
      {properties && <Properties properties={properties} />}
    </SitePage>
  );
}
