import { readFileSync } from 'node:fs';
import type { DomainFile } from '@peptox/applicability-domain';
import { INVALID_CLASS, type ResultRow } from '@peptox/tool-schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { predictInWorker } from '../scripts/in-worker.ts';
import { assayKey, TOX21_ASSAYS } from './assays.ts';
import { DOMAIN_FILE, readModelFile } from './model.ts';
import { sslGcn } from './predictor.ts';

const ALL = sslGcn.methods.map((m) => m.id);

beforeAll(async () => {
  await sslGcn.init();
  await sslGcn.warmUp();
});

describe('the SSL-GCN tool', () => {
  it('offers the 12 Tox21 assays, ticked by default, with a probability and a class each', () => {
    expect(ALL).toEqual([
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
    ]);
    expect(sslGcn.methods.every((m) => m.default)).toBe(true);
    expect(sslGcn.columns.map((c) => c.key)).toEqual([
      'id',
      'smiles',
      ...ALL.flatMap((m) => [`${m}_probability`, `${m}_class`]),
      'max_similarity',
      'nearest_training',
      'nearest_smiles',
      'in_domain',
      'note',
    ]);
    // The command line prints the columns of issue 10 only.
    expect(sslGcn.cliColumns).toEqual([
      'id',
      'smiles',
      ...ALL.flatMap((m) => [`${m}_probability`, `${m}_class`]),
      'note',
    ]);
    expect(sslGcn.modelCards[0]?.name).toBe('ssl-gcn');
  });
});

describe('the committed network', () => {
  it('has one threshold in (0, 1) per assay, chosen by the training run, as its class column says', () => {
    const file = readModelFile();
    expect(file.tasks).toEqual(TOX21_ASSAYS.map((a) => a.id));
    expect(file.meta.thresholds).toHaveLength(12);
    for (const t of file.meta.thresholds) {
      expect(t).toBeGreaterThan(0);
      expect(t).toBeLessThan(1);
    }
    const columnThresholds = TOX21_ASSAYS.map(
      ({ id }) => sslGcn.columns.find((c) => c.key === `${assayKey(id)}_class`)?.threshold,
    );
    expect(columnThresholds).toEqual(file.meta.thresholds);
  });

  it('predicts the molecules the training run checked as it did then', async () => {
    const { check } = readModelFile().meta;
    expect(check.length).toBeGreaterThan(0);
    const rows = await sslGcn.predict(
      check.map(({ smiles }, i) => ({ id: `m${i}`, text: smiles })),
      ALL,
    );
    rows.forEach((row, i) => {
      TOX21_ASSAYS.forEach(({ id }, a) => {
        const expected = check[i]?.probabilities[a] as number;
        expect(row[`${assayKey(id)}_probability`]).toBeCloseTo(expected, 3);
      });
    });
  });

  it('ranks a known aryl hydrocarbon receptor agonist above a simple alcohol for NR-AhR', async () => {
    const rows = await sslGcn.predict(
      [
        { id: 'benzo[a]pyrene', text: 'c1ccc2c(c1)cc1ccc3cccc4ccc2c1c34' },
        { id: 'hexanol', text: 'CCCCCCO' },
      ],
      ['nr_ahr'],
    );
    expect(rows[0]?.nr_ahr_probability as number).toBeGreaterThan(
      (rows[1]?.nr_ahr_probability as number) + 0.2,
    );
    expect(rows[0]?.nr_ahr_class).toBe(1);
    expect(rows[1]?.nr_ahr_class).toBe(0);
  });
});

describe('predict', () => {
  it('keeps every row in order, and a SMILES that does not parse with the reason', async () => {
    const rows = await sslGcn.predict(
      [
        { id: 'aspirin', text: 'CC(=O)Oc1ccccc1C(=O)O' },
        { id: 'broken', text: 'C1CC' },
        { id: 'caffeine', text: 'Cn1cnc2c1c(=O)n(C)c(=O)n2C' },
      ],
      ALL,
    );
    expect(rows.map((r) => r.id)).toEqual(['aspirin', 'broken', 'caffeine']);
    expect(rows[1]?.smiles).toBe('C1CC');
    for (const m of ALL) {
      expect(rows[1]?.[`${m}_probability`]).toBeNull();
      expect(rows[1]?.[`${m}_class`]).toBe(INVALID_CLASS);
      const p = rows[0]?.[`${m}_probability`] as number;
      expect(p).toBeGreaterThanOrEqual(0);
      expect(p).toBeLessThanOrEqual(1);
      expect([0, 1]).toContain(rows[2]?.[`${m}_class`]);
    }
    expect(rows[1]?.note).toContain('ring bond 1');
  });

  it('fills only the chosen assays, and scores a molecule the same alone or among others', async () => {
    const alone = (
      await sslGcn.predict([{ id: 'a', text: 'Oc1ccc(cc1)C(C)(C)c1ccc(O)cc1' }], ['nr_er'])
    )[0] as ResultRow;
    expect(alone.nr_er_probability).toBeTypeOf('number');
    expect(alone.nr_ar_probability).toBeNull();
    expect(alone.nr_ar_class).toBeNull();
    const among = await sslGcn.predict(
      [
        { id: 'x', text: 'CCCCCCCCCCCCCCCCCC(=O)O' },
        { id: 'a', text: 'Oc1ccc(cc1)C(C)(C)c1ccc(O)cc1' },
      ],
      ALL,
    );
    expect(among[1]?.nr_er_probability).toBeCloseTo(alone.nr_er_probability as number, 4);
  });

  it('refuses a method it does not have', async () => {
    await expect(sslGcn.predict([{ id: 'a', text: 'CCO' }], ['nr_xx'])).rejects.toThrow('nr_xx');
  });
});

describe('the applicability domain', () => {
  it('finds a training molecule itself, and calls a molecule outside below the threshold', async () => {
    const file = JSON.parse(readFileSync(DOMAIN_FILE, 'utf8')) as DomainFile;
    const training = file.molecules.smiles[0] as string;
    const rows = await sslGcn.predict(
      [
        { id: 'train', text: training },
        { id: 'siloxane', text: 'C[Si](C)(C)O[Si](C)(C)O[Si](C)(C)C' },
        { id: 'bpa', text: 'CC(C)(c1ccc(O)cc1)c1ccc(O)cc1' },
      ],
      ALL,
    );
    expect(rows[0]).toMatchObject({ max_similarity: 1, nearest_smiles: training, in_domain: 1 });
    expect(rows[0]?.nearest_training).toBe(file.molecules.names[0]);
    for (const row of rows) {
      const similarity = row.max_similarity as number;
      expect(similarity).toBeGreaterThanOrEqual(0);
      expect(similarity).toBeLessThanOrEqual(1);
      expect(row.in_domain).toBe(similarity >= file.threshold ? 1 : 0);
      expect(row.note === null).toBe(row.in_domain === 1);
    }
  });
});

describe('in a worker thread', () => {
  it('starts TensorFlow.js on WebAssembly there and predicts as the main thread does', async () => {
    const records = [
      { id: 'bpa', text: 'CC(C)(c1ccc(O)cc1)c1ccc(O)cc1' },
      { id: 'bad', text: 'CC(' },
    ];
    const [inWorker, here] = await Promise.all([
      predictInWorker(records, ALL),
      sslGcn.predict(records, ALL),
    ]);
    expect(inWorker.backend).toBe('wasm');
    expect(inWorker.rows).toEqual(here);
  });
});
