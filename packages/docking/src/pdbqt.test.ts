import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { InputError } from './errors.ts';
import {
  readLigandPdbqt,
  readReceptorPdbqt,
  type TorsionBranch,
  writeLigandPdbqt,
} from './pdbqt.ts';
import { dataFolder } from './programs.test-support.ts';

const ligandText = readFileSync(`${dataFolder()}/1hwi/ligand-xray.pdbqt`, 'utf8');

describe('PDBQT', () => {
  it('reads the torsion tree: root, nested branches and their bond atoms', () => {
    const ligand = readLigandPdbqt(ligandText, 'ligand-xray.pdbqt');
    expect(ligand.atoms).toHaveLength(
      ligandText.split('\n').filter((l) => l.startsWith('ATOM')).length,
    );
    expect(ligand.root).toHaveLength(9);
    const [first] = ligand.branches as [TorsionBranch];
    expect(ligand.atoms[first.parent].serial).toBe(2);
    expect(ligand.atoms[first.child].serial).toBe(10);
    const count = (b: typeof ligand.branches): number =>
      b.reduce((n, x) => n + 1 + count(x.branches), 0);
    expect(count(ligand.branches)).toBe(
      ligandText.split('\n').filter((l) => l.startsWith('BRANCH')).length,
    );
    expect(count(ligand.branches)).toBeGreaterThan(5);
    expect(ligand.torsdof).toBe(10);
  });

  it('writes a ligand back with new coordinates and reads it to the same tree', () => {
    const ligand = readLigandPdbqt(ligandText, 'ligand-xray.pdbqt');
    const moved = ligand.atoms.flatMap((a) => [a.x + 1.5, a.y - 2.25, a.z + 0.125]);
    const again = readLigandPdbqt(writeLigandPdbqt(ligand, moved), 'written.pdbqt');
    expect(again.atoms.map((a) => [a.x, a.y, a.z])).toEqual(
      ligand.atoms.map((a) => [
        Number((a.x + 1.5).toFixed(3)),
        Number((a.y - 2.25).toFixed(3)),
        Number((a.z + 0.125).toFixed(3)),
      ]),
    );
    expect(again.atoms.map((a) => a.adType)).toEqual(ligand.atoms.map((a) => a.adType));
    expect(again.root).toEqual(ligand.root);
    expect(JSON.stringify(again.branches)).toBe(JSON.stringify(ligand.branches));
    expect(again.torsdof).toBe(ligand.torsdof);
  });

  it('names the file and line of an atom whose coordinates are not numbers', () => {
    const lines = ligandText.split('\n');
    const bad = lines.findIndex((l) => l.startsWith('ATOM')) + 2;
    lines[bad - 1] = `${lines[bad - 1].slice(0, 30)}   abc  ${lines[bad - 1].slice(38)}`;
    expect(() => readLigandPdbqt(lines.join('\n'), 'mine.pdbqt')).toThrow(
      `mine.pdbqt line ${bad}: the coordinates (columns 31-54) are not numbers.`,
    );
    expect(() => readLigandPdbqt(lines.join('\n'), 'mine.pdbqt')).toThrow(InputError);
  });

  it('refuses a receptor with a torsion tree, naming the line', () => {
    expect(() => readReceptorPdbqt(ligandText, 'receptor.pdbqt')).toThrow(
      /^receptor\.pdbqt line \d+: a receptor must be rigid/,
    );
  });
});
