// Shared steps of the training scripts: feature matrices, cross-validation, model files, cards.
import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  classificationReport,
  type ForestOptions,
  forestToJson,
  type RandomForest,
  regressionReport,
  trainClassifier,
  trainRegressor,
} from '@peptox/ml';
import { modelsDir } from './data.ts';

export type FeatureFn = (sequence: string, out: Float32Array, offset: number) => void;

export function featureMatrix(
  sequences: readonly string[],
  size: number,
  fn: FeatureFn,
): Float32Array {
  const x = new Float32Array(sequences.length * size);
  sequences.forEach((s, i) => {
    fn(s, x, i * size);
  });
  return x;
}

export function rowsOf(x: Float32Array, p: number, rows: readonly number[]): Float32Array {
  const out = new Float32Array(rows.length * p);
  rows.forEach((r, j) => {
    out.set(x.subarray(r * p, r * p + p), j * p);
  });
  return out;
}

export type Task = 'classification' | 'regression';

export function fit(
  task: Task,
  x: Float32Array,
  p: number,
  y: number[],
  options: ForestOptions,
): RandomForest {
  return task === 'classification'
    ? trainClassifier({ x, nFeatures: p }, y, options)
    : trainRegressor({ x, nFeatures: p }, y, options);
}

/** Out-of-fold predictions: each row scored by the forest trained without its fold. */
export function crossValidate(
  task: Task,
  x: Float32Array,
  p: number,
  y: readonly number[],
  rows: readonly number[],
  folds: Int32Array,
  options: ForestOptions,
): number[] {
  const k = Math.max(...folds) + 1;
  const predictions = new Array<number>(rows.length).fill(Number.NaN);
  for (let fold = 0; fold < k; fold++) {
    const train = rows.filter((_, j) => folds[j] !== fold);
    const forest = fit(
      task,
      rowsOf(x, p, train),
      p,
      train.map((r) => y[r] as number),
      {
        ...options,
        seed: (options.seed ?? 1) * 100 + fold,
      },
    );
    rows.forEach((r, j) => {
      if (folds[j] === fold) predictions[j] = forest.predict(x, r * p);
    });
  }
  return predictions;
}

export function report(task: Task, actual: readonly number[], predicted: readonly number[]) {
  const r =
    task === 'classification'
      ? classificationReport(actual, predicted)
      : regressionReport(actual, predicted);
  return Object.fromEntries(
    Object.entries(r).map(([key, v]) => [key, Number.isInteger(v) ? v : +v.toFixed(4)]),
  ) as Record<string, number>;
}

export const log = (...parts: unknown[]): void => {
  console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...parts);
};

/** Writes models/<name>.json and returns its size in bytes. */
export function writeModel(
  name: string,
  forest: RandomForest,
  meta: Record<string, unknown>,
): number {
  const path = join(modelsDir, `${name}.json`);
  writeFileSync(path, forestToJson(forest, meta));
  return statSync(path).size;
}

export function writeCard(name: string, card: Record<string, unknown>): void {
  writeFileSync(join(modelsDir, `${name}.card.json`), `${JSON.stringify(card, null, 2)}\n`);
}
