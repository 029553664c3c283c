// PSOVina2LS (Ng et al. 2015; Tai et al. 2018): a swarm of poses, each step moving every particle
// in one group chosen at random (position, orientation or one torsion) towards its own best and
// the swarm's best; a quick minimisation first, the full one only when it can pay off.
import { rotateQuaternion } from '../pose.ts';
import {
  type Candidate,
  insideBox,
  MinimaList,
  minimise,
  randomConf,
  rotationBetween,
  type SearchContext,
  SingerMap,
  wrapAngle,
} from './common.ts';

export const PSO = {
  particles: 8,
  inertia: 0.36,
  cognitive: 0.99,
  social: 0.99,
  /** Steps in which every particle gets the full minimisation. */
  warmup: 15,
  /** Stop when the swarm's best has not improved by more than `tolerance` for this many steps. */
  patience: 350,
  tolerance: 1e-4,
} as const;

export function particleSwarm(ctx: SearchContext): Candidate[] {
  const { rng, box, torsions } = ctx;
  const minima = new MinimaList(ctx.evaluator);
  const chaos = new SingerMap(rng);
  const dims = 6 + torsions;
  const quick = Math.max(1, Math.round(ctx.localSteps / 10));
  const x = Array.from({ length: PSO.particles }, () => randomConf(ctx));
  const energy = x.map((conf) => minimise(ctx, conf, ctx.localSteps, true));
  const best = x.map((conf) => conf.slice());
  const bestEnergy = energy.slice();
  const velocity = x.map(() => new Float64Array(dims));
  const first = bestEnergy.indexOf(Math.min(...bestEnergy));
  let global = best[first].slice();
  let globalEnergy = bestEnergy[first];
  for (let p = 0; p < PSO.particles; p++) minima.add(best[p], bestEnergy[p]);
  const toOwn = new Float64Array(3);
  const toGlobal = new Float64Array(3);
  let stable = 0;
  for (let step = 0; step < ctx.maxSteps && stable < PSO.patience; step++) {
    if (step % 16 === 0) ctx.onStep?.(step / ctx.maxSteps);
    const group = rng.int(2 + torsions);
    const before = globalEnergy;
    for (let p = 0; p < PSO.particles; p++) {
      const conf = x[p];
      const v = velocity[p];
      const own = best[p];
      const r1 = chaos.next();
      const r2 = chaos.next();
      if (group === 0) {
        for (let c = 0; c < 3; c++) {
          v[c] =
            PSO.inertia * v[c] +
            PSO.cognitive * r1 * (own[c] - conf[c]) +
            PSO.social * r2 * (global[c] - conf[c]);
          conf[c] = conf[c] + v[c];
        }
        if (!insideBox(conf, box)) {
          for (let c = 0; c < 3; c++) conf[c] = box.center[c] + (rng.next() - 0.5) * box.size[c];
        }
      } else if (group === 1) {
        rotationBetween(conf, own, toOwn);
        rotationBetween(conf, global, toGlobal);
        for (let c = 0; c < 3; c++) {
          v[3 + c] =
            PSO.inertia * v[3 + c] + PSO.cognitive * r1 * toOwn[c] + PSO.social * r2 * toGlobal[c];
        }
        rotateQuaternion(conf, v[3], v[4], v[5]);
      } else {
        const t = group - 2;
        const i = 7 + t;
        v[6 + t] =
          PSO.inertia * v[6 + t] +
          PSO.cognitive * r1 * wrapAngle(own[i] - conf[i]) +
          PSO.social * r2 * wrapAngle(global[i] - conf[i]);
        conf[i] = wrapAngle(conf[i] + v[6 + t]);
      }
      let e = minimise(ctx, conf, quick);
      if (e < bestEnergy[p] || step < PSO.warmup) e = minimise(ctx, conf, ctx.localSteps, true);
      energy[p] = e;
      if (e < bestEnergy[p]) {
        bestEnergy[p] = e;
        best[p] = conf.slice();
        minima.add(conf, e);
        if (e < globalEnergy) {
          globalEnergy = e;
          global = conf.slice();
        }
      }
    }
    stable = before - globalEnergy > PSO.tolerance ? 0 : stable + 1;
  }
  return minima.items;
}
