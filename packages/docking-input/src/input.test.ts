import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  checkDockingParts,
  type DockingParts,
  defaultDockingLimits,
  oversizedParts,
  readTriple,
} from './input.ts';

const data = new URL('../../../../shared/data/docking/', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, data), 'utf8');
const receptorPdb = { name: '1iep.pdb', text: read('1iep/receptor.pdb') };
const referenceSdf = { name: 'imatinib.sdf', text: read('1iep/ligand-xray.sdf') };
const box1iep = JSON.parse(read('1iep/box.json')) as { center: number[]; size: number[] };

const parts = (extra: Partial<DockingParts> = {}): DockingParts => ({
  receptor: receptorPdb,
  ligands: [],
  smiles: 'CCO ethanol\nc1ccccc1O phenol\n',
  center: box1iep.center,
  size: box1iep.size,
  ...extra,
});
const check = (p: DockingParts) => checkDockingParts(p, defaultDockingLimits, () => 42);

describe('checkDockingParts', () => {
  it("returns the job's input: the typed SMILES as a ligand file, the box given, the seed drawn", () => {
    const result = check(parts());
    expect('input' in result && result.input).toMatchObject({
      ligands: [{ name: 'typed SMILES', format: 'smi' }],
      box: { center: box1iep.center, size: box1iep.size },
      boxFromReference: false,
      exhaustiveness: 8,
      seed: 42,
      reference: null,
    });
  });

  it("puts the box around the reference ligand's heavy atoms, 8 Å a side", () => {
    const result = check(parts({ center: undefined, size: undefined, reference: referenceSdf }));
    if (!('input' in result)) throw new Error(JSON.stringify(result.problems));
    const { box } = result.input;
    expect(result.input.boxFromReference).toBe(true);
    // Imatinib is about 18 Å long: the box is its extent plus 16 Å, inside the given 30 Å box's
    // neighbourhood.
    for (const i of [0, 1, 2]) {
      expect(Math.abs((box.center[i] as number) - (box1iep.center[i] as number))).toBeLessThan(6);
      expect(box.size[i]).toBeGreaterThan(16);
    }
  });

  it('names the file and line of an atom record without coordinates', () => {
    const lines = receptorPdb.text.split('\n');
    const at = lines.findIndex((l) => l.startsWith('ATOM')) + 5;
    lines[at] = (lines[at] as string).slice(0, 40);
    const result = check(parts({ receptor: { name: 'broken.pdb', text: lines.join('\n') } }));
    expect('problems' in result && result.problems.receptor).toEqual([
      `broken.pdb line ${at + 1}: the atom record has no coordinates in columns 31-54.`,
    ]);
  });

  it('refuses a box that reaches no receptor atom, saying how far it is', () => {
    const result = check(parts({ center: [200, 200, 200], size: [20, 20, 20] }));
    expect('problems' in result && result.problems.center?.[0]).toMatch(
      /^The box \(centre 200, 200, 200; size 20, 20, 20 Å\) reaches no atom of 1iep\.pdb: the nearest is \d+\.\d Å away\./,
    );
  });

  it('counts molecules over files and typed SMILES, and refuses more than ten', () => {
    const smiles = Array.from({ length: 8 }, (_, i) => `${'C'.repeat(i + 1)}O alcohol${i}`).join(
      '\n',
    );
    const sdf = { name: 'two.sdf', text: `${referenceSdf.text}${referenceSdf.text}` };
    const result = check(parts({ smiles, ligands: [sdf, { name: 'x.xyz', text: 'C 0 0 0' }] }));
    // Eight typed and two in the SDF: ten, the most a job takes; the .xyz file is not a format.
    expect('problems' in result && result.problems.ligands).toEqual([
      'x.xyz: give ligands as SMILES (.smi), SDF (.sdf, .mol), MOL2 (.mol2) or PDBQT (.pdbqt) files.',
    ]);
    const eleven = check(parts({ smiles, ligands: [sdf, { name: 'one.smi', text: 'CC\n' }] }));
    expect('problems' in eleven && eleven.problems.ligands).toEqual([
      'The ligands hold 11 molecules; at most 10 can be docked in one job.',
    ]);
  });

  it('asks for a box or a reference, and for whole numbers in range', () => {
    const result = check(
      parts({ center: undefined, size: undefined, exhaustiveness: '0', seed: 'x', smiles: '' }),
    );
    expect('problems' in result && result.problems).toEqual({
      ligands: ['Give at least one ligand: SMILES typed, or an SDF, MOL2, PDBQT or SMILES file.'],
      center: ["Give the box's centre and size, or a reference ligand to put the box around."],
      exhaustiveness: ["The exhaustiveness is a whole number from 1 to 32; it is '0'."],
      seed: ["The seed is a whole number from 1 to 2147483647; it is 'x'."],
    });
  });

  it('refuses a receptor over the atom limit', () => {
    const result = checkDockingParts(
      parts(),
      { ...defaultDockingLimits, maxReceptorAtoms: 1000 },
      () => 1,
    );
    expect('problems' in result && result.problems.receptor?.[0]).toBe(
      '1iep.pdb has 4,412 atoms; at most 1,000 can be docked into. Keep the chains around the pocket.',
    );
  });
});

describe('oversizedParts', () => {
  it('names the file over its limit', () => {
    const limits = { ...defaultDockingLimits, maxReceptorBytes: (1024 * 1024) / 10 };
    expect(oversizedParts(parts(), limits)).toEqual({
      receptor: ['1iep.pdb is 0.3 MB; at most 0.1 MB can be sent.'],
    });
  });
});

describe('readTriple', () => {
  it('reads three numbers from a list or from text with commas or spaces', () => {
    expect(readTriple([1, 2.5, -3])).toEqual([1, 2.5, -3]);
    expect(readTriple('1, 2.5 -3')).toEqual([1, 2.5, -3]);
    expect(readTriple('1, 2')).toBeNull();
    expect(readTriple(['1', 2, 3])).toBeNull();
  });
});
