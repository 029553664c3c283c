// How sure a gain in R² is: resampling whole scaffolds (or any groups) of out-of-fold
// predictions, so that a gain a few scaffolds carry shows as a wide interval.
import { createRng } from '@peptox/ml';
import { report } from '@peptox/training';

/** R² of `predicted` against `actual`. */
export const r2 = (actual: number[], predicted: number[]) =>
  report('regression', actual, predicted).r2 as number;

/**
 * The 90 % interval of R²(candidate) − R²(served) over `resamples` draws of the groups with
 * replacement (each draw as many groups as there are, every row of a drawn group taken).
 */
export function gainInterval(
  actual: readonly number[],
  served: readonly number[],
  candidate: readonly number[],
  groups: readonly number[],
  seed: number,
  resamples = 1000,
): [number, number] {
  const members = new Map<number, number[]>();
  groups.forEach((g, i) => {
    const rows = members.get(g);
    if (rows) rows.push(i);
    else members.set(g, [i]);
  });
  const drawn = [...members.values()];
  const rng = createRng(seed);
  const gains: number[] = [];
  for (let b = 0; b < resamples; b++) {
    const rows = Array.from(
      { length: drawn.length },
      () => drawn[rng.int(drawn.length)] as number[],
    ).flat();
    const pick = (values: readonly number[]) => rows.map((i) => values[i] as number);
    const truth = pick(actual);
    gains.push(r2(truth, pick(candidate)) - r2(truth, pick(served)));
  }
  gains.sort((a, b) => a - b);
  return [
    gains[Math.floor(0.05 * resamples)] as number,
    gains[Math.ceil(0.95 * resamples) - 1] as number,
  ];
}
