import { parseCsv } from '@peptox/tool-schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, peptides, postJson, waitForEnd } from './helpers.ts';
import { email, methods, serviceForTests } from './support/api-service.ts';

// Jobs from submission to their pages of rows and their CSV tables, up to 10 000 sequences.
const api = serviceForTests('job-results', { RATE_LIMIT: '1000' });
let base: string;
beforeAll(() => {
  base = api.base;
});

const long45 = 'GLFDIIKKIAESFGKIAESFGKIAESFGKIAESFGKIAESFGKIA';

describe('a job from submission to CSV', () => {
  it('runs a JSON submission and pages its rows', async () => {
    const input = `>=cmd\nGLFDIIKKIAESF\n>long_one\n${long45}\n>lower\r\nkwkl\r\nfkki*\n`;
    const submitted = await postJson(base, '/ampep/jobs', {
      input,
      methods,
      email: 'Lab@Example.org',
      description: 'frog peptides',
    });
    expect(submitted.status).toBe(201);
    const job = submitted.body.data;
    expect(job).toMatchObject({
      status: 'queued',
      methods,
      description: 'frog peptides',
      inputType: 'fasta',
    });
    expect(job.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(job.counts.records).toBe(3);

    const done = (await waitForEnd(base, job.id)).body.data;
    expect(done.status).toBe('finished');
    expect(done.startedAt >= done.createdAt && done.finishedAt >= done.startedAt).toBe(true);
    // `sequences` is the count's first name, still sent beside `records`.
    expect(done.counts).toEqual({ records: 3, invalid: 1, sequences: 3 });
    const { result } = done;
    expect(result.total).toBe(3);
    expect(result.rows.map((r: { id: string }) => r.id)).toEqual(['=cmd', 'long_one', 'lower']);
    expect(result.rows[2].sequence).toBe('KWKLFKKI');
    const long = result.rows[1];
    expect(long.rfampep30_class).toBe(-1);
    expect(long.rfampep30_probability).toBeNull();
    expect(long.note).toMatch(/5–30/);
    expect(long.ampep_probability).toBeGreaterThanOrEqual(0);
    expect([0, 1]).toContain(result.rows[0].ampep_class);

    const page2 = (await call(base, `/jobs/${job.id}?page=2&pageSize=2`)).body.data.result;
    expect(page2).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(page2.rows.map((r: { id: string }) => r.id)).toEqual(['lower']);

    const csv = await fetch(`${base}/jobs/${job.id}/results/classification.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(
      /attachment; filename=".*classification\.csv"/,
    );
    const bytes = Buffer.from(await csv.arrayBuffer());
    // A byte-order mark, so that a spreadsheet reads the file as UTF-8 ('–' in the notes).
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    const table = result.tables.find((t: { id: string }) => t.id === 'classification');
    // The table's columns, and which models made the values.
    expect(lines[0]).toBe([...table.columns, 'models'].join(','));
    expect(lines).toHaveLength(4);
    expect(lines[1]?.startsWith("'=cmd,GLFDIIKKIAESF,")).toBe(true);
    // Classes in words, as the column names them; a record a method could not take says so.
    const classes = parseCsv(lines.join('\n')).slice(1);
    const at = (key: string) => (table.columns as string[]).indexOf(key);
    for (const row of classes) expect(['AMP', 'Non-AMP']).toContain(row[at('ampep_class')]);
    expect(classes.map((row) => row[at('rfampep30_class')])).toContain('Not predicted');
    const all = await (await fetch(`${base}/jobs/${job.id}/results/all.csv`)).text();
    expect(all.split('\r\n')[0]).toBe(
      [...result.columns.map((c: { key: string }) => c.key), 'models'].join(','),
    );
  });

  it('drops the tables of methods that did not run, and says which exist', async () => {
    const { body } = await postJson(base, '/ampep/jobs', {
      input: '>a\nKKLLKKLLKK',
      methods: ['ampep'],
      email,
    });
    const done = (await waitForEnd(base, body.data.id)).body.data;
    expect(done.result.columns.map((c: { key: string }) => c.key)).not.toContain('ec_mic_um');
    const missing = await call(base, `/jobs/${body.data.id}/results/activity.csv`);
    expect(missing.status).toBe(404);
    expect(missing.body.message.table[0]).toMatch(/no result table 'activity'/);
  });

  it('keeps a sequence with non-standard codes (X, B, Z) in the results, not predicted, and runs the rest', async () => {
    const { status, body } = await postJson(base, '/ampep/jobs', {
      input: '>p1\nGLFDXBZ\n>p2\nGIGKFLHSAKKFGKAFVGEIMNS\n',
      methods: ['ampep'],
      email,
    });
    expect(status).toBe(201);
    const done = (await waitForEnd(base, body.data.id)).body.data;
    expect(done.status).toBe('finished');
    expect(done.counts).toMatchObject({ records: 2, invalid: 1 });
    const [p1, p2] = done.result.rows;
    expect(p1).toMatchObject({ id: 'p1', sequence: 'GLFDXBZ', ampep_probability: null });
    expect(p1.note).toMatch(/X \(any amino acid\), B \(D or N\), Z \(E or Q\)/);
    expect(p2.ampep_probability).toBeGreaterThan(0.5);
  });

  it('takes multipart submissions: a file, methods repeated or comma-separated', async () => {
    const form = new FormData();
    form.append(
      'file',
      new Blob(['>f1\nKWKLFKKIGAVLKVL\n>f2\nGIGKFLHSAKKFGKAFVGEIMNS\n']),
      'pep.fasta',
    );
    form.append('methods', 'ampep');
    form.append('methods', 'mic');
    form.append('email', email);
    const upload = await call(base, '/ampep/jobs', { method: 'POST', body: form });
    expect(upload.status).toBe(201);
    expect(upload.body.data.methods).toEqual(['ampep', 'mic']);
    const done = (await waitForEnd(base, upload.body.data.id)).body.data;
    expect(done.result.rows.map((r: { id: string }) => r.id)).toEqual(['f1', 'f2']);
    expect(done.result.rows[0].ec_mic_um).toBeGreaterThan(0);

    const pasted = new FormData();
    pasted.append('input', '>p\nKWKLFKKIGAVLKVL');
    pasted.append('methods', 'ampep,rfampep30');
    pasted.append('email', email);
    const text = await call(base, '/ampep/jobs', { method: 'POST', body: pasted });
    expect(text.status).toBe(201);
    expect(text.body.data.methods).toEqual(['ampep', 'rfampep30']);
  });

  it('runs a genome: six frames with the chosen codon table, peptides named by contig and frame', async () => {
    // Frame +1: a stop, 12 codons, TGA, 12 codons, a stop. TGA ends a peptide in the bacterial
    // code (11) but codes tryptophan in the mycoplasma code (4).
    const contig = `TAA${'AAGCTG'.repeat(6)}TGA${'AAGCTG'.repeat(6)}TAA`;
    const run = async (codonTable: number) => {
      const { status, body } = await postJson(base, '/ampep/jobs', {
        input: `>contig1\n${contig}\n`,
        inputType: 'genome',
        codonTable,
        methods: ['ampep'],
        email,
      });
      expect(status).toBe(201);
      expect(body.data).toMatchObject({ inputType: 'genome', codonTable });
      const done = (await waitForEnd(base, body.data.id)).body.data;
      expect(done.status).toBe('finished');
      expect(done.counts.records).toBe(done.result.rows.length);
      return done.result.rows.filter((r: { id: string }) => r.id.includes('_f+1_'));
    };
    const bacterial = await run(11);
    expect(bacterial.map((r: { id: string }) => r.id)).toEqual([
      'contig1_f+1_4-39',
      'contig1_f+1_43-78',
    ]);
    expect(bacterial[0].sequence).toBe('KLKLKLKLKLKL');
    const mycoplasma = await run(4);
    expect(mycoplasma.map((r: { id: string; sequence: string }) => [r.id, r.sequence])).toEqual([
      ['contig1_f+1_4-78', 'KLKLKLKLKLKLWKLKLKLKLKLKL'],
    ]);
  });
});

describe('a large job', () => {
  it('finishes 10 000 sequences and pages them', async () => {
    const { body } = await postJson(base, '/ampep/jobs', {
      input: peptides(10_000),
      methods,
      email,
    });
    const done = (await waitForEnd(base, body.data.id, '?page=100&pageSize=100')).body.data;
    expect(done).toMatchObject({ status: 'finished', error: null, counts: { records: 10_000 } });
    expect(done.result.total).toBe(10_000);
    expect(done.result.rows.map((r: { id: string }) => r.id).at(-1)).toBe('pep_10000');
    const csv = await (await fetch(`${base}/jobs/${body.data.id}/results/scores.csv`)).text();
    expect(csv.trimEnd().split('\r\n')).toHaveLength(10_001);
    // The largest input a job takes: beside the other suites on 2 cores it took over a minute
    // once (its time is the benchmark's business, `pnpm --filter @peptox/api bench`).
  }, 240_000);
});
