// A trial, not the model (Node only): does read-across, the measured values of a molecule's
// nearest training molecules, add to the trees? The trees' and the neighbours' predictions are
// blended; the neighbours (k, similarity weighting) and the blend's weight are chosen on the
// 5-fold CV of the protocol's 80 % and then scored, unchanged, on the 20 % hold-out and the
// 10-fold CV, the folds the model's card reports.

import { measuredNeighbours, readAcross } from '@peptox/evidence';
import { fitSetting, log, recordTrial, report } from '@peptox/training';
import { type CompoundTrialSpec, readTrialData } from './trial-data.ts';

export type ReadAcrossTrialSpec = CompoundTrialSpec;

const NEIGHBOURS = [1, 3, 5, 10, 20];
/** Each neighbour's value weighted by similarity ** power (0: a plain mean). */
const POWERS = [0, 1, 3];
const WEIGHTS = Array.from({ length: 21 }, (_, i) => i / 20);
/** The least gain in R² on the 80 %'s 5-fold CV that pays for the neighbour search. */
const MIN_GAIN = 0.005;

interface Scored {
  rows: number[];
  trees: number[];
  /** Per neighbour count and power: the read-across prediction of each row. */
  neighbours: Map<string, number[]>;
}

export async function trialReadAcross(spec: ReadAcrossTrialSpec) {
  const started = process.cpuUsage();
  const { set, splits, setting, data, fingerprints } = await readTrialData(spec);
  const { y } = set;
  const { x, nFeatures: p } = data;

  /** Fits on `train`, predicts `test` both ways. */
  const score = (train: number[], test: number[]): Scored => {
    const model = fitSetting('regression', data, train, setting);
    const near = measuredNeighbours(fingerprints, y, train);
    const found = test.map((r) => near(fingerprints[r] as Uint8Array, Math.max(...NEIGHBOURS)));
    const neighbours = new Map<string, number[]>();
    for (const k of NEIGHBOURS) {
      for (const power of POWERS) {
        neighbours.set(
          `${k},${power}`,
          found.map((all) => readAcross(all.slice(0, k), power)),
        );
      }
    }
    return { rows: test, trees: test.map((r) => model.predict(x, r * p)), neighbours };
  };
  const byFolds = (rows: number[], folds: Int32Array, count: number): Scored => {
    const all: Scored = { rows: [], trees: [], neighbours: new Map() };
    for (let f = 0; f < count; f++) {
      const train = rows.filter((_, i) => folds[i] !== f);
      const test = rows.filter((_, i) => folds[i] === f);
      const part = score(train, test);
      all.rows.push(...part.rows);
      all.trees.push(...part.trees);
      for (const [key, values] of part.neighbours) {
        all.neighbours.set(key, [...(all.neighbours.get(key) ?? []), ...values]);
      }
      log(spec.name, `fold ${f + 1}/${count} done`);
    }
    return all;
  };
  const blend = (s: Scored, key: string, w: number) =>
    s.trees.map((t, i) => w * t + (1 - w) * ((s.neighbours.get(key) as number[])[i] as number));
  const metrics = (s: Scored, predictions: number[]) =>
    report(
      'regression',
      s.rows.map((r) => y[r] as number),
      predictions,
    );

  // Chosen on the 80 %'s 5-fold CV only.
  const inner = byFolds(splits.split.train, splits.trainFolds, 5);
  let best = { key: '', w: 1, r2: Number.NEGATIVE_INFINITY };
  const curve: Record<string, number> = {};
  for (const key of inner.neighbours.keys()) {
    for (const w of WEIGHTS) {
      const r2 = metrics(inner, blend(inner, key, w)).r2 as number;
      if (w === 0) curve[`read-across alone k,power=${key}`] = r2;
      if (r2 > best.r2) best = { key, w, r2 };
    }
  }
  const treesAlone = metrics(inner, inner.trees);
  log(spec.name, `5-fold on the 80 %: trees ${treesAlone.r2}; best blend ${JSON.stringify(best)}`);

  const held = score(splits.split.train, splits.split.test);
  const tenFold = byFolds(
    set.compounds.map((_, i) => i),
    splits.folds,
    10,
  );
  const result = {
    chosen: { neighboursAndPower: best.key, treesWeight: best.w },
    selection5Fold: { trees: treesAlone, blend: best.r2, readAcrossAlone: curve },
    holdOut: {
      trees: metrics(held, held.trees),
      blend: metrics(held, blend(held, best.key, best.w)),
    },
    crossValidation10Fold: {
      trees: metrics(tenFold, tenFold.trees),
      blend: metrics(tenFold, blend(tenFold, best.key, best.w)),
    },
    cpuMinutes: +(
      (process.cpuUsage(started).user + process.cpuUsage(started).system) /
      6e7
    ).toFixed(1),
  };
  log(spec.name, JSON.stringify(result, null, 1));
  // Kept on the selection's evidence alone (the 80 %'s 5-fold CV), as the protocol chooses.
  const gain = best.r2 - (treesAlone.r2 as number);
  const kept = best.w < 1 && gain >= MIN_GAIN;
  const [k, power] = best.key.split(',').map(Number);
  const r2 = (m: { r2?: number }) => m.r2;
  recordTrial(spec.modelsDir, spec.name, {
    id: 'read-across',
    date: new Date().toISOString().slice(0, 10),
    command: spec.command,
    kept,
    note: `Trial, read-across (\`${spec.command}\`): the trees blended with the similarity-weighted mean of the measured values of the nearest training molecules (Morgan fingerprints, Tanimoto), the neighbours (1-20) and weighting and the trees' weight chosen on the 80 %'s 5-fold CV: ${k} neighbours, similarity to the power ${power}, trees ${best.w}. 5-fold on the 80 %: R² ${r2(treesAlone)} -> ${+best.r2.toFixed(4)}; hold-out ${r2(result.holdOut.trees)} -> ${r2(result.holdOut.blend)}; 10-fold CV ${r2(result.crossValidation10Fold.trees)} -> ${r2(result.crossValidation10Fold.blend)} (RMSE ${result.crossValidation10Fold.trees.rmse} -> ${result.crossValidation10Fold.blend.rmse}); ${result.cpuMinutes} min of CPU. ${kept ? 'Kept: the model is trained with it.' : `Not kept: less than ${MIN_GAIN} R² gained on the 80 %.`}`,
    ...result,
  });
  return result;
}
