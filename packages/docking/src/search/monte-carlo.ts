// Vina's search (Trott & Olson 2010): from a random pose, mutate one group, minimise, and accept
// by the Metropolis rule at T = 1.2; a new best is minimised again, longer, and kept.
import {
  type Candidate,
  MinimaList,
  minimise,
  mutate,
  randomConf,
  type SearchContext,
} from './common.ts';

const TEMPERATURE = 1.2;

export function monteCarlo(ctx: SearchContext): Candidate[] {
  const minima = new MinimaList(ctx.evaluator);
  let current = randomConf(ctx);
  let energy = minimise(ctx, current);
  let best = energy;
  minima.add(current, energy);
  const candidate = current.slice();
  for (let step = 0; step < ctx.maxSteps; step++) {
    if (step % 256 === 0) ctx.onStep?.(step / ctx.maxSteps);
    candidate.set(current);
    mutate(ctx, candidate);
    const e = minimise(ctx, candidate);
    if (e < energy || ctx.rng.next() < Math.exp((energy - e) / TEMPERATURE)) {
      current = candidate.slice();
      energy = e;
      if (e < best || minima.items.length < minima.size) {
        energy = minimise(ctx, current, ctx.localSteps, true);
        best = Math.min(best, energy);
        minima.add(current, energy);
      }
    }
  }
  return minima.items;
}
