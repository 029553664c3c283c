import { join } from 'node:path';
import { parseCsv } from '@peptox/tool-schema';
import { describe, expect, it } from 'vitest';
import { dir, evidence, fasta, run } from './cli.test-support.ts';
import { loadPredictor } from './index.ts';

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
