// A peptide's physicochemical properties and composition, computed in the browser.

import { Box, Heading, SimpleGrid, Table, Text } from '@chakra-ui/react';
import type { PeptideProperties } from '@peptox/sequence';
import { DoughnutChart } from '@peptox/ui';
import { memo } from 'react';

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

function PropertiesView({ properties }: { properties: PeptideProperties }) {
  const present = Object.entries(properties.composition).filter(([, share]) => share.count > 0);
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8">
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

/** Drawn again only when its own props change, not at every keystroke in the box. */
export const Properties = memo(PropertiesView);
