import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { fitEvidence, outOfFoldSimilarity, peptideSpace } from '@peptox/evidence';
import { createRng, modelToFile, trainRegressor } from '@peptox/ml';
import {
  predictedChange,
  SCAN_DEFINITIONS,
  SCAN_FILE_FORMAT,
  type ScanFile,
} from '@peptox/mutant-scan';
import { featureBlock } from '@peptox/peptide-features';
import { mutantScan } from '@peptox/sequence';
import { INVALID_CLASS, type ModelCard } from '@peptox/tool-schema';
import { describe, expect, it, vi } from 'vitest';
import { contentVersion } from './models.ts';
import { classifierOutput, regressionOutput } from './outputs.ts';
import { peptidePredictor } from './peptide-tool.ts';

// A toy tool with one regression (pHC50 from lysines per residue) and a class derived from it.
const rng = createRng(12);
const AA = 'ACDEFGHIKLMNPQRSTVWY';
const residue = () => AA[Math.floor(rng.next() * 20)] as string;
const parents = Array.from({ length: 40 }, (_, f) => Array.from({ length: 8 + (f % 15) }, residue));
const peptides = Array.from({ length: 400 }, (_, i) => {
  const child = [...(parents[i % 40] as string[])];
  child[Math.floor(rng.next() * child.length)] = 'K';
  return child.join('');
});
const features = featureBlock(['lysines', 'length'], (s, out, o) => {
  out[o] = [...s].filter((c) => c === 'K').length / s.length;
  out[o + 1] = s.length;
});
const x = new Float32Array(peptides.length * 2);
peptides.forEach((p, i) => {
  features.compute(p, x, 2 * i);
});
const y = peptides.map((_, i) => 4 * (x[2 * i] as number) - 1 + 0.1 * rng.next());

const dir = mkdtempSync(join(tmpdir(), 'peptox-kit-'));
const model = trainRegressor({ x, nFeatures: 2 }, y, { nTrees: 20, seed: 1 });
writeFileSync(
  join(dir, 'toy.json'),
  JSON.stringify(
    modelToFile(model, {
      name: 'toy',
      trainedAt: '2026-11-24T10:00:00Z',
      trainingRows: 400,
      features: ['lysines', 'length'],
    }),
  ),
);
const folds = peptides.map((_, i) => i % 7);
const { file, summary } = fitEvidence({
  model: 'toy',
  space: peptideSpace(peptides),
  records: { ids: peptides.map((_, i) => `h${i}`), inputs: peptides },
  heads: {
    toy: { task: 'regression', measured: y },
    lytic: {
      task: 'classification',
      measured: y,
      derived: { from: 'toy', atOrAbove: 0, definition: 'lytic: a value of 0 or more' },
    },
  },
  serve: {
    rows: peptides.map((_, i) => i),
    similarity: outOfFoldSimilarity(peptideSpace(peptides), folds),
    predicted: { toy: y.map((v) => v + 0.2 * (rng.next() - 0.5)) },
  },
});
writeFileSync(join(dir, 'toy.evidence.json'), JSON.stringify(file));
const card = { name: 'toy', evidence: summary } as ModelCard;

/** The toy's value: an HC50-like regression on -log10 µM, as both predictors below read it. */
const valueOutput = {
  head: 'toy',
  regression: regressionOutput({
    model: 'value',
    method: 'value',
    subject: 'The toy model',
    input: 'peptide',
    value: { key: 'value_um', label: 'Value', unit: 'µM' },
    toValue: (v) => 10 ** -v,
    measuredLabel: 'Nearest measured value',
  }),
};

const toyPredictor = (modelDir: string) =>
  peptidePredictor({
    tool: 'toy',
    name: 'Toy',
    retrain: 'train the toy',
    modelCards: [card],
    warmUp: ['KKLLKKLL'],
    tables: [],
    methods: [
      {
        id: 'value',
        label: 'Value',
        description: 'A value.',
        default: true,
        models: [
          {
            url: pathToFileURL(join(modelDir, 'toy.json')),
            features,
            outputs: [
              valueOutput,
              {
                head: 'lytic',
                classifier: classifierOutput({
                  model: 'value',
                  method: 'value',
                  subject: 'The toy model',
                  input: 'peptide',
                  probability: { key: 'lytic_probability', label: 'Lytic probability' },
                  measurement: 'measured',
                  class: {
                    key: 'lytic_class',
                    label: 'Lytic',
                    classes: { positive: 'Lytic', negative: 'Not lytic' },
                  },
                  card,
                  head: 'lytic',
                  derived: true,
                }),
              },
            ],
          },
        ],
        // The class read off the value as shown, for the prediction and for the measured value.
        derived: {
          columns: [],
          derive(row) {
            const lytic = (v: unknown) => (typeof v === 'number' ? (v <= 1 ? 1 : 0) : null);
            if (row.value_um !== null) row.lytic_class = lytic(row.value_um);
            row.lytic_class_measured = lytic(row.value_um_measured);
          },
        },
      },
    ],
  });

const predictor = toyPredictor(dir);

// The same tool whose value applies only where a second model (the same toy, as a gate) calls a
// peptide lytic: a value of 1 µM or less.
const gated = peptidePredictor({
  tool: 'gated',
  name: 'Gated',
  retrain: 'train the toy',
  modelCards: [card],
  warmUp: ['KKLLKKLL'],
  tables: [],
  methods: [
    {
      id: 'value',
      label: 'Value',
      description: 'A value.',
      default: true,
      models: [
        {
          url: pathToFileURL(join(dir, 'toy.json')),
          features,
          outputs: [valueOutput],
        },
      ],
      appliesWhen: {
        model: {
          url: pathToFileURL(join(dir, 'toy.json')),
          features,
          outputs: [],
        },
        head: 'lytic',
        role: 'decides whether the value applies',
        reason: (p, t) => `not lytic (probability ${p.toFixed(2)} under ${t}): no value.`,
      },
    },
  ],
});

describe('a peptide predictor from its definition', () => {
  it('lays its columns out as value, interval, derived class, evidence, note', () => {
    expect(predictor.columns.map((c) => c.key)).toEqual([
      'id',
      'sequence',
      'value_um',
      'value_um_low',
      'value_um_high',
      'lytic_probability',
      'lytic_class',
      'value_um_measured',
      'value_nearest_id',
      'value_nearest_similarity',
      'value_nearest_measured',
      'value_nearest_input',
      'value_in_domain',
      'lytic_class_measured',
      'note',
    ]);
    expect(predictor.cliColumns).not.toContain('value_nearest_input');
    const measured = predictor.columns.find((c) => c.key === 'value_um_measured');
    expect(measured).toMatchObject({ role: 'measured', measures: 'value_um', unit: 'µM' });
  });

  it('never lets the class contradict the value, and marks rows it cannot take', async () => {
    await predictor.init();
    const rows = await predictor.predict(
      [
        ...peptides.slice(0, 50).map((text, i) => ({ id: `p${i}`, text })),
        { id: 'short', text: 'KK' },
        { id: 'odd', text: 'KLX1' },
      ],
      ['value'],
    );
    for (const row of rows.slice(0, 50)) {
      expect(row.lytic_class).toBe((row.value_um as number) <= 1 ? 1 : 0);
      expect(row.value_nearest_similarity).toBe(1);
      expect(row.note).toContain('is in its training data (');
      // A training record leads with what was measured, and its class is the measured value's.
      expect(row.value_um_measured).toBe(row.value_nearest_measured);
      expect(row.lytic_class_measured).toBe((row.value_um_measured as number) <= 1 ? 1 : 0);
    }
    const short = rows[50];
    expect(short).toMatchObject({ value_um: null, lytic_class: INVALID_CLASS, value_in_domain: 0 });
    expect(short?.note).toBe(
      `The toy model learned from peptides of ${file.lengthWindow?.[0]}–${file.lengthWindow?.[1]} residues and gives no value outside that length.`,
    );
    expect(rows[51]).toMatchObject({ value_um: null, lytic_class: INVALID_CLASS });
    expect(rows[51]?.note).toContain('holds X');
  });

  it('without evidence gives the same values, no neighbour, interval or similarity note', async () => {
    const records = [
      ...peptides.slice(100, 120).map((text, i) => ({ id: `p${i}`, text })),
      { id: 'new', text: 'WWWWGGGGWWWWGGGG' },
      { id: 'short', text: 'KK' },
    ];
    const full = await predictor.predict(records, ['value']);
    const bare = await predictor.predict(records, ['value'], { evidence: false });
    expect(bare.map((r) => [r.value_um, r.lytic_probability, r.lytic_class])).toEqual(
      full.map((r) => [r.value_um, r.lytic_probability, r.lytic_class]),
    );
    for (const row of bare.slice(0, 21)) {
      expect(row.value_um).toEqual(expect.any(Number));
      expect(row).toMatchObject({
        value_um_low: null,
        value_um_high: null,
        value_nearest_id: null,
        value_nearest_similarity: null,
        value_in_domain: null,
        note: null,
      });
    }
    // The length window is no search: a peptide outside it still gets no value, and the reason.
    expect(bare[21]).toMatchObject({ value_um: null, lytic_class: INVALID_CLASS });
    expect(bare[21]?.note).toContain('gives no value outside that length');
    expect(full[20]?.note).toContain('outside its applicability domain');
  });

  it('gives no value a gate refuses, says why, and keeps a measured one', async () => {
    await gated.init();
    const fresh = 'WWGGAWWGGAWWG';
    const rows = await gated.predict(
      [
        { id: 'new', text: fresh },
        ...peptides.slice(0, 60).map((text, i) => ({ id: `p${i}`, text })),
      ],
      ['value'],
    );
    const refused = rows.filter((row) => row.note?.toString().includes('not lytic'));
    expect(refused.length).toBeGreaterThan(0);
    for (const row of refused) {
      expect(row.value_um).toBeNull();
      expect(row.value_um_low).toBeNull();
      expect(row.value_in_domain).toBe(0);
      expect(row.value_nearest_id).toEqual(expect.any(String));
    }
    // A training record is measured: its value stays, whatever the gate says of it.
    for (const row of rows.slice(1)) {
      expect(row.value_um).toEqual(expect.any(Number));
      expect(row.value_um_measured).toEqual(expect.any(Number));
    }
    // A scan (no evidence) does not ask the gate.
    const [bare] = await gated.predict([{ id: 'new', text: fresh }], ['value'], {
      evidence: false,
    });
    expect(bare?.value_um).toEqual(expect.any(Number));
    expect(gated.modelVersions?.(['value'])?.map((v) => v.role ?? null)).toEqual([
      null,
      'decides whether the value applies',
    ]);
  });

  it('names the model files of the methods it ran', () => {
    expect(predictor.modelVersions?.(['value'])).toEqual([
      {
        model: 'toy',
        method: 'value',
        version: expect.stringMatching(/^[0-9a-f]{12}$/),
        trainedAt: '2026-11-24',
      },
    ]);
  });
});

// The toy's scan benchmark: a change model per anchor, with the figures the answer carries.
const figures = (uncertainty: number) => ({
  pairs: 40,
  spearman: 0.6,
  direction: { pairs: 20, right: 0.85 },
  mostPotent: { references: 3, pairs: 8, measuredMean: 0.3, predictedMean: 0.28, bias: -0.02 },
  uncertainty,
});
const scanFile = (modelVersion: string): ScanFile => ({
  format: SCAN_FILE_FORMAT,
  version: 1,
  model: 'toy',
  head: 'toy',
  column: 'value_um',
  label: 'Value',
  unit: 'µM',
  modelVersion,
  trainedAt: '2026-11-24T10:00:00Z',
  date: '2026-11-27',
  command: 'bench the toy',
  cpuSeconds: 1,
  records: 400,
  pairs: 40,
  folds: 10,
  seed: 1,
  definitions: SCAN_DEFINITIONS,
  cases: {
    measured: {
      method: 'fitted',
      change: { intercept: 0.1, slope: 1.2, anchorWeight: 0.5 },
      figures: figures(0.5),
      tried: [],
    },
    predicted: {
      method: 'difference',
      change: { intercept: 0, slope: 1, anchorWeight: 0 },
      figures: figures(0.8),
      tried: [],
    },
  },
});
writeFileSync(
  join(dir, 'toy.scan.json'),
  JSON.stringify(scanFile(contentVersion(readFileSync(join(dir, 'toy.json'))))),
);

describe("a peptide predictor's mutant scan", () => {
  // The model's own scale is -log10 of the value: log10 of the value is minus the prediction.
  const onScale = (sequence: string) => {
    const row = new Float32Array(2);
    features.compute(sequence, row);
    return -model.predict(row);
  };
  const wild = peptides.find((p) => peptides.indexOf(p) === peptides.lastIndexOf(p)) as string;
  const at = peptides.indexOf(wild);
  const variants = mutantScan(wild)
    .slice(0, 30)
    .map((v) => ({ id: v.id, text: v.sequence }));

  it('anchors a training record on its measured value, by the benchmark of that anchor', async () => {
    await predictor.init();
    const answer = await predictor.scan?.(wild, variants, ['value']);
    const [changes] = answer?.changes ?? [];
    expect(answer?.changes).toHaveLength(1);
    expect(changes?.anchor).toEqual({
      kind: 'measured',
      value: Number((10 ** -(y[at] as number)).toPrecision(3)),
      unit: 'µM',
      record: `h${at}`,
    });
    const anchor = { kind: 'measured' as const, value: -(y[at] as number) };
    const change = scanFile('').cases.measured.change;
    expect(changes?.changes).toEqual(
      variants.map((v) =>
        Number(
          predictedChange(change, {
            reference: onScale(wild),
            variant: onScale(v.text),
            anchor,
          }).toFixed(4),
        ),
      ),
    );
    expect(changes?.uncertainty).toBe(0.5);
    expect(changes?.benchmark.cases.predicted.figures.uncertainty).toBe(0.8);
    // The rows are the values without evidence, the wild type first.
    const bare = await predictor.predict(
      [{ id: 'wild type', text: wild }, ...variants],
      ['value'],
      { evidence: false },
    );
    expect(answer?.rows).toEqual(bare);
  });

  it('anchors a new peptide on its prediction', async () => {
    const fresh = 'WWWWGGGGWWWWGGGG';
    const answer = await predictor.scan?.(
      fresh,
      [{ id: 'W1A', text: `A${fresh.slice(1)}` }],
      ['value'],
    );
    const [changes] = answer?.changes ?? [];
    expect(changes?.anchor).toEqual({
      kind: 'predicted',
      value: Number((10 ** onScale(fresh)).toPrecision(3)),
      unit: 'µM',
      record: null,
    });
    expect(changes?.changes).toEqual([
      Number((onScale(`A${fresh.slice(1)}`) - onScale(fresh)).toFixed(4)),
    ]);
    expect(changes?.uncertainty).toBe(0.8);
  });

  it('gives no changes for a model whose file the benchmark did not measure', async () => {
    const stale = mkdtempSync(join(tmpdir(), 'peptox-kit-stale-'));
    for (const name of ['toy.json', 'toy.evidence.json']) {
      copyFileSync(join(dir, name), join(stale, name));
    }
    writeFileSync(join(stale, 'toy.scan.json'), JSON.stringify(scanFile('000000000000')));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const other = toyPredictor(stale);
    await other.init();
    const answer = await other.scan?.(wild, variants, ['value']);
    expect(answer?.changes).toEqual([]);
    expect(answer?.rows).toHaveLength(variants.length + 1);
    expect(warn.mock.calls[0]?.[0]).toContain('measured model version 000000000000');
    warn.mockRestore();
  });
});
