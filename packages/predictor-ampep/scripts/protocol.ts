// The one training protocol every model here follows:
//  1. hold out a seeded, stratified 20 % as the validation set, untouched until step 3;
//  2. choose hyper-parameters by 5-fold cross-validation on the other 80 %;
//  3. train the chosen setting on the 80 %, measure it once on the held-out 20 % (reported);
//  4. 10-fold cross-validation of the chosen setting on all data (reported, as papers do);
//  5. train the final model on all data and write it with its card.
import { type ForestOptions, quantileBins, stratifiedKFold, stratifiedSplit } from '@peptox/ml';
import {
  crossValidate,
  type FeatureFn,
  featureMatrix,
  fit,
  log,
  report,
  rowsOf,
  type Task,
  writeCard,
  writeModel,
} from './train-lib.ts';

export interface ProtocolSpec {
  name: string;
  title: string;
  task: Task;
  sequences: string[];
  /** Class 0/1, or the regression target. */
  y: number[];
  target: string;
  data: { files: string[]; counts: Record<string, number>; preparation: string };
  features: { size: number; fn: FeatureFn; names: readonly string[]; description: string };
  /** Settings compared in step 2; the shared ones (nTrees, seed) go in `base`. */
  grid: ForestOptions[];
  base: ForestOptions;
  /** Extra facts for the model file's meta (e.g. the training length range). */
  meta?: Record<string, unknown>;
  notes?: string[];
}

const SEED = 2026;
const selectionKey = (task: Task, r: Record<string, number>): number =>
  task === 'classification'
    ? (r.mcc as number) + 1e-3 * (r.rocAuc as number)
    : (r.pearson as number);

const describe = (o: ForestOptions) => JSON.stringify(o);

export function runProtocol(spec: ProtocolSpec): Record<string, unknown> {
  const { task, sequences, y } = spec;
  const p = spec.features.size;
  const n = sequences.length;
  log(spec.name, `${n} sequences, ${p} features`);
  const x = featureMatrix(sequences, p, spec.features.fn);
  const strata = task === 'classification' ? y : Array.from(quantileBins(y, 10));

  // 1. validation hold-out
  const { train, test } = stratifiedSplit(strata, 0.2, SEED);

  // 2. selection by 5-fold CV on the training part
  const trainFolds = stratifiedKFold(
    train.map((r) => strata[r] as number),
    5,
    SEED,
  );
  const selection = spec.grid.map((setting) => {
    const options = { ...spec.base, ...setting };
    const predicted = crossValidate(task, x, p, y, train, trainFolds, options);
    const metrics = report(
      task,
      train.map((r) => y[r] as number),
      predicted,
    );
    log(spec.name, 'CV on 80 %', describe(setting), JSON.stringify(metrics));
    return { setting, metrics };
  });
  const best = selection.reduce((a, b) =>
    selectionKey(task, b.metrics) > selectionKey(task, a.metrics) ? b : a,
  );
  const options = { ...spec.base, ...best.setting };
  log(spec.name, 'chosen', describe(options));

  // 3. the held-out 20 %
  const devForest = fit(
    task,
    rowsOf(x, p, train),
    p,
    train.map((r) => y[r] as number),
    options,
  );
  const validation = report(
    task,
    test.map((r) => y[r] as number),
    test.map((r) => devForest.predict(x, r * p)),
  );
  log(spec.name, 'validation (20 % held out)', JSON.stringify(validation));

  // 4. 10-fold CV on everything
  const all = [...Array(n).keys()];
  const allFolds = stratifiedKFold(strata, 10, SEED + 1);
  const cv10 = report(task, y, crossValidate(task, x, p, y, all, allFolds, options));
  log(spec.name, '10-fold CV on all data', JSON.stringify(cv10));

  // 5. final model
  const started = performance.now();
  const forest = fit(task, x, p, y, options);
  const trainSeconds = (performance.now() - started) / 1000;
  const lengths = sequences.map((s) => s.length);
  const meta = {
    name: spec.name,
    target: spec.target,
    trainedAt: new Date().toISOString(),
    trainingSequences: n,
    lengthRange: [Math.min(...lengths), Math.max(...lengths)],
    features: spec.features.names,
    ...spec.meta,
  };
  const bytes = writeModel(spec.name, forest, meta);
  const top = forest.importances
    ? [...forest.importances.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 10)
        .map(([f, v]) => ({ feature: spec.features.names[f], importance: +v.toFixed(4) }))
    : [];

  const card = {
    name: spec.name,
    title: spec.title,
    date: new Date().toISOString().slice(0, 10),
    model:
      'random forest (@peptox/ml: CART, Gini or variance reduction, bootstrap, a fresh random feature subset at every split)',
    output:
      task === 'classification'
        ? 'probability of class 1 = share of the trees voting for it; class 1 at >= 0.5'
        : `${spec.target}: the mean of the trees`,
    data: spec.data,
    features: { count: p, description: spec.features.description },
    split: {
      validation: `seeded stratified hold-out of 20 % (${test.length} sequences, seed ${SEED}${task === 'regression' ? ', strata: target deciles' : ''}), never used to choose settings`,
      selection: `5-fold stratified cross-validation on the other 80 % (${train.length} sequences) over ${spec.grid.length} settings; chosen by ${task === 'classification' ? 'MCC' : 'Pearson r'}`,
      crossValidation: '10-fold stratified cross-validation of the chosen setting on all data',
      final: `trained on all ${n} sequences`,
    },
    hyperParameters: options,
    selection,
    metrics: { validation, crossValidation10Fold: cv10 },
    file: {
      path: `models/${spec.name}.json`,
      bytes,
      trees: forest.nTrees,
      nodes: forest.nNodes,
      trainSeconds: +trainSeconds.toFixed(1),
    },
    topFeatures: top,
    notes: spec.notes ?? [],
  };
  writeCard(spec.name, card);
  log(
    spec.name,
    `wrote models/${spec.name}.json (${(bytes / 1e6).toFixed(2)} MB, ${forest.nNodes} nodes)`,
  );
  return card;
}
