import { parseCsv } from '@peptox/tool-schema';
import { describe, expect, it } from 'vitest';
import { evidence, fasta, run } from './cli.test-support.ts';

/**
 * A compound regression's columns: the value and dose with their intervals, then the evidence
 * (the nearest measured record, in both units, and the molecule's own measurement when it is one).
 */
const compoundHeader = (method: string, target: string, dose: string) =>
  [
    'id,smiles',
    `${target},${target}_low,${target}_high,${dose},${dose}_low,${dose}_high,ghs_category`,
    ...['nearest_id', 'nearest_similarity', 'nearest_measured'].map((c) => `${method}_${c}`),
    `${dose}_nearest_measured,${target}_measured,${dose}_measured,ghs_category_measured`,
    `${method}_in_domain`,
    'note',
  ].join(',');

describe('pnpm predict bestox | ecotoxicology FILE.smi', () => {
  it('prints each value with its 90 % interval and nearest measured molecule, a row for every molecule, and why one was not predicted', () => {
    const file = fasta(
      'mixed.smi',
      'SMILES Name\nCC(=O)Oc1ccccc1C(=O)O aspirin\nC1CC broken\nc1ccccc1\n>phenol\nOc1ccccc1\n',
    );
    const { code, stdout, stderr } = run('bestox', file);
    expect(code).toBe(0);
    // The model file that made the values: its content hash and training date.
    expect(stderr).toMatch(/^Models: bestox [0-9a-f]{12} \(trained \d{4}-\d{2}-\d{2}\)\n$/);
    const lines = stdout.trimEnd().split('\r\n');
    const header = compoundHeader('ld50', 'neg_log_ld50_mol_kg', 'ld50_mg_kg');
    expect(lines[0]).toBe(header);
    const keys = header.split(',');
    const rows = parseCsv(lines.slice(1).join('\n')).map((cells) =>
      Object.fromEntries(keys.map((k, i) => [k, cells[i] ?? ''])),
    );
    expect(rows.map((r) => r.id)).toEqual(['aspirin', 'broken', 'mol_3', 'phenol']);
    const [aspirin, broken] = rows as [Record<string, string>, Record<string, string>];
    expect(aspirin.smiles).toBe('CC(=O)Oc1ccccc1C(=O)O');
    const value = Number(aspirin.neg_log_ld50_mol_kg);
    expect(Number(aspirin.neg_log_ld50_mol_kg_low)).toBeLessThan(value);
    expect(Number(aspirin.neg_log_ld50_mol_kg_high)).toBeGreaterThan(value);
    const dose = Number(aspirin.ld50_mg_kg);
    expect(Number(aspirin.ld50_mg_kg_low)).toBeLessThan(dose);
    expect(Number(aspirin.ld50_mg_kg_high)).toBeGreaterThan(dose);
    expect(aspirin.ghs_category).toMatch(/^(Category [1-5]|Not classified)$/);
    // Aspirin is in the training data: its own record, measured, is the nearest.
    expect(aspirin.ld50_nearest_id).toMatch(/^rat_oral_ld50 #\d+$/);
    expect(aspirin.ld50_nearest_similarity).toBe('1');
    expect(Number(aspirin.ld50_nearest_measured)).toBeGreaterThan(0);
    expect(aspirin.ld50_in_domain).toBe('Inside');
    expect(aspirin.note).toMatch(/in its training data \(rat_oral_ld50 #\d+\), measured/);
    // Its measured value leads, in both units, with the GHS category of the measured dose.
    expect(aspirin.neg_log_ld50_mol_kg_measured).toBe(aspirin.ld50_nearest_measured);
    expect(Number(aspirin.ld50_mg_kg_measured)).toBeGreaterThan(0);
    expect(aspirin.ghs_category_measured).toMatch(/^(Category [1-5]|Not classified)$/);
    expect(Object.values(broken).slice(1, -1)).toEqual(['C1CC', ...Array(15).fill('')]);
    expect(broken.note).toMatch(/^The SMILES could not be read: ring bond 1/);
  });

  it('gives fish LC50 columns for ecotoxicology and names structural problems on stderr', () => {
    const file = fasta('dup.smi', 'Oc1ccccc1 a\nCCO a\nCc1ccccc1 b\n');
    const { code, stdout, stderr } = run('ecotoxicology', file);
    expect(code).toBe(0);
    expect(stderr).toContain("Molecule name 'a' on line 2 is already used on line 1");
    const lines = stdout.trimEnd().split('\r\n');
    expect(lines[0]).toBe(compoundHeader('fish_lc50', 'neg_log_lc50_mol_l', 'lc50_mg_l'));
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['a', 'b']);
    expect(lines[2]?.split(',')[8]).toMatch(/^(Acute [1-3]|Not classified)$/);
  });
});

const TOX21 = [
  'nr_ar',
  'nr_ar_lbd',
  'nr_ahr',
  'nr_aromatase',
  'nr_er',
  'nr_er_lbd',
  'nr_ppar_gamma',
  'sr_are',
  'sr_atad5',
  'sr_hse',
  'sr_mmp',
  'sr_p53',
];

describe('pnpm predict ssl-gcn FILE.smi', () => {
  it("prints id, smiles, a probability and a class per assay in the file order, each assay's evidence, then note", () => {
    const file = fasta(
      'tox.smi',
      'SMILES name\nCC(C)(c1ccc(O)cc1)c1ccc(O)cc1 bisphenol_A\nC1CC broken\nCCO\n',
    );
    const { code, stdout, stderr } = run('ssl-gcn', file);
    expect(code).toBe(0);
    // One network serves the 12 assays: named once.
    expect(stderr).toMatch(/^Models: ssl-gcn [0-9a-f]{12} \(trained \d{4}-\d{2}-\d{2}\)\n$/);
    const lines = stdout.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      [
        'id',
        'smiles',
        ...TOX21.flatMap((a) => [`${a}_probability`, `${a}_class`]),
        ...TOX21.flatMap((a) => evidence(a, `${a}_class_measured`)),
        'note',
      ].join(','),
    );
    expect(lines.map((l) => l.split(',')[0])).toEqual(['id', 'bisphenol_A', 'broken', 'mol_3']);
    const bpa = (lines[1] as string).split(',');
    expect(bpa[1]).toBe('CC(C)(c1ccc(O)cc1)c1ccc(O)cc1');
    for (let a = 0; a < TOX21.length; a++) {
      expect(Number(bpa[2 + 2 * a])).toBeGreaterThanOrEqual(0);
      expect(Number(bpa[2 + 2 * a])).toBeLessThanOrEqual(1);
      expect(['Active', 'Inactive']).toContain(bpa[3 + 2 * a]);
    }
    // A SMILES that does not parse keeps its row: empty cells and the reason.
    const broken = (lines[2] as string).split(',');
    expect(broken.slice(2, 26)).toEqual(
      TOX21.flatMap(() => ['', 'Not predicted']), // each assay's probability and class
    );
    expect(broken.slice(26, 86).every((cell) => cell === '')).toBe(true);
    expect(lines[2]).toContain('The SMILES could not be read: ring bond 1');
  });

  it('runs only the assays named by --methods', () => {
    const file = fasta('one.smi', 'c1ccc2c(c1)cc1ccc3cccc4ccc2c1c34 benzo_a_pyrene\n');
    const { code, stdout } = run('ssl-gcn', file, '--methods', 'nr_ahr');
    expect(code).toBe(0);
    const cells = (stdout.split('\r\n')[1] as string).split(',');
    expect(cells[2]).toBe(''); // nr_ar
    expect(Number(cells[6])).toBeGreaterThan(0); // nr_ahr
  });
});
