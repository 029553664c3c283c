import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, postJson, startService, tempFolder, waitForEnd } from './helpers.ts';

// The compound tools through the real service: SMILES text and .smi uploads, molecules that RDKit
// cannot read kept as invalid rows, structural problems refused with the field named.
const folder = tempFolder();
let base: string;
let stop: () => Promise<void>;

beforeAll(async () => {
  const started = await startService({
    DATABASE_URL: `sqlite:${folder.dir}/molecules.sqlite`,
    TOOLS: 'ampep,bestox,ecotoxicology',
    RATE_LIMIT: '1000',
    MAX_SMILES_LENGTH: '60',
  });
  base = started.base;
  stop = () => started.service.stop();
});
afterAll(async () => {
  await stop();
  folder.remove();
});

const email = 'tox@example.org';
type Row = Record<string, string | number | null>;

describe('compound tools in GET /tools', () => {
  it('describe SMILES input, their method, columns and limits', async () => {
    const tools = (await call(base, '/tools')).body.data as {
      id: string;
      input: string;
      methods: { id: string }[];
      columns: { key: string; type: string }[];
      tables: { id: string }[];
      limits: Record<string, number>;
    }[];
    const bestox = tools.find((t) => t.id === 'bestox');
    const ecotox = tools.find((t) => t.id === 'ecotoxicology');
    expect(bestox?.input).toBe('molecule');
    expect(bestox?.methods.map((m) => m.id)).toEqual(['ld50']);
    expect(ecotox?.methods.map((m) => m.id)).toEqual(['fish_lc50']);
    expect(bestox?.columns.slice(0, 2)).toEqual([
      { key: 'id', label: 'ID', type: 'text' },
      { key: 'smiles', label: 'SMILES', type: 'molecule' },
    ]);
    expect(bestox?.tables.map((t) => t.id)).toEqual(['toxicity', 'domain']);
    expect(bestox?.limits).toMatchObject({ maxMolecules: 10000, maxSmilesLength: 60 });
    expect(tools.find((t) => t.id === 'ampep')?.limits).not.toHaveProperty('maxMolecules');
  });
});

describe('a compound job', () => {
  it('predicts pasted SMILES and keeps a molecule RDKit cannot read as an invalid row', async () => {
    const input = [
      'smiles name',
      'CC(=O)Oc1ccccc1C(=O)O aspirin',
      'C1CC broken ring',
      'c1ccccc1',
      `${'C'.repeat(61)} too long`,
      'CCO.[Na+].[Cl-] salted',
    ].join('\n');
    const submitted = await postJson(base, '/bestox/jobs', { input, methods: ['ld50'], email });
    expect(submitted.status).toBe(201);
    expect(submitted.body.data).toMatchObject({ inputType: 'smiles', counts: { records: 5 } });

    const done = (await waitForEnd(base, submitted.body.data.id)).body.data;
    expect(done.status).toBe('finished');
    expect(done.counts).toMatchObject({ records: 5, invalid: 2 });
    const rows = done.result.rows as Row[];
    expect(rows.map((r) => r.id)).toEqual([
      'aspirin',
      'broken ring',
      'mol_3',
      'too long',
      'salted',
    ]);

    const [aspirin, broken, benzene, long, salted] = rows as [Row, Row, Row, Row, Row];
    expect(aspirin.canonical_smiles).toBe('CC(=O)Oc1ccccc1C(=O)O');
    // The dose in mg/kg follows from -log10(mol/kg) and aspirin's 180.16 g/mol.
    const pLd50 = aspirin.neg_log_ld50_mol_kg as number;
    const mgPerKg = 10 ** -pLd50 * 180.159 * 1000;
    expect(Math.abs((aspirin.ld50_mg_kg as number) / mgPerKg - 1)).toBeLessThan(0.006);
    expect(aspirin.ghs_category).toMatch(/^(Category [1-5]|Not classified)$/);
    // Aspirin is in the training data: its own record, with its measured value, beside the value.
    expect(aspirin.ld50_nearest_similarity).toBe(1);
    expect(aspirin.ld50_nearest_id).toMatch(/^rat_oral_ld50 #\d+$/);
    expect(aspirin.ld50_nearest_measured).toBeTypeOf('number');
    expect(aspirin.ld50_in_domain).toBe(1);
    const [low, high] = [aspirin.neg_log_ld50_mol_kg_low, aspirin.neg_log_ld50_mol_kg_high];
    expect(low as number).toBeLessThan(pLd50);
    expect(high as number).toBeGreaterThan(pLd50);

    expect(broken).toMatchObject({ smiles: 'C1CC', neg_log_ld50_mol_kg: null });
    expect(broken.note).toMatch(/^The SMILES could not be read: ring bond 1/);
    expect(benzene.neg_log_ld50_mol_kg).toBeTypeOf('number');
    expect(long).toMatchObject({ neg_log_ld50_mol_kg: null, canonical_smiles: null });
    expect(long.note).toBe(
      "Line 5: the SMILES of 'too long' is 61 characters long; at most 60 are allowed.",
    );
    expect(salted.neg_log_ld50_mol_kg).toBeTypeOf('number');
    expect(salted.note).toMatch(/3 separate molecules/);

    const csv = await (await fetch(`${base}/jobs/${done.id}/results/toxicity.csv`)).text();
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'id,smiles,neg_log_ld50_mol_kg,neg_log_ld50_mol_kg_low,neg_log_ld50_mol_kg_high,ld50_mg_kg,ld50_mg_kg_low,ld50_mg_kg_high,ghs_category,ld50_in_domain,note,models',
    );
    expect(lines).toHaveLength(6);
  });

  it('takes a .smi upload with >name / SMILES pairs', async () => {
    const form = new FormData();
    form.append('file', new Blob(['>phenol\nOc1ccccc1\n>toluene\nCc1ccccc1\n']), 'two.smi');
    form.append('methods', 'fish_lc50');
    form.append('email', email);
    const upload = await call(base, '/ecotoxicology/jobs', { method: 'POST', body: form });
    expect(upload.status).toBe(201);
    const done = (await waitForEnd(base, upload.body.data.id)).body.data;
    expect(done.counts).toMatchObject({ records: 2, invalid: 0 });
    const [phenol, toluene] = done.result.rows as Row[];
    expect(phenol?.id).toBe('phenol');
    expect(toluene?.id).toBe('toluene');
    expect(phenol?.lc50_mg_l).toBeGreaterThan(0);
    expect(phenol?.ghs_category).toMatch(/^(Acute [1-3]|Not classified)$/);
    expect(phenol?.fish_lc50_nearest_id).toMatch(/^fish_lc50 #\d+$/);
  });

  it('refuses structural problems of the input, naming the field and the lines', async () => {
    const pasted = await postJson(base, '/bestox/jobs', {
      input: 'CCO a\nCCC a\n',
      methods: ['ld50'],
      email,
    });
    expect(pasted.status).toBe(422);
    expect(pasted.body).toEqual({
      status: 0,
      message: {
        input: ["Molecule name 'a' on line 2 is already used on line 1; names must be unique."],
      },
    });

    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0])]), 'mols.smi.gz');
    form.append('methods', 'ld50');
    form.append('email', email);
    const upload = await call(base, '/bestox/jobs', { method: 'POST', body: form });
    expect(upload.status).toBe(422);
    expect(Object.keys(upload.body.message)).toEqual(['file']);

    const wrongType = await postJson(base, '/bestox/jobs', {
      input: 'CCO',
      inputType: 'fasta',
      methods: ['ld50'],
      email,
    });
    expect(wrongType.body.message.inputType).toEqual([
      "BESTox takes molecules as SMILES (input type 'smiles'), not 'fasta'.",
    ]);
  });
});
