// A served peptide regression model refitted as its training run fitted it: the same records and
// measured values (its evidence file lists them in training order), the same features, setting,
// strata and groups, so that a fold model of the scan benchmark is the served model without the
// fold's records. `reproduces()` refits on every record and compares with the served file.
import { readFileSync } from 'node:fs';
import { quantileBins, type TreeModel } from '@peptox/ml';
import type { FoldFit } from '@peptox/mutant-scan';
import { nearIdenticalGroups } from '@peptox/peptide-features';
import type { PeptideModel, RegressionOutput } from '@peptox/predictor-kit';
import { fitSetting, foldSetting, type Setting, type TrainingData } from '@peptox/training';

interface Files {
  evidence: {
    records: { inputs: string[] };
    heads: Record<string, { measured: (number | null)[] }>;
  };
  card: { name: string; hyperParameters: Setting; date: string };
  meta: { trainedAt: string; reference?: { sequences: string[]; scores: number[] } };
}

const sibling = (url: URL, suffix: string) => new URL(url.href.replace(/\.json$/, suffix));
const readJson = <T>(url: URL): T => JSON.parse(readFileSync(url, 'utf8')) as T;

export interface Refit {
  /** The model file's name ('mic-ec') and the output's evidence head. */
  name: string;
  head: string;
  output: RegressionOutput;
  sequences: string[];
  /** Measured values on the model's scale, and on the change's (log10 of the served unit). */
  y: number[];
  measured: number[];
  setting: Setting;
  trainedAt: string;
  /** A fold model on these rows; its predictions of any record on the change's scale. */
  foldFit: FoldFit;
  /** The largest difference between a refit on every record and the served model's scores. */
  reproduces(): number;
}

export interface RefitOptions {
  /** Only these records (by their training order): a small benchmark that tests the code. */
  records?: (sequence: string, row: number) => boolean;
  /** Another setting than the served model's (a small one, for the same test). */
  setting?: Setting;
}

/** The regression output of a served peptide model, refitted from its committed files. */
export function refit(model: PeptideModel, head: string, options: RefitOptions = {}): Refit {
  const output = model.outputs.find((o) => o.head === head);
  if (!output || !('regression' in output)) throw new Error(`no regression head '${head}'`);
  const evidence = readJson<Files['evidence']>(sibling(model.url, '.evidence.json'));
  const card = readJson<Files['card']>(sibling(model.url, '.card.json'));
  const meta = readJson<{ meta: Files['meta'] }>(model.url).meta;
  const values = evidence.heads[head]?.measured;
  if (!values) throw new Error(`${card.name}: its evidence has no head '${head}'`);
  const keep = options.records ?? (() => true);
  const rows = values.flatMap((v, i) =>
    v === null || !keep(evidence.records.inputs[i] as string, i) ? [] : [i],
  );
  const sequences = rows.map((r) => evidence.records.inputs[r] as string);
  const y = rows.map((r) => values[r] as number);
  const block = model.features;
  const x = new Float32Array(sequences.length * block.size);
  const features = new Float32Array(block.size);
  sequences.forEach((s, i) => {
    block.compute(s, features);
    x.set(features, i * block.size);
  });
  // The protocol's strata and groups: boosting's stopping fold is carved by them.
  const data: TrainingData = {
    x,
    nFeatures: block.size,
    y,
    strata: quantileBins(y, 10),
    groups: nearIdenticalGroups(sequences, 0.8),
  };
  const toChange = (v: number) => Math.log10(output.regression.toValue(v));
  const setting = options.setting ?? card.hyperParameters;
  const predictor = (trees: TreeModel) => (row: number) =>
    toChange(trees.predict(x, row * block.size));
  return {
    name: card.name,
    head,
    output: output.regression,
    sequences,
    y,
    measured: y.map(toChange),
    setting,
    trainedAt: meta.trainedAt,
    foldFit: (train, fold, anchor) =>
      predictor(
        fitSetting(
          'regression',
          data,
          train,
          foldSetting(setting, (anchor === 'measured' ? 100 : 200) + fold),
        ),
      ),
    reproduces() {
      const reference = meta.reference;
      if (options.records || options.setting)
        throw new Error('Only the whole refit reproduces the model.');
      if (!reference) throw new Error(`${card.name}: the model file keeps no reference scores`);
      const trees = fitSetting('regression', data, [...y.keys()], setting);
      return Math.max(
        ...reference.sequences.map((s, i) => {
          block.compute(s, features);
          return Math.abs(trees.predict(features) - (reference.scores[i] as number));
        }),
      );
    },
  };
}
