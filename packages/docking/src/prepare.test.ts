import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { InputError } from './errors.ts';
import { buildLigand } from './ligand.ts';
import { readLigandPdbqt, readReceptorPdbqt, writePoses } from './pdbqt.ts';
import {
  type PreparedLigand,
  posesToSdf,
  prepareEachLigand,
  prepareLigands,
  prepareReceptor,
  runObabel,
  type UnpreparedLigand,
} from './prepare.ts';
import { dataFolder, ensureProgram } from './programs.test-support.ts';

const folder = `${dataFolder()}/1iep`;

describe('preparation with Open Babel', () => {
  beforeAll(() => ensureProgram('/usr/bin/obabel', 'openbabel'));

  it("turns 1iep's receptor PDB into a rigid PDBQT with AutoDock types", async () => {
    const pdb = readFileSync(`${folder}/receptor.pdb`, 'utf8');
    const pdbqt = await prepareReceptor(pdb, 'receptor.pdb');
    const atoms = readReceptorPdbqt(pdbqt);
    expect(atoms.length).toBeGreaterThan(2000);
    expect(atoms.some((a) => a.adType === 'OA')).toBe(true);
    expect(atoms.some((a) => a.adType === 'HD')).toBe(true);
    expect(pdbqt).not.toMatch(/^(ROOT|BRANCH)/m);
  });

  it("turns 1iep's ligand SDF into PDBQT with its torsion tree, keeping the crystal coordinates", async () => {
    const [ligand] = await prepareLigands(
      readFileSync(`${folder}/ligand-xray.sdf`, 'utf8'),
      'ligand-xray.sdf',
    );
    expect(ligand?.name).toBe('STI');
    const model = buildLigand(readLigandPdbqt((ligand as PreparedLigand).pdbqt));
    const crystal = buildLigand(
      readLigandPdbqt(readFileSync(`${folder}/ligand-xray.pdbqt`, 'utf8')),
    );
    expect(model.heavy.length).toBe(crystal.heavy.length);
    expect(model.torsionCount).toBeGreaterThanOrEqual(6);
    const centre = (m: typeof model) =>
      [0, 1, 2].map(
        (c) => Array.from(m.heavy).reduce((s, a) => s + m.reference[a * 3 + c], 0) / m.heavy.length,
      );
    const [a, b] = [centre(model), centre(crystal)];
    expect(Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2])).toBeLessThan(0.1);
  });

  it('builds 3-D coordinates from SMILES, charged at pH 7.4', async () => {
    const [aspirin] = await prepareLigands('CC(=O)Oc1ccccc1C(=O)O aspirin\n', 'ligands.smi');
    expect(aspirin?.name).toBe('aspirin');
    const model = buildLigand(readLigandPdbqt((aspirin as PreparedLigand).pdbqt));
    expect(model.heavy.length).toBe(13);
    const zs = Array.from(model.heavy, (a) => model.reference[a * 3 + 2]);
    expect(Math.max(...zs) - Math.min(...zs)).toBeGreaterThan(0.5);
    // The carboxylic acid, ionised at pH 7.4, keeps no polar hydrogen (aspirin has no other).
    expect(aspirin?.pdbqt.match(/ HD\s*$/gm) ?? []).toHaveLength(0);
  });

  it('writes poses as SDF, one record a pose', async () => {
    const pose = readFileSync(`${folder}/ligand-xray.pdbqt`, 'utf8');
    const sdf = await posesToSdf(writePoses([{ pdbqt: pose }, { pdbqt: pose }]));
    expect(sdf.match(/\$\$\$\$/g)).toHaveLength(2);
    expect(sdf).toMatch(/V2000/);
  });

  it('answers when Open Babel exits without reading its input (the pipe breaks; the thread lives on)', async () => {
    // `-V` prints the version and reads nothing: 4 MB cannot fit in the pipe, so writing it fails.
    const { stdout } = await runObabel(['-V'], 'C'.repeat(1 << 22));
    expect(stdout).toMatch(/Open Babel 3/);
  });

  it('names the file and line of a SMILES Open Babel cannot read', async () => {
    const attempt = prepareLigands('CCO ethanol\n\nC1CC(N ring\n', 'ligands.smi');
    await expect(attempt).rejects.toThrow(InputError);
    await expect(attempt).rejects.toThrow(
      /^ligands\.smi line 3: Open Babel could not read this molecule/,
    );
  });

  it('prepares each molecule on its own: one Open Babel cannot read leaves the others', async () => {
    const each = await prepareEachLigand('CCO ethanol\nC1CC(N ring\nCCN ethylamine\n', 'l.smi');
    expect(each.map((p) => p.name)).toEqual(['ethanol', 'ring', 'ethylamine']);
    expect('pdbqt' in (each[0] as object) && 'pdbqt' in (each[2] as object)).toBe(true);
    const failed = each[1] as UnpreparedLigand;
    expect(failed.line).toBe(2);
    expect(failed.error.message).toMatch(/^l\.smi line 2: Open Babel could not read this molecule/);
  });

  it('names the file and line of an unreadable PDB atom record', async () => {
    const pdb =
      'HEADER    TEST\nATOM      1  N   ALA A   1      11.000  abcdef  1.000  1.00  0.00           N\n';
    await expect(prepareReceptor(pdb, 'mine.pdb')).rejects.toThrow(
      'mine.pdb line 2: the atom record has no coordinates in columns 31-54.',
    );
  });
});
