import { Table, Text } from '@chakra-ui/react';
// Written by `pnpm --filter @peptox/docking bench:score`: the figures below are read, never typed.
import scoreBench from '@peptox/docking/bench/results/score.json';
import { InlineCode, ProseSection } from '@peptox/ui';
import { RedockAgreement } from './RedockAgreement.tsx';

interface ScoreRow {
  complex: string;
  vinaScore: number;
  score: number;
  vinaLocal: number;
  local: number;
}

const rows = scoreBench.rows as ScoreRow[];
const signed = (value: number) => value.toFixed(3).replace('-', '−');
const worst = (differences: number[]) => Math.max(0, ...differences).toFixed(3);

/** How the site's own score agrees with Debian's AutoDock Vina, from the committed benchmark. */
function ScoreAgreement() {
  const score = rows.map((r) => Math.abs(r.score - r.vinaScore));
  const local = rows.map((r) => Math.abs(r.local - r.vinaLocal));
  const within = local.filter((d) => d <= 0.05).length;
  const lower = rows.filter((r) => r.local < r.vinaLocal - 0.05).length;
  const higher = rows.filter((r) => r.local > r.vinaLocal + 0.05).length;
  return (
    <>
      <Text>
        On the crystal pose of {rows.length} complexes, the score agrees with{' '}
        <InlineCode>vina --score_only</InlineCode> within {worst(score)} kcal/mol (Vina prints three
        decimals). After the local optimisation from that pose (one pass of Vina's step budget with
        its line search, as <InlineCode>vina --local_only</InlineCode> runs while the ligand stays
        in the box), it agrees within 0.05 kcal/mol on {within} of {rows.length} complexes, and
        within {worst(local)} kcal/mol on all. Where a shortened quasi-Newton run stops depends on
        the last digits of each step: of the others, this site's run ends at a lower score than
        Vina's on {lower} and at a higher one on {higher}. Measured with AutoDock Vina 1.2.3 of
        Debian, at a load average of {scoreBench.loadAverage}.
      </Text>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm">
          <Table.Caption captionSide="top" textAlign="start" px="3" py="2" fontWeight="semibold">
            The Vina score (kcal/mol), this site and AutoDock Vina 1.2.3
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Complex</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Crystal pose, Vina</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Crystal pose, here</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Optimised, Vina</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Optimised, here</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.complex}>
                <Table.Cell>{row.complex}</Table.Cell>
                <Table.Cell textAlign="end">{signed(row.vinaScore)}</Table.Cell>
                <Table.Cell textAlign="end">{signed(row.score)}</Table.Cell>
                <Table.Cell textAlign="end">{signed(row.vinaLocal)}</Table.Cell>
                <Table.Cell textAlign="end">{signed(row.local)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </>
  );
}

/**
 * What this site runs for a docking tool: the published search written anew in TypeScript,
 * scored with the Vina function, and checked against Debian's AutoDock Vina.
 */
export function ServedSearchSection({ name, search }: { name: string; search: 'gwo' | 'pso' }) {
  return (
    <ProseSection id="served" title="What this site runs">
      <Text>
        A job here runs {name}’s search as its paper describes it, written anew in TypeScript for
        this site (it shares no code with the original program): the same Vina scoring function
        (Trott and Olson 2010, as Eberhardt et al. 2021 describe it), grid maps with trilinear
        interpolation, and the quasi-Newton local optimisation over the ligand’s position,
        orientation and torsions. Each independent run (the exhaustiveness) goes on a thread of its
        own; the seed is written in the run’s parameters. Receptors and ligands are prepared with
        Open Babel: polar hydrogens and charges for the receptor, a 3-D structure and protonation at
        pH 7.4 for ligands given as SMILES, SDF or MOL2.
      </Text>
      <ScoreAgreement />
      <RedockAgreement name={name} search={search} />
    </ProseSection>
  );
}
