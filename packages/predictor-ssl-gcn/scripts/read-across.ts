// Read-across beside the ensemble, as the ensemble command and its trial fit it: per assay, the
// similarity-weighted share of actives among a molecule's nearest training molecules measured in
// that assay (Morgan fingerprints, Tanimoto). The number of neighbours and the weighting are chosen
// for all assays, the weight per assay, all by ROC-AUC on the validation molecules; the test
// molecules are scored once.
import { measuredNeighbours, readAcross } from '@peptox/evidence';
import { meanOf } from '@peptox/gcn';
import { rocAuc, type ThreeWaySplit } from '@peptox/ml';
import { TOX21_ASSAYS } from '../src/assays.ts';
import { ensembleProbability, type ReadAcrossSetting } from '../src/ensemble.ts';
import { assayColumn, emptyHeldOutScores, type HeldOutScores, TASKS } from './assay-matrix.ts';
import type { Tox21Molecule } from './data.ts';

export const READ_ACROSS_NEIGHBOURS = [5, 10, 20];
export const READ_ACROSS_POWERS = [1, 3];
/** Read-across's weights tried per assay; 0 keeps the ensemble alone. */
export const READ_ACROSS_WEIGHTS = [0, 0.1, 0.2, 0.3, 0.4, 0.5];

type Part = 'validation' | 'test';

export interface ReadAcrossFit {
  setting: ReadAcrossSetting;
  /** Per assay, read-across's weight. */
  weights: number[];
  /** The ensemble with read-across, molecules × assays in split order. */
  blended: HeldOutScores;
  /** Per assay ROC-AUC, before (the ensemble alone) and after. */
  auc: Record<'before' | 'after', Record<Part, number[]>>;
}

/** Per (neighbours, power): each held-out molecule's read-across score in every assay. */
function scoresOf(molecules: readonly Tox21Molecule[], split: ThreeWaySplit) {
  const scores = new Map<string, HeldOutScores>();
  const key = (k: number, power: number) => `${k},${power}`;
  for (const k of READ_ACROSS_NEIGHBOURS) {
    for (const power of READ_ACROSS_POWERS) {
      scores.set(key(k, power), emptyHeldOutScores(split));
    }
  }
  const largest = Math.max(...READ_ACROSS_NEIGHBOURS);
  const fingerprints = molecules.map((m) => m.fingerprint);
  TOX21_ASSAYS.forEach((_, a) => {
    // In molecule order, as the evidence's records: equally similar neighbours then rank alike.
    const measured = split.train
      .filter((m) => !Number.isNaN((molecules[m] as Tox21Molecule).labels[a] as number))
      .sort((x, y) => x - y);
    const neighbours = measuredNeighbours(
      fingerprints,
      molecules.map((m) => m.labels[a] as number),
      measured,
    );
    for (const part of ['validation', 'test'] as const) {
      split[part].forEach((m, r) => {
        const near = neighbours((molecules[m] as Tox21Molecule).fingerprint, largest);
        for (const k of READ_ACROSS_NEIGHBOURS) {
          for (const power of READ_ACROSS_POWERS) {
            (scores.get(key(k, power)) as HeldOutScores)[part][r * TASKS + a] = readAcross(
              near.slice(0, k),
              power,
            );
          }
        }
      });
    }
  });
  return scores;
}

/** Fits read-across beside an ensemble's held-out scores on one split. */
export function fitReadAcross(
  molecules: readonly Tox21Molecule[],
  split: ThreeWaySplit,
  ensemble: HeldOutScores,
): ReadAcrossFit {
  const column = (part: Part, a: number, scores: Float32Array) =>
    assayColumn(molecules, split[part], a, scores);
  const aucAt = (scores: HeldOutScores, part: Part, a: number, w: number) => {
    const e = column(part, a, ensemble[part]);
    const r = column(part, a, scores[part]);
    return rocAuc(
      e.actual,
      e.values.map((v, i) => ensembleProbability(v, r.values[i] as number, w)),
    );
  };
  // Per assay the weight of highest validation ROC-AUC (a tie keeps the smaller weight).
  const weightsFor = (scores: HeldOutScores) =>
    TOX21_ASSAYS.map((_, a) =>
      READ_ACROSS_WEIGHTS.map((w) => ({ w, auc: aucAt(scores, 'validation', a, w) })).reduce(
        (best, c) => (c.auc > best.auc ? c : best),
      ),
    );
  const all = scoresOf(molecules, split);
  let chosen = { key: '', mean: Number.NEGATIVE_INFINITY, weights: [] as number[] };
  for (const [key, scores] of all) {
    const best = weightsFor(scores);
    const mean = meanOf(best.map((b) => b.auc));
    if (mean > chosen.mean) chosen = { key, mean, weights: best.map((b) => b.w) };
  }
  const [neighbours, power] = chosen.key.split(',').map(Number) as [number, number];
  const scores = all.get(chosen.key) as HeldOutScores;
  const blended = {
    validation: new Float32Array(ensemble.validation.length),
    test: new Float32Array(ensemble.test.length),
  };
  for (const part of ['validation', 'test'] as const) {
    blended[part].forEach((_, i) => {
      blended[part][i] = ensembleProbability(
        ensemble[part][i] as number,
        scores[part][i] as number,
        chosen.weights[i % TASKS] as number,
      );
    });
  }
  const perAssay = (part: Part, w: (a: number) => number) =>
    TOX21_ASSAYS.map((_, a) => aucAt(scores, part, a, w(a)));
  return {
    setting: { neighbours, power, records: [...split.train] },
    weights: chosen.weights,
    blended,
    auc: {
      before: { validation: perAssay('validation', () => 0), test: perAssay('test', () => 0) },
      after: {
        validation: perAssay('validation', (a) => chosen.weights[a] as number),
        test: perAssay('test', (a) => chosen.weights[a] as number),
      },
    },
  };
}
