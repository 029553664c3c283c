import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCsv } from '@peptox/tool-schema';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPredictor } from './index.ts';

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

/** Each method's evidence: the row's own measured value, the nearest measured record, the domain. */
const evidence = (method: string, measured: string) => [
  measured,
  ...['nearest_id', 'nearest_similarity', 'nearest_measured', 'in_domain'].map(
    (c) => `${method}_${c}`,
  ),
];
const EVIDENCE = [
  ...evidence('ampep', 'ampep_class_measured'),
  ...evidence('rfampep30', 'rfampep30_class_measured'),
  ...evidence('ec_mic', 'ec_mic_um_measured'),
  ...evidence('sa_mic', 'sa_mic_um_measured'),
  ...evidence('ampep_gb', 'ampep_gb_class_measured'),
];
const HEADER = [
  'id,sequence,ampep_probability,ampep_class,rfampep30_probability,rfampep30_class',
  'ec_mic_um,ec_mic_um_low,ec_mic_um_high,sa_mic_um,sa_mic_um_low,sa_mic_um_high,sa_ec_ratio',
  'ampep_gb_probability,ampep_gb_class',
  ...EVIDENCE,
  'note',
].join(',');
/** A row's cells by column name (record names hold commas: read as CSV). */
const byName = (line: string, header = HEADER) => {
  const cells = parseCsv(line)[0] ?? [];
  return Object.fromEntries(header.split(',').map((k, i) => [k, cells[i] ?? '']));
};
const LONG = 'LLGDFFRKSKEKIGKEFKRIVQRIKDFLRNLVPRTESLLGDFFRKS'; // 46 residues

describe('pnpm predict ampep FILE.fasta', () => {
  it('reads a sequence without a header, and a numbered one, and says how on stderr', () => {
    const bare = run('ampep', fasta('bare.txt', 'GIGKFLHSAKKFGKAFVGEIMNS\n'), '--methods', 'ampep');
    expect(bare.code).toBe(0);
    // Classes in the site's words, as the service's CSV writes them.
    expect(bare.stdout.split('\r\n')[1]).toMatch(/^sequence_1,GIGKFLHSAKKFGKAFVGEIMNS,[\d.]+,AMP,/);
    expect(bare.stderr).toContain(
      "no '>' header line: it was read as one sequence named 'sequence_1'",
    );
    const numbered = run(
      'ampep',
      fasta('numbered.fasta', '>m\n        1 gigkflhsak kfgkafvgei mns\n'),
      '--methods',
      'ampep',
    );
    expect(numbered.stdout.split('\r\n')[1]).toMatch(/^m,GIGKFLHSAKKFGKAFVGEIMNS,/);
    expect(numbered.stderr).toContain('its position numbers and spaces were removed');
  });

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

    const magainin = byName(lines[1] as string);
    expect(magainin.sequence).toBe('GIGKFLHSAKKFGKAFVGEIMNS');
    expect(Number(magainin.ampep_probability)).toBeGreaterThan(0.5);
    expect(magainin.ampep_class).toBe('AMP');
    expect(magainin.rfampep30_probability).toMatch(/^[01](\.\d{1,4})?$/);
    const mic = Number(magainin.ec_mic_um);
    expect(mic).toBeGreaterThan(0);
    expect(magainin.ec_mic_um).toMatch(/^\d+(\.\d+)?$/);
    expect((magainin.ec_mic_um as string).replace(/^0\.0*|\./g, '').length).toBeLessThanOrEqual(3);
    expect(Number(magainin.ec_mic_um_low)).toBeLessThan(mic);
    expect(Number(magainin.ec_mic_um_high)).toBeGreaterThan(mic);
    // Magainin 2 is an AmPEP training AMP: its nearest record is itself, labelled AMP.
    expect(magainin).toMatchObject({
      ampep_class_measured: 'AMP',
      ampep_nearest_id: expect.stringMatching(/^AmPEP training set, AMP #\d+$/),
      ampep_nearest_similarity: '1',
      ampep_nearest_measured: 'AMP',
      ampep_in_domain: 'Inside',
    });
    // Its measured E. coli MIC leads, and the ratio divides the MICs the row leads with.
    expect(Number(magainin.ec_mic_um_measured)).toBeGreaterThan(0);

    // Non-standard codes (B, X) are kept, not predicted, and the note says why.
    const odd = byName(lines[2] as string);
    // Its classes read 'Not predicted' (the service's CSV's word), every other cell is empty.
    for (const key of HEADER.split(',').slice(2, -1)) {
      expect(odd[key], key).toBe(/_class$/.test(key) ? 'Not predicted' : '');
    }
    expect(lines[2]).toContain('B (D or N), X (any amino acid)');

    const long = byName(lines[3] as string);
    expect(long.rfampep30_probability).toBe(''); // 46 residues: no RF-AmPEP30 probability
    expect(long.rfampep30_class).toBe('Not predicted'); // nor class: the service's word for it
    expect(long.rfampep30_in_domain).toBe('Outside');
    expect(long.ampep_gb_probability).toMatch(/^[01](\.\d{1,4})?$/); // the length-robust method scores it
    expect(long.note).toContain(
      'RF-AmPEP30 learned from peptides of 5–30 residues and gives no value outside that length.',
    );

    expect(lines[4]).toMatch(/^buforin,TRSSRAGLQFPVGRVHRLLRK,/);
    expect(stderr).toContain("'bad'");
    expect(stderr).toContain("'magainin2'");
    // Which models made the values, on stderr.
    expect(stderr).toMatch(
      /^Models: ampep [0-9a-f]{12} \(trained \d{4}-\d{2}-\d{2}\); rfampep30 /m,
    );
  });

  it('runs only the methods named by --methods', () => {
    const file = fasta('one.fasta', '>p1\nGIGKFLHSAKKFGKAFVGEIMNS\n');
    const { code, stdout } = run('ampep', file, '--methods', 'ampep');
    expect(code).toBe(0);
    const row = byName(stdout.split('\r\n')[1] as string);
    expect(row.ampep_probability).not.toBe('');
    expect(row.ampep_nearest_id).not.toBe('');
    for (const key of [
      'rfampep30_probability',
      'ec_mic_um',
      'sa_ec_ratio',
      'ampep_gb_class',
      'ec_mic_nearest_id',
    ]) {
      expect(row[key], key).toBe('');
    }
  });

  it("ACPep: both methods' probability and class, their evidence, and note", () => {
    const file = fasta(
      'acp.fasta',
      `>kla\nKLAKLAKKLAKLAK\n>odd\nKLAXK\n>long\n${'A'.repeat(5000)}\n`,
    );
    const { code, stdout } = run('acpep', file);
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\r\n');
    const header = [
      'id,sequence,acpep_probability,acpep_class,acpep_vs_amp_probability,acpep_vs_amp_class',
      ...evidence('acpep', 'acpep_class_measured'),
      ...evidence('acpep_vs_amp', 'acpep_vs_amp_class_measured'),
      'note',
    ].join(',');
    expect(lines[0]).toBe(header);
    const [kla, odd, long] = parseCsv(lines.slice(1).join('\n')).map((cells) =>
      Object.fromEntries(header.split(',').map((k, i) => [k, cells[i] ?? ''])),
    );
    expect(kla?.acpep_probability).toMatch(/^[01](\.\d{1,4})?$/);
    expect(kla?.acpep_vs_amp_class).toMatch(/^(ACP|Non-ACP|AMP)$/);
    // KLAKLAKKLAKLAK is a training peptide: its record, identity 1, labelled anticancer.
    expect(kla?.acpep_nearest_similarity).toBe('1');
    expect(kla?.acpep_class_measured).toBe('ACP');
    expect(kla?.acpep_nearest_measured).toBe('ACP');
    expect(odd?.acpep_probability).toBe('');
    expect(odd?.note).toMatch(/Not predicted: .*X \(any amino acid\)/);
    expect(long?.acpep_probability).toBe('');
    expect(long?.acpep_in_domain).toBe('Outside');
    expect(long?.note).toMatch(
      /ACPep learned from peptides of \d+–\d+ residues and gives no value/,
    );
  });

  it('HemoPep: HC50 in µM with its interval, the hemolytic probability and class read off it, the evidence', () => {
    const file = fasta('hemo.fasta', '>melittin\nGIGAVLKVLTTGLPALISWIKRKRQQ\n>k\nK\n');
    const { code, stdout } = run('hemopep', file, '--methods', 'hc50');
    expect(code).toBe(0);
    const [header, ...rows] = stdout.trimEnd().split('\r\n');
    expect(header).toBe(
      'id,sequence,hc50_um,hc50_um_low,hc50_um_high,hemolytic_probability,hemolytic_class,hc50_um_measured,hc50_nearest_id,hc50_nearest_similarity,hc50_nearest_measured,hc50_in_domain,hemolytic_class_measured,note',
    );
    const [melittin, k] = parseCsv(rows.join('\n')).map((cells) =>
      Object.fromEntries((header as string).split(',').map((key, i) => [key, cells[i] ?? ''])),
    );
    const hc50 = Number(melittin?.hc50_um);
    expect(hc50).toBeGreaterThan(0);
    expect(Number(melittin?.hc50_um_low)).toBeLessThanOrEqual(hc50);
    expect(Number(melittin?.hc50_um_high)).toBeGreaterThanOrEqual(hc50);
    expect(Number(melittin?.hemolytic_probability)).toBeGreaterThanOrEqual(0);
    expect(Number(melittin?.hemolytic_probability)).toBeLessThanOrEqual(1);
    expect(melittin?.hemolytic_class).toBe(hc50 <= 100 ? 'Hemolytic' : 'Non-hemolytic');
    expect(melittin?.hc50_nearest_id).not.toBe('');
    expect(Number(melittin?.hc50_nearest_measured)).toBeGreaterThan(0);
    // One residue: no value, the reason in the note.
    expect(k?.hc50_um).toBe('');
    expect(k?.hc50_in_domain).toBe('Outside');
    expect(k?.note).toMatch(/The HC50 model learned from peptides of \d+–\d+ residues/);
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

describe('pnpm predict profile FILE.fasta', () => {
  it("prints id, sequence, every peptide tool's columns, the selectivity indices and the note", async () => {
    const file = fasta('profile.fasta', `>magainin2\nGIGKFLHSAKKFGKAFVGEIMNS\n>tiny\nKK\n`);
    const { code, stdout, stderr } = run('profile', file);
    expect(code, stderr).toBe(0);
    const [header, magainin, tiny] = stdout.trimEnd().split('\r\n');
    const frame = new Set(['id', 'sequence', 'note']);
    const toolColumns = await Promise.all(
      ['ampep', 'acpep', 'hemopep'].map(async (tool) => {
        const p = await loadPredictor(tool);
        return (p?.cliColumns ?? p?.columns.map((c) => c.key) ?? []).filter((k) => !frame.has(k));
      }),
    );
    const keys = [
      'id',
      'sequence',
      ...toolColumns.flat(),
      'selectivity_index_ec',
      'selectivity_index_sa',
      'note',
    ];
    expect(header).toBe(keys.join(','));
    const cells = (line: string) => {
      const parsed = parseCsv(line)[0] as string[];
      return Object.fromEntries(keys.map((k, i) => [k, parsed[i]]));
    };
    const m = cells(magainin as string);
    const index = Number(m.selectivity_index_ec);
    expect(index).toBeGreaterThan(0);
    // It divides the values the row leads with: magainin 2's measured HC50 and E. coli MIC.
    const headline = (key: string) => Number(m[`${key}_measured`] || m[key]);
    expect(m.ec_mic_um_measured).not.toBe('');
    expect(index).toBeCloseTo(headline('hc50_um') / headline('ec_mic_um'), 1);
    // Two residues: no MIC, so no index, and the note says why.
    const t = cells(tiny as string);
    expect(t.ec_mic_um).toBe('');
    expect(t.selectivity_index_ec).toBe('');
    expect(t.note).toContain('No selectivity index against E. coli or S. aureus');
  });
});

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
