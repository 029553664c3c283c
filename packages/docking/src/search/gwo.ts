// GWOVina (Wong et al. 2021): a pack of minimised poses led by its three best (alpha, beta,
// delta). Each generation a wolf moves to the mean of three steps towards the leaders, or with
// probability 0.2 takes a small random walk; every new pose is minimised. The coefficient a falls
// linearly from 2, and a generation that does not improve the best advances the generation
// counter exponentially, so a settled pack stops early.
import { rotateQuaternion } from '../pose.ts';
import {
  type Candidate,
  insideBox,
  MinimaList,
  minimise,
  mutate,
  randomConf,
  rotationBetween,
  type SearchContext,
  wrapAngle,
} from './common.ts';

export const GWO = {
  wolves: 12,
  /** Probability of the grey wolf move (otherwise a random walk). */
  hunt: 0.8,
  /** Amplitude of the random walk's move (Å, or Å over the gyration radius for a rotation). */
  walk: 1,
  /**
   * The k-th generation in a row without a better alpha counts as growth^k generations. With 2,
   * runs on 1lrh stopped after about 14 000 evaluations with the best pose still 1.4 kcal/mol
   * above the crystal minimum; 1.5 gives the pack a few more generations.
   */
  staleGrowth: 1.5,
} as const;

export function greyWolf(ctx: SearchContext): Candidate[] {
  const { rng, box, torsions } = ctx;
  const minima = new MinimaList(ctx.evaluator);
  const wolves = Array.from({ length: GWO.wolves }, () => randomConf(ctx));
  const energy = wolves.map((conf) => minimise(ctx, conf));
  wolves.forEach((w, i) => {
    minima.add(w, energy[i]);
  });
  // Leaders: the three best poses seen, best first.
  let leaders: Candidate[] = [];
  const consider = (conf: Float64Array, e: number) => {
    if (leaders.length === 3 && e >= leaders[2].energy) return;
    leaders = [...leaders, { conf: conf.slice(), energy: e }]
      .sort((a, b) => a.energy - b.energy)
      .slice(0, 3);
  };
  wolves.forEach((w, i) => {
    consider(w, energy[i]);
  });
  const rot = new Float64Array(3);
  const move = new Float64Array(6 + torsions);
  let generation = 0;
  let stale = 0;
  while (generation < ctx.maxSteps) {
    ctx.onStep?.(generation / ctx.maxSteps);
    const a = 2 - (2 * generation) / ctx.maxSteps;
    const bestBefore = leaders[0].energy;
    for (let w = 0; w < GWO.wolves; w++) {
      const x = wolves[w];
      const next = x.slice();
      if (rng.next() < GWO.hunt) {
        move.fill(0);
        for (const leader of leaders) {
          const L = leader.conf;
          for (let c = 0; c < 3; c++) {
            const A = 2 * a * rng.next() - a;
            const C = 2 * rng.next();
            move[c] = move[c] + (L[c] - A * Math.abs(C * L[c] - x[c])) / 3;
          }
          // Orientation and torsions as offsets from this wolf (angles have no absolute origin).
          rotationBetween(x, L, rot);
          for (let c = 0; c < 3; c++) {
            const A = 2 * a * rng.next() - a;
            const C = 2 * rng.next();
            move[3 + c] = move[3 + c] + (rot[c] - A * Math.abs(C * rot[c])) / 3;
          }
          for (let t = 0; t < torsions; t++) {
            const A = 2 * a * rng.next() - a;
            const C = 2 * rng.next();
            const d = wrapAngle(L[7 + t] - x[7 + t]);
            move[6 + t] = move[6 + t] + (d - A * Math.abs(C * d)) / 3;
          }
        }
        for (let c = 0; c < 3; c++) next[c] = move[c];
        rotateQuaternion(next, move[3], move[4], move[5]);
        for (let t = 0; t < torsions; t++) next[7 + t] = wrapAngle(x[7 + t] + move[6 + t]);
        if (!insideBox(next, box)) {
          for (let c = 0; c < 3; c++) next[c] = box.center[c] + (rng.next() - 0.5) * box.size[c];
        }
      } else mutate(ctx, next, GWO.walk);
      const e = minimise(ctx, next);
      wolves[w] = next;
      energy[w] = e;
      minima.add(next, e);
      consider(next, e);
    }
    if (leaders[0].energy < bestBefore - 1e-4) {
      stale = 0;
      generation += 1;
    } else {
      stale++;
      generation += Math.ceil(GWO.staleGrowth ** stale);
    }
  }
  return minima.items;
}
