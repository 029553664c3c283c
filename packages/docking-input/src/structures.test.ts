import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatOfName, isProblem, ligandRecords, readAtoms } from './structures.ts';

const data = new URL('../../../../shared/data/docking/', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, data), 'utf8');

describe('ligandRecords', () => {
  it('gives each molecule of a file with the line it starts on', () => {
    expect(ligandRecords('# comment\nCCO ethanol\n\nc1ccccc1\n', 'smi')).toEqual([
      { text: 'CCO ethanol', line: 2 },
      { text: 'c1ccccc1', line: 4 },
    ]);
    const sdf = read('1iep/ligand-xray.sdf');
    const lines = sdf.trimEnd().split('\n').length;
    expect(ligandRecords(`${sdf}${sdf}`, 'sdf').map((r) => r.line)).toEqual([1, lines + 1]);
    const pdbqt = read('1lrh/ligand-xray.pdbqt');
    expect(ligandRecords(pdbqt, 'pdbqt')).toHaveLength(1);
    expect(
      ligandRecords(`MODEL 1\n${pdbqt}ENDMDL\nMODEL 2\n${pdbqt}ENDMDL\n`, 'pdbqt'),
    ).toHaveLength(2);
  });
});

describe('readAtoms', () => {
  it('reads the atoms and elements of PDB, PDBQT and SDF files alike', () => {
    const pdb = readAtoms(read('1iep/receptor.pdb'), 'r.pdb', 'pdb');
    const pdbqt = readAtoms(read('1iep/ligand-xray.pdbqt'), 'l.pdbqt', 'pdbqt');
    const sdf = readAtoms(read('1iep/ligand-xray.sdf'), 'l.sdf', 'sdf');
    if (isProblem(pdb) || isProblem(pdbqt) || isProblem(sdf)) throw new Error('unread');
    expect(pdb).toHaveLength(4412);
    expect(new Set(pdb.map((a) => a.element))).toEqual(new Set(['C', 'N', 'O', 'S', 'H']));
    // The same crystal ligand: the same heavy atoms (PDBQT has polar hydrogens only, SDF all).
    const heavy = (atoms: typeof sdf) => atoms.filter((a) => a.element !== 'H').length;
    expect(heavy(pdbqt)).toBe(heavy(sdf));
  });

  it('says a file without atom records is not what its name says', () => {
    expect(readAtoms('HEADER nothing\n', 'empty.pdb', 'pdb')).toEqual({
      message: 'empty.pdb: no ATOM or HETATM records; is it a PDB file?',
    });
  });

  it('knows the formats by extension', () => {
    expect(
      ['a.PDB', 'b.pdbqt', 'c.sdf', 'd.mol', 'e.mol2', 'f.smi', 'g.xyz', 'h'].map(formatOfName),
    ).toEqual(['pdb', 'pdbqt', 'sdf', 'sdf', 'mol2', 'smi', null, null]);
  });
});
