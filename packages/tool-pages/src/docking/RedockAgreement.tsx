import { Table, Text } from '@chakra-ui/react';
// Written by `pnpm --filter @peptox/docking bench:redock --json …`: the figures below are read,
// never typed.
import redockBench from '@peptox/docking/bench/results/redock.json';
import { InlineCode } from '@peptox/ui';

type Method = 'monte-carlo' | 'pso' | 'gwo' | 'vina';

interface RedockRow {
  complex: string;
  method: Method;
  seed: number;
  rmsd: number;
  affinity: number;
  evaluations: number | null;
  cpu: number;
}

/** A redocked pose counts as found when its heavy atoms lie within this of the crystal's (Å). */
const FOUND_WITHIN = 2;

const rows = redockBench.rows as RedockRow[];
const seed = redockBench.seeds[0] as number;

/** The median (of an even count, the mean of the middle two). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

const runsOf = (method: Method) =>
  new Map(rows.filter((r) => r.method === method && r.seed === seed).map((r) => [r.complex, r]));
const signed = (value: number) => value.toFixed(2).replace('-', '−');
const count = (value: number) => Math.round(value).toLocaleString('en');

/**
 * How the tool's search redocks the benchmark's crystal ligands beside Debian's AutoDock Vina, on
 * the complexes both were run on, from the committed benchmark file.
 */
export function RedockAgreement({ name, search }: { name: string; search: 'gwo' | 'pso' }) {
  const ours = runsOf(search);
  const vina = runsOf('vina');
  const monteCarlo = runsOf('monte-carlo');
  const complexes = [...ours.keys()].filter((c) => vina.has(c));
  if (complexes.length === 0) return null;
  const found = (runs: Map<string, RedockRow>) =>
    complexes.filter((c) => (runs.get(c)?.rmsd ?? Number.POSITIVE_INFINITY) <= FOUND_WITHIN).length;
  const evaluations = median(complexes.map((c) => ours.get(c)?.evaluations ?? 0));
  const withMonteCarlo = complexes.filter((c) => monteCarlo.has(c));
  return (
    <>
      <Text>
        Redocking the crystal ligands of {complexes.length} complexes from a randomised start
        (exhaustiveness {redockBench.exhaustiveness}, seed {seed}), the top pose of {name}’s search
        lies within {FOUND_WITHIN} Å of the crystal ligand (heavy atoms, symmetry taken into
        account) for {found(ours)} of them, and AutoDock Vina’s for {found(vina)}. A search took a
        median of {median(complexes.map((c) => ours.get(c)?.cpu ?? 0)).toFixed(1)} CPU seconds here,
        Vina {median(complexes.map((c) => vina.get(c)?.cpu ?? 0)).toFixed(1)}, and scored a median
        of {count(evaluations)} poses
        {withMonteCarlo.length === complexes.length
          ? `, where the Monte Carlo search written the same way as Vina's scored ${count(median(complexes.map((c) => monteCarlo.get(c)?.evaluations ?? 0)))}`
          : ''}
        . Where both miss, the score itself ranks a wrong pose first. The benchmark is run with{' '}
        <InlineCode>pnpm --filter @peptox/docking bench:redock</InlineCode>.
      </Text>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm">
          <Table.Caption captionSide="top" textAlign="start" px="3" py="2" fontWeight="semibold">
            Redocking: the top pose’s RMSD to the crystal ligand (Å) and its score (kcal/mol)
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Complex</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">RMSD, {name}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Score, {name}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Poses scored</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">RMSD, Vina</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Score, Vina</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {complexes.map((complex) => {
              const here = ours.get(complex) as RedockRow;
              const reference = vina.get(complex) as RedockRow;
              return (
                <Table.Row key={complex}>
                  <Table.Cell>{complex}</Table.Cell>
                  <Table.Cell textAlign="end">{here.rmsd.toFixed(2)}</Table.Cell>
                  <Table.Cell textAlign="end">{signed(here.affinity)}</Table.Cell>
                  <Table.Cell textAlign="end">{count(here.evaluations ?? 0)}</Table.Cell>
                  <Table.Cell textAlign="end">{reference.rmsd.toFixed(2)}</Table.Cell>
                  <Table.Cell textAlign="end">{signed(reference.affinity)}</Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </>
  );
}
