import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'peptox-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
    cwd: packageDir,
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function fasta(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const HEADER =
  'id,sequence,ampep_probability,ampep_class,rfampep30_probability,rfampep30_class,ec_mic_um,sa_mic_um,sa_ec_ratio,ampep_gb_probability,ampep_gb_class,note';
const LONG = 'LLGDFFRKSKEKIGKEFKRIVQRIKDFLRNLVPRTESLLGDFFRKS'; // 46 residues

describe('pnpm predict ampep FILE.fasta', () => {
  it('prints CSV for every valid record, in order, and the problems on stderr', () => {
    const file = fasta(
      'mixed.fasta',
      `>magainin2 a frog peptide\r\nGIGKFLHSAKKF\r\nGKAFVGEIMNS\r\n>bad\nACD1X\n>odd\nACDBX\n>long\n${LONG}\n>magainin2\nKLK\n>buforin\ntrssraglqfpvgrvhrllrk*\n`,
    );
    const { code, stdout, stderr } = run('ampep', file);
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\r\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines.map((l) => l.split(',')[0])).toEqual([
      'id',
      'magainin2',
      'odd',
      'long',
      'buforin',
    ]);

    const magainin = (lines[1] as string).split(',');
    expect(magainin[1]).toBe('GIGKFLHSAKKFGKAFVGEIMNS');
    expect(Number(magainin[2])).toBeGreaterThan(0.5);
    expect(magainin[3]).toBe('1');
    expect(magainin[4]).toMatch(/^[01](\.\d{1,4})?$/);
    expect(Number(magainin[6])).toBeGreaterThan(0);
    expect(magainin[6]).toMatch(/^\d+(\.\d+)?$/);
    expect((magainin[6] as string).replace(/^0\.0*|\./g, '').length).toBeLessThanOrEqual(3);

    // Non-standard codes (B, X) are kept, not predicted, and the note says why.
    const odd = (lines[2] as string).split(',');
    expect(odd.slice(2, 11)).toEqual(['', '', '', '', '', '', '', '', '']);
    expect(lines[2]).toContain('B (D or N), X (any amino acid)');

    const long = (lines[3] as string).split(',');
    expect(long[4]).toBe(''); // no RF-AmPEP30 probability
    expect(long[5]).toBe(''); // nor class
    expect(long[9]).toMatch(/^[01](\.\d{1,4})?$/); // the length-robust method scores it
    expect(long.slice(11).join(',')).toContain(
      'RF-AmPEP30 takes 5–30 residues; it did not predict this peptide.',
    );

    expect(lines[4]).toMatch(/^buforin,TRSSRAGLQFPVGRVHRLLRK,/);
    expect(stderr).toContain("'bad'");
    expect(stderr).toContain("'magainin2'");
  });

  it('runs only the methods named by --methods', () => {
    const file = fasta('one.fasta', '>p1\nGIGKFLHSAKKFGKAFVGEIMNS\n');
    const { code, stdout } = run('ampep', file, '--methods', 'ampep');
    expect(code).toBe(0);
    const cells = (stdout.split('\r\n')[1] as string).split(',');
    expect(cells[2]).not.toBe('');
    expect(cells.slice(4, 11)).toEqual(['', '', '', '', '', '', '']);
  });

  it('ACPep: id, sequence, probability and class of both methods, and note', () => {
    const file = fasta('acp.fasta', '>kla\nKLAKLAKKLAKLAK\n>odd\nKLAXK\n');
    const { code, stdout } = run('acpep', file);
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'id,sequence,acpep_probability,acpep_class,acpep_vs_amp_probability,acpep_vs_amp_class,note',
    );
    expect(lines[1]).toMatch(/^kla,KLAKLAKKLAKLAK,[01](\.\d{1,4})?,[01],[01](\.\d{1,4})?,[01],$/);
    expect(lines[2]).toMatch(/^odd,KLAXK,,,,,Not predicted: .*X \(any amino acid\)/);
  });

  it('HemoPep: HC50 in µM, the hemolytic probability and class read off it', () => {
    const file = fasta('hemo.fasta', '>melittin\nGIGAVLKVLTTGLPALISWIKRKRQQ\n');
    const { code, stdout } = run('hemopep', file, '--methods', 'hc50');
    expect(code).toBe(0);
    const [header, row] = stdout.trimEnd().split('\r\n');
    expect(header).toBe('id,sequence,hc50_um,hemolytic_probability,hemolytic_class,note');
    const cells = (row as string).split(',');
    expect(cells.slice(0, 2)).toEqual(['melittin', 'GIGAVLKVLTTGLPALISWIKRKRQQ']);
    expect(Number(cells[2])).toBeGreaterThan(0);
    expect(Number(cells[3])).toBeGreaterThanOrEqual(0);
    expect(Number(cells[3])).toBeLessThanOrEqual(1);
    expect(cells[4]).toBe(Number(cells[2]) <= 100 ? '1' : '0');
  });

  it('exits 1 when the file cannot be read or holds no valid record', () => {
    const missing = run('ampep', join(dir, 'nope.fasta'));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Cannot read');
    expect(missing.stdout).toBe('');

    const invalid = run('ampep', fasta('bad.fasta', '>x\nAC1D\n'));
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toContain("'x'");
    expect(invalid.stdout).toBe('');
  });

  it('prints usage without arguments, and rejects unknown tools and methods', () => {
    const usage = run();
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: pnpm predict <tool> FILE');
    expect(usage.stderr).toContain('.smi file');
    expect(run('nosuchtool', 'x.fasta').stderr).toContain("Unknown tool 'nosuchtool'");
    const file = fasta('m.fasta', '>p\nKLKLKLK\n');
    const badMethod = run('ampep', file, '--methods', 'ampep,foo');
    expect(badMethod.code).toBe(2);
    expect(badMethod.stderr).toContain("'foo'");
  });
});

describe('pnpm predict bestox | ecotoxicology FILE.smi', () => {
  it('prints the columns of issue 9, a row for every molecule, and why one was not predicted', () => {
    const file = fasta(
      'mixed.smi',
      'SMILES Name\nCC(=O)Oc1ccccc1C(=O)O aspirin\nC1CC broken\nc1ccccc1\n>phenol\nOc1ccccc1\n',
    );
    const { code, stdout, stderr } = run('bestox', file);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    const lines = stdout.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'id,smiles,neg_log_ld50_mol_kg,ld50_mg_kg,ghs_category,max_similarity,in_domain,note',
    );
    const rows = lines.slice(1).map((l) => l.split(','));
    expect(rows.map((r) => r[0])).toEqual(['aspirin', 'broken', 'mol_3', 'phenol']);
    const [aspirin, broken] = rows as [string[], string[]];
    expect(aspirin[1]).toBe('CC(=O)Oc1ccccc1C(=O)O');
    expect(Number(aspirin[2])).toBeGreaterThan(0);
    expect(Number(aspirin[3])).toBeGreaterThan(0);
    expect(aspirin[4]).toMatch(/^(Category [1-5]|Not classified)$/);
    expect(Number(aspirin[5])).toBeGreaterThan(0);
    expect(['0', '1']).toContain(aspirin[6]);
    expect(broken.slice(1, 7)).toEqual(['C1CC', '', '', '', '', '']);
    expect(broken.slice(7).join(',')).toMatch(/^The SMILES could not be read: ring bond 1/);
  });

  it('gives fish LC50 columns for ecotoxicology and names structural problems on stderr', () => {
    const file = fasta('dup.smi', 'Oc1ccccc1 a\nCCO a\nCc1ccccc1 b\n');
    const { code, stdout, stderr } = run('ecotoxicology', file);
    expect(code).toBe(0);
    expect(stderr).toContain("Molecule name 'a' on line 2 is already used on line 1");
    const lines = stdout.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'id,smiles,neg_log_lc50_mol_l,lc50_mg_l,ghs_category,max_similarity,in_domain,note',
    );
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['a', 'b']);
    expect(lines[2]?.split(',')[4]).toMatch(/^(Acute [1-3]|Not classified)$/);
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
  it('prints id, smiles, a probability and a class per assay in the file order, then note', () => {
    const file = fasta(
      'tox.smi',
      'SMILES name\nCC(C)(c1ccc(O)cc1)c1ccc(O)cc1 bisphenol_A\nC1CC broken\nCCO\n',
    );
    const { code, stdout } = run('ssl-gcn', file);
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      ['id', 'smiles', ...TOX21.flatMap((a) => [`${a}_probability`, `${a}_class`]), 'note'].join(
        ',',
      ),
    );
    expect(lines.map((l) => l.split(',')[0])).toEqual(['id', 'bisphenol_A', 'broken', 'mol_3']);
    const bpa = (lines[1] as string).split(',');
    expect(bpa[1]).toBe('CC(C)(c1ccc(O)cc1)c1ccc(O)cc1');
    for (let a = 0; a < TOX21.length; a++) {
      expect(Number(bpa[2 + 2 * a])).toBeGreaterThanOrEqual(0);
      expect(Number(bpa[2 + 2 * a])).toBeLessThanOrEqual(1);
      expect(['0', '1']).toContain(bpa[3 + 2 * a]);
    }
    // A SMILES that does not parse keeps its row: empty cells and the reason.
    const broken = (lines[2] as string).split(',');
    expect(broken.slice(2, 26).every((cell) => cell === '')).toBe(true);
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
