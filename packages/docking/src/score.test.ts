import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Box } from './grid.ts';
import { buildLigand } from './ligand.ts';
import { readLigandPdbqt, readReceptorPdbqt } from './pdbqt.ts';
import { Kinematics, referenceConf } from './pose.ts';
import { dataFolder, ensureProgram } from './programs.test-support.ts';
import { buildReceptor } from './receptor.ts';
import { scoreComplex } from './score-complex.ts';
import { pairEnergy } from './terms.ts';

const folder = dataFolder();

/**
 * What `vina --score_only` prints: the affinity and the ligand-receptor energy. The box is the
 * ligand's extent plus 4 Å (vina builds grids for it, which --score_only does not use).
 */
function vinaScore(name: string): { affinity: number; inter: number } {
  const ligand = readLigandPdbqt(readFileSync(`${folder}/${name}/ligand-xray.pdbqt`, 'utf8'));
  const axis = (k: 'x' | 'y' | 'z') => ligand.atoms.map((a) => a[k]);
  const extent = (['x', 'y', 'z'] as const).map((k) => [
    Math.min(...axis(k)),
    Math.max(...axis(k)),
  ]);
  const b = {
    center: extent.map(([lo, hi]) => ((lo as number) + (hi as number)) / 2),
    size: extent.map(([lo, hi]) => (hi as number) - (lo as number) + 8),
  };
  const out = execFileSync('/usr/bin/vina', [
    '--receptor',
    `${folder}/${name}/receptor.pdbqt`,
    '--ligand',
    `${folder}/${name}/ligand-xray.pdbqt`,
    '--score_only',
    ...['x', 'y', 'z'].flatMap((a, i) => [`--center_${a}`, String(b.center[i])]),
    ...['x', 'y', 'z'].flatMap((a, i) => [`--size_${a}`, String(b.size[i])]),
  ]).toString();
  return {
    affinity: Number(out.match(/Estimated Free Energy of Binding\s*:\s*(-?[\d.]+)/)?.[1]),
    inter: Number(out.match(/Ligand - Receptor\s*:\s*(-?[\d.]+)/)?.[1]),
  };
}

describe('the Vina score', () => {
  beforeAll(() => ensureProgram('/usr/bin/vina', 'autodock-vina'));

  // On 1kzk and 1opk the exact terms, without vina's table, miss its intermolecular energy by
  // more than 0.01 kcal/mol.
  it.each(['1kzk', '1opk', '1v0p'])(
    'agrees with vina --score_only on %s within 0.01 kcal/mol',
    (name) => {
      const mine = scoreComplex(
        readFileSync(`${folder}/${name}/receptor.pdbqt`, 'utf8'),
        readFileSync(`${folder}/${name}/ligand-xray.pdbqt`, 'utf8'),
      );
      const vina = vinaScore(name);
      expect(Math.abs(mine.affinity - vina.affinity)).toBeLessThanOrEqual(0.01);
      expect(Math.abs(mine.inter - vina.inter)).toBeLessThanOrEqual(0.01);
    },
  );

  // vina runs one pass when the ligand stays in its grid: five passes went 0.33 kcal/mol below
  // its minimum on 1n46.
  it('minimises the crystal pose of 1n46 in its box as vina --local_only does, within 0.05 kcal/mol', () => {
    const box = JSON.parse(readFileSync(`${folder}/1n46/box.json`, 'utf8')) as Box;
    const out = execFileSync('/usr/bin/vina', [
      '--receptor',
      `${folder}/1n46/receptor.pdbqt`,
      '--ligand',
      `${folder}/1n46/ligand-xray.pdbqt`,
      '--local_only',
      ...['x', 'y', 'z'].flatMap((a, i) => [`--center_${a}`, String(box.center[i])]),
      ...['x', 'y', 'z'].flatMap((a, i) => [`--size_${a}`, String(box.size[i])]),
    ]).toString();
    const vina = Number(out.match(/Estimated Free Energy of Binding\s*:\s*(-?[\d.]+)/)?.[1]);
    const crystal = scoreComplex(
      readFileSync(`${folder}/1n46/receptor.pdbqt`, 'utf8'),
      readFileSync(`${folder}/1n46/ligand-xray.pdbqt`, 'utf8'),
    );
    const mine = scoreComplex(
      readFileSync(`${folder}/1n46/receptor.pdbqt`, 'utf8'),
      readFileSync(`${folder}/1n46/ligand-xray.pdbqt`, 'utf8'),
      { minimiseIn: { center: box.center, size: box.size } },
    );
    // The minimum lies below the crystal pose's score.
    expect(vina).toBeLessThan(crystal.affinity - 0.1);
    expect(Math.abs(mine.affinity - vina)).toBeLessThanOrEqual(0.05);
  });

  it('counts rotatable bonds by heavy neighbours, not the file TORSDOF', () => {
    const text = readFileSync(`${folder}/1hwi/ligand-xray.pdbqt`, 'utf8');
    const ligand = buildLigand(readLigandPdbqt(text));
    expect(ligand.torsionCount).toBe(10);
    // Two of the ten branches turn a hydroxyl: half a bond each.
    expect(ligand.rotatableCount).toBe(9);
  });

  it('is the sum of the exact pair terms up to the table (within 0.02 kcal/mol)', () => {
    const rec = buildReceptor(
      readReceptorPdbqt(readFileSync(`${folder}/1p62/receptor.pdbqt`, 'utf8')),
    );
    const ligand = buildLigand(
      readLigandPdbqt(readFileSync(`${folder}/1p62/ligand-xray.pdbqt`, 'utf8')),
    );
    const coords = new Float64Array(ligand.heavy.length * 3);
    new Kinematics(ligand).heavyCoordinates(referenceConf(ligand), coords);
    let exact = 0;
    for (let h = 0; h < ligand.heavy.length; h++) {
      for (let j = 0; j < rec.count; j++) {
        const r = Math.hypot(
          coords[h * 3] - rec.coords[j * 3],
          coords[h * 3 + 1] - rec.coords[j * 3 + 1],
          coords[h * 3 + 2] - rec.coords[j * 3 + 2],
        );
        exact += pairEnergy(ligand.heavyTypes[h], rec.types[j], r);
      }
    }
    const mine = scoreComplex(
      readFileSync(`${folder}/1p62/receptor.pdbqt`, 'utf8'),
      readFileSync(`${folder}/1p62/ligand-xray.pdbqt`, 'utf8'),
    );
    expect(Math.abs(mine.inter - exact)).toBeLessThan(0.02);
    expect(mine.inter).toBeLessThan(-5);
  });
});
