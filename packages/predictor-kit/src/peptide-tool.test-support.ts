// The toy peptide tool the predictor tests share (vitest only): one regression (pHC50 from lysines
// per residue) and a class derived from it, trained on made-up peptides into a temporary folder.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { fitEvidence, outOfFoldSimilarity, peptideSpace } from '@peptox/evidence';
import { createRng, modelToFile, trainRegressor } from '@peptox/ml';
import { featureBlock } from '@peptox/peptide-features';
import type { ModelCard } from '@peptox/tool-schema';
import { classifierOutput, regressionOutput } from './outputs.ts';
import { peptidePredictor } from './peptide-tool.ts';

const rng = createRng(12);
const AA = 'ACDEFGHIKLMNPQRSTVWY';
const residue = () => AA[Math.floor(rng.next() * 20)] as string;
const parents = Array.from({ length: 40 }, (_, f) => Array.from({ length: 8 + (f % 15) }, residue));
/** 400 peptides: 40 families of 8-22 residues, each member with one residue turned to K. */
export const peptides = Array.from({ length: 400 }, (_, i) => {
  const child = [...(parents[i % 40] as string[])];
  child[Math.floor(rng.next() * child.length)] = 'K';
  return child.join('');
});
/** The toy's features: lysines per residue and length. */
export const features = featureBlock(['lysines', 'length'], (s, out, o) => {
  out[o] = [...s].filter((c) => c === 'K').length / s.length;
  out[o + 1] = s.length;
});
const x = new Float32Array(peptides.length * 2);
peptides.forEach((p, i) => {
  features.compute(p, x, 2 * i);
});
/** The measured value of each peptide, on the model's -log10 scale. */
export const y = peptides.map((_, i) => 4 * (x[2 * i] as number) - 1 + 0.1 * rng.next());

/** The toy's model folder (toy.json, toy.evidence.json; the scan tests add toy.scan.json). */
export const dir = mkdtempSync(join(tmpdir(), 'peptox-kit-'));
export const model = trainRegressor({ x, nFeatures: 2 }, y, { nTrees: 20, seed: 1 });
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
/** The toy's evidence file as written beside it, and its summary on the card. */
export const { file, summary } = fitEvidence({
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
export const card = { name: 'toy', evidence: summary } as ModelCard;

/** The toy's value: an HC50-like regression on -log10 µM, as both predictors below read it. */
export const valueOutput = {
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

/** The toy tool serving the model files of a folder. */
export const toyPredictor = (modelDir: string) =>
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

export const predictor = toyPredictor(dir);
