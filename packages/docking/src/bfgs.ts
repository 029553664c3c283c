// Quasi-Newton (BFGS) minimisation of a pose: steps in the tangent space (position, rotation
// vector, torsions), a backtracking line search with Armijo's condition, the inverse Hessian
// started as the identity and rescaled after the first step.
import { applyStep, type Conf, type Tangent } from './pose.ts';

/** Energy of a pose and its gradient (written into `gradient`). */
export type EnergyFunction = (conf: Conf, gradient: Tangent) => number;
/** How a pose moves along a step: out = conf + alpha * step. */
export type StepFunction = (conf: Conf, step: Tangent, alpha: number, out: Conf) => void;

const ARMIJO = 1e-4;
const SHRINK = 0.1;
const LINE_TRIALS = 10;

export interface Minimum {
  energy: number;
  /** Energy evaluations used (each with its gradient). */
  evaluations: number;
}

/**
 * Minimises f from `conf` (changed in place) for at most `maxSteps` steps. Steps have `dimension`
 * components: for a pose, one fewer than the pose has (a rotation vector for the quaternion).
 */
export function bfgs(
  f: EnergyFunction,
  conf: Conf,
  maxSteps: number,
  move: StepFunction = applyStep,
  dimension = conf.length - 1,
): Minimum {
  const n = dimension;
  const h = new Float64Array(n * n);
  for (let i = 0; i < n; i++) h[i * n + i] = 1;
  let g = new Float64Array(n);
  let gNew = new Float64Array(n);
  const p = new Float64Array(n);
  const y = new Float64Array(n);
  const s = new Float64Array(n);
  const hy = new Float64Array(n);
  const trial = new Float64Array(conf.length);
  let e = f(conf, g);
  let evaluations = 1;
  for (let step = 0; step < maxSteps; step++) {
    let slope = 0;
    for (let i = 0; i < n; i++) {
      let v = 0;
      for (let j = 0; j < n; j++) v -= h[i * n + j] * g[j];
      p[i] = v;
      slope += v * g[i];
    }
    if (!(slope < 0)) break;
    let alpha = 1;
    let eNew = Infinity;
    let accepted = false;
    for (let t = 0; t < LINE_TRIALS; t++) {
      move(conf, p, alpha, trial);
      eNew = f(trial, gNew);
      evaluations++;
      if (eNew - e < ARMIJO * alpha * slope) {
        accepted = true;
        break;
      }
      alpha *= SHRINK;
    }
    if (!accepted) break;
    let ys = 0;
    let yy = 0;
    for (let i = 0; i < n; i++) {
      s[i] = alpha * p[i];
      y[i] = gNew[i] - g[i];
      ys += y[i] * s[i];
      yy += y[i] * y[i];
    }
    conf.set(trial);
    e = eNew;
    [g, gNew] = [gNew, g];
    if (step === 0 && yy > 1e-12 && ys > 0) {
      const scale = ys / yy;
      for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) h[i * n + j] = i === j ? scale : 0;
    }
    if (ys > 1e-12) {
      // H <- (I - rho s y') H (I - rho y s') + rho s s'
      const rho = 1 / ys;
      let yhy = 0;
      for (let i = 0; i < n; i++) {
        let v = 0;
        for (let j = 0; j < n; j++) v += h[i * n + j] * y[j];
        hy[i] = v;
        yhy += y[i] * v;
      }
      const c = rho * rho * yhy + rho;
      for (let i = 0; i < n; i++) {
        for (let j = 0; j < n; j++) {
          h[i * n + j] = h[i * n + j] - rho * (hy[i] * s[j] + s[i] * hy[j]) + c * s[i] * s[j];
        }
      }
    }
    let gg = 0;
    for (let i = 0; i < n; i++) gg += g[i] * g[i];
    if (gg < 1e-10) break;
  }
  return { energy: e, evaluations };
}
