import { readFileSync } from 'node:fs';
import { type EvidenceFile, ModelEvidence } from '@peptox/evidence';
import { INVALID_CLASS, type ModelCard, type ResultRow } from '@peptox/tool-schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { predictInWorker } from '../scripts/in-worker.ts';
import { assayKey, TOX21_ASSAYS } from './assays.ts';
import { MODEL_FILE, readModelFile, readTreesFile } from './model.ts';
import { sslGcn } from './predictor.ts';

const ALL = sslGcn.methods.map((m) => m.id);
const EVIDENCE_TEXT = readFileSync(
  new URL(MODEL_FILE.href.replace(/\.json$/, '.evidence.json')),
  'utf8',
);
const evidenceFile = JSON.parse(EVIDENCE_TEXT) as EvidenceFile;
const evidence = ModelEvidence.fromJson(EVIDENCE_TEXT);
const card = sslGcn.modelCards[0] as ModelCard;
const EVIDENCE = [
  'class_measured',
  'nearest_id',
  'nearest_similarity',
  'nearest_measured',
  'in_domain',
];

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
      ...ALL.flatMap((m) =>
        [
          'class_measured',
          'nearest_id',
          'nearest_similarity',
          'nearest_measured',
          'nearest_input',
          'in_domain',
        ].map((c) => `${m}_${c}`),
      ),
      'note',
    ]);
    // The command line: each assay's probability and class, then each assay's evidence.
    expect(sslGcn.cliColumns).toEqual([
      'id',
      'smiles',
      ...ALL.flatMap((m) => [`${m}_probability`, `${m}_class`]),
      ...ALL.flatMap((m) => EVIDENCE.map((c) => `${m}_${c}`)),
      'note',
    ]);
    expect(sslGcn.modelCards[0]?.name).toBe('ssl-gcn');
  });
});

describe('the committed network', () => {
  it('calls each class at the calibrated threshold of highest MCC, stated with its precision and recall', () => {
    const file = readModelFile();
    expect(file.tasks).toEqual(TOX21_ASSAYS.map((a) => a.id));
    for (const { id } of TOX21_ASSAYS) {
      const head = card.evidence?.heads[id];
      expect(head?.threshold?.rule).toMatch(/Matthews correlation/);
      const column = sslGcn.columns.find((c) => c.key === `${assayKey(id)}_class`);
      expect(column?.threshold).toBe(evidence.head(id).threshold);
      expect(column?.threshold).toBeGreaterThan(0);
      expect(column?.threshold).toBeLessThan(1);
      expect(column?.description).toMatch(/\d+ % of those called Active were \(precision\)/);
      expect(column?.description).toMatch(/\d+ % of the Active were called \(recall\)/);
    }
  });

  it('predicts the molecules the training run checked as it did then', async () => {
    const { check } = readTreesFile();
    expect(check.length).toBeGreaterThan(0);
    const rows = await sslGcn.predict(
      check.map(({ smiles }, i) => ({ id: `m${i}`, text: smiles })),
      ALL,
    );
    rows.forEach((row, i) => {
      TOX21_ASSAYS.forEach(({ id }, a) => {
        // The run stored the ensemble's own probability; the row shows it calibrated.
        const raw = check[i]?.probabilities[a] as number;
        const expected = evidence.head(id).probability(raw);
        expect(row[`${assayKey(id)}_probability`]).toBeCloseTo(expected, 3);
        expect(row[`${assayKey(id)}_class`]).toBe(evidence.head(id).classOf(raw));
      });
    });
  });

  it('adds the trees and read-across only where validation chose them: elsewhere the network alone, as trained', () => {
    const network = readModelFile().meta.check;
    const trees = readTreesFile();
    expect(trees.assays.map((a) => a.assay)).toEqual(TOX21_ASSAYS.map((a) => a.id));
    expect(trees.assays.some((a) => a.weight > 0)).toBe(true);
    // Both runs checked the same first scaffold-test molecules.
    expect(trees.check.map((c) => c.smiles)).toEqual(network.map((c) => c.smiles));
    trees.assays.forEach(({ weight, readAcross = 0 }, a) => {
      trees.check.forEach(({ probabilities }, i) => {
        const alone = network[i]?.probabilities[a] as number;
        if (weight === 0 && readAcross === 0) expect(probabilities[a]).toBeCloseTo(alone, 5);
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

describe('the evidence of every assay', () => {
  it('shows a Tox21 molecule its own measured labels and name, with similarity 1', async () => {
    const at = 0;
    const training = evidenceFile.records.inputs[at] as string;
    const [row] = await sslGcn.predict([{ id: 'train', text: training }], ALL);
    TOX21_ASSAYS.forEach(({ id }) => {
      const measured = evidenceFile.heads[id]?.measured[at];
      if (measured === null || measured === undefined) return;
      expect(row).toMatchObject({
        [`${assayKey(id)}_nearest_id`]: evidenceFile.records.ids[at],
        [`${assayKey(id)}_nearest_similarity`]: 1,
        [`${assayKey(id)}_nearest_measured`]: measured,
        [`${assayKey(id)}_nearest_input`]: training,
        // The row leads with the measured class.
        [`${assayKey(id)}_class_measured`]: measured,
      });
    });
    expect(row?.note).toContain(`is in its training data (${evidenceFile.records.ids[at]})`);
  });

  it('has a measured cut-off above 0 for every assay, and says NaCl and a siloxane are outside', async () => {
    for (const { id } of TOX21_ASSAYS) expect(evidence.head(id).cutoff).toBeGreaterThan(0);
    const [salt, siloxane] = await sslGcn.predict(
      [
        { id: 'salt', text: '[Na+].[Cl-]' },
        { id: 'siloxane', text: 'C[Si](C)(C)O[Si](C)(C)O[Si](C)(C)C' },
      ],
      ALL,
    );
    for (const m of ALL) expect(salt?.[`${m}_in_domain`]).toBe(0);
    expect(salt?.note).toMatch(/2 separate molecules \(a salt or a mixture\)/);
    TOX21_ASSAYS.forEach(({ id }) => {
      const similarity = siloxane?.[`${assayKey(id)}_nearest_similarity`] as number;
      expect(siloxane?.[`${assayKey(id)}_in_domain`]).toBe(
        similarity >= evidence.head(id).cutoff ? 1 : 0,
      );
    });
  });

  it('calls bisphenol A active where Tox21 measured it so, not in 11 of 12 assays as the old thresholds did', async () => {
    const [bpa] = await sslGcn.predict([{ id: 'bpa', text: 'CC(C)(c1ccc(O)cc1)c1ccc(O)cc1' }], ALL);
    const active = ALL.filter((m) => bpa?.[`${m}_class`] === 1);
    expect(active.length).toBeLessThanOrEqual(7);
    // Measured active in the two estrogen receptor assays and mitochondrial membrane potential.
    for (const m of ['nr_er', 'nr_er_lbd', 'sr_mmp']) {
      expect(bpa?.[`${m}_nearest_measured`]).toBe(1);
      expect(active).toContain(m);
    }
  });

  it("names the network's file for every chosen assay", () => {
    const versions = sslGcn.modelVersions?.(['nr_ar', 'sr_p53']) ?? [];
    expect(versions.map((v) => v.method)).toEqual(['nr_ar', 'sr_p53']);
    expect(versions[0]?.version).toMatch(/^[0-9a-f]{12}$/);
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
