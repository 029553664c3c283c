// Quasi-Newton (BFGS) minimisation of a pose: steps in the tangent space (position, rotation
// vector, torsions), a backtracking line search with Armijo's condition, the inverse Hessian
// started as the identity and rescaled after the first step. Two line searches: the searches'
// (shrink by 10, stop when no trial passes) and the reference program's, which `vina
// --local_only` runs (halve up to ten times and take the last trial even if it fails).
import { applyStep, type Conf, type Tangent } from './pose.ts';

/** Energy of a pose and its gradient (written into `gradient`). */
export type EnergyFunction = (conf: Conf, gradient: Tangent) => number;
/** How a pose moves along a step: out = conf + alpha * step. */
export type StepFunction = (conf: Conf, step: Tangent, alpha: number, out: Conf) => void;

const ARMIJO = 1e-4;
const LINE_TRIALS = 10;

/** How the line search backs off, and what it does when no trial passes Armijo's test. */
export type LineSearch = 'search' | 'reference';
const SHRINK: Record<LineSearch, number> = { search: 0.1, reference: 0.5 };
/**
 * The reference line search may end on a step that barely changes the gradient along it; such a
 * step would blow the inverse Hessian up, so it is skipped unless the gradient's change and the
 * step agree in direction (cosine above this).
 */
const REFERENCE_CURVATURE = 0.01;

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
  lineSearch: LineSearch = 'search',
): Minimum {
  const n = dimension;
  const reference = lineSearch === 'reference';
  const shrink = SHRINK[lineSearch];
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
  // The reference line search can go uphill; a pass that ends higher than it began is undone.
  const start = reference ? Float64Array.from(conf) : null;
  const startEnergy = e;
  for (let step = 0; step < maxSteps; step++) {
    let slope = 0;
    for (let i = 0; i < n; i++) {
      let v = 0;
      for (let j = 0; j < n; j++) v -= h[i * n + j] * g[j];
      p[i] = v;
      slope += v * g[i];
    }
    if (!(slope < 0) && !reference) break;
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
      alpha *= shrink;
    }
    if (!accepted && !reference) break;
    let ys = 0;
    let yy = 0;
    let ss = 0;
    for (let i = 0; i < n; i++) {
      s[i] = alpha * p[i];
      y[i] = gNew[i] - g[i];
      ys += y[i] * s[i];
      yy += y[i] * y[i];
      ss += s[i] * s[i];
    }
    conf.set(trial);
    e = eNew;
    [g, gNew] = [gNew, g];
    if (step === 0 && yy > 1e-12 && ys > 0) {
      const scale = ys / yy;
      for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) h[i * n + j] = i === j ? scale : 0;
    }
    if (ys > 1e-12 && (!reference || ys > REFERENCE_CURVATURE * Math.sqrt(yy * ss))) {
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
  if (start && !(e <= startEnergy)) {
    conf.set(start);
    e = startEnergy;
  }
  return { energy: e, evaluations };
}
