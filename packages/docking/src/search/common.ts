// What the three searches share: random poses in the box, Vina's one-group mutation, the local
// minimisation with its step budget, and the list of minima a run keeps.
import type { Rng } from '@peptox/ml';
import { bfgs } from '../bfgs.ts';
import { type Evaluator, NO_CAPS, SEARCH_CAPS } from '../evaluator.ts';
import type { Box } from '../grid.ts';
import { type Conf, confLength, rotateQuaternion } from '../pose.ts';

export interface SearchContext {
  evaluator: Evaluator;
  box: Box;
  rng: Rng;
  torsions: number;
  /** BFGS steps of one local minimisation. */
  localSteps: number;
  /** Upper bound on search steps (Monte Carlo steps, swarm iterations, or wolf generations). */
  maxSteps: number;
  /** Heavy-atom radius of gyration at the input conformation (Å): scales rotation moves. */
  gyration: number;
  /** Called now and then with the fraction of maxSteps done. */
  onStep?: (fraction: number) => void;
}

export interface Candidate {
  conf: Conf;
  energy: number;
}

export const TWO_PI = 2 * Math.PI;
/** An angle brought into [-pi, pi). */
export const wrapAngle = (a: number): number => a - TWO_PI * Math.floor((a + Math.PI) / TWO_PI);

/** Uniform in the unit ball. */
export function randomInBall(rng: Rng): [number, number, number] {
  for (;;) {
    const v: [number, number, number] = [
      rng.next() * 2 - 1,
      rng.next() * 2 - 1,
      rng.next() * 2 - 1,
    ];
    if (v[0] * v[0] + v[1] * v[1] + v[2] * v[2] <= 1) return v;
  }
}

/** A uniformly random unit quaternion (Shoemake). */
function randomQuaternion(rng: Rng, conf: Conf): void {
  const u1 = rng.next();
  const u2 = rng.next() * TWO_PI;
  const u3 = rng.next() * TWO_PI;
  const a = Math.sqrt(1 - u1);
  const b = Math.sqrt(u1);
  conf[3] = a * Math.sin(u2);
  conf[4] = a * Math.cos(u2);
  conf[5] = b * Math.sin(u3);
  conf[6] = b * Math.cos(u3);
}

/** A random pose: the root anywhere in the box, any orientation, any torsions. */
export function randomConf(ctx: SearchContext): Conf {
  const conf = new Float64Array(confLength(ctx.torsions));
  for (let c = 0; c < 3; c++) {
    conf[c] = ctx.box.center[c] + (ctx.rng.next() - 0.5) * ctx.box.size[c];
  }
  randomQuaternion(ctx.rng, conf);
  for (let t = 0; t < ctx.torsions; t++) conf[7 + t] = (ctx.rng.next() * 2 - 1) * Math.PI;
  return conf;
}

/** Is the root's position inside the box? */
export function insideBox(conf: Conf, box: Box): boolean {
  for (let c = 0; c < 3; c++) {
    if (Math.abs(conf[c] - box.center[c]) > box.size[c] / 2) return false;
  }
  return true;
}

/** Changes one group chosen at random: the position (up to 2 Å), the orientation, or a torsion. */
export function mutate(ctx: SearchContext, conf: Conf, amplitude = 2): void {
  const which = ctx.rng.int(2 + ctx.torsions);
  if (which === 0) {
    const v = randomInBall(ctx.rng);
    for (let c = 0; c < 3; c++) conf[c] = conf[c] + amplitude * v[c];
  } else if (which === 1) {
    const v = randomInBall(ctx.rng);
    const scale = amplitude / Math.max(ctx.gyration, 1);
    rotateQuaternion(conf, v[0] * scale, v[1] * scale, v[2] * scale);
  } else conf[7 + which - 2] = (ctx.rng.next() * 2 - 1) * Math.PI;
}

/**
 * Local minimisation in place; returns the energy. The quick form (the default) runs with the
 * search's caps; `full` without them.
 */
export function minimise(
  ctx: SearchContext,
  conf: Conf,
  steps = ctx.localSteps,
  full = false,
): number {
  const ev = ctx.evaluator;
  ev.caps = full ? NO_CAPS : SEARCH_CAPS;
  return bfgs((c, g) => ev.energy(c, g), conf, steps).energy;
}

/** Heavy-atom RMSD between two poses' coordinates (same atom order, no symmetry). */
export function coordinateRmsd(a: Float64Array, b: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i] - b[i]) ** 2;
  return Math.sqrt(sum / (a.length / 3));
}

/**
 * The distinct low-energy minima a run found: a new pose within 1 Å of a kept one replaces it
 * only when lower; the list keeps the `size` lowest.
 */
export class MinimaList {
  readonly items: (Candidate & { coords: Float64Array })[] = [];

  constructor(
    readonly evaluator: Evaluator,
    readonly size = 20,
    readonly minRmsd = 1,
  ) {}

  add(conf: Conf, energy: number): void {
    const worst = this.items[this.items.length - 1];
    if (this.items.length >= this.size && worst && energy >= worst.energy) return;
    const coords = new Float64Array(this.evaluator.coords.length);
    this.evaluator.kinematics.heavyCoordinates(conf, coords);
    const near = this.items.findIndex((c) => coordinateRmsd(c.coords, coords) < this.minRmsd);
    if (near >= 0) {
      if ((this.items[near] as Candidate).energy <= energy) return;
      this.items.splice(near, 1);
    }
    this.items.push({ conf: conf.slice(), energy, coords });
    this.items.sort((x, y) => x.energy - y.energy);
    if (this.items.length > this.size) this.items.pop();
  }
}

/** Rotation vector (axis times angle) taking orientation `from` to `to`: log(to * from^-1). */
export function rotationBetween(from: Conf, to: Conf, out: Float64Array, o = 0): void {
  // to * conj(from)
  const aw = to[3];
  const ax = to[4];
  const ay = to[5];
  const az = to[6];
  const bw = from[3];
  const bx = -from[4];
  const by = -from[5];
  const bz = -from[6];
  let w = aw * bw - ax * bx - ay * by - az * bz;
  let x = aw * bx + ax * bw + ay * bz - az * by;
  let y = aw * by - ax * bz + ay * bw + az * bx;
  let z = aw * bz + ax * by - ay * bx + az * bw;
  if (w < 0) {
    w = -w;
    x = -x;
    y = -y;
    z = -z;
  }
  const s = Math.hypot(x, y, z);
  const angle = 2 * Math.atan2(s, w);
  const k = s < 1e-12 ? 2 : angle / s;
  out[o] = x * k;
  out[o + 1] = y * k;
  out[o + 2] = z * k;
}

/**
 * Chaotic numbers in (0, 1) from the Singer map, which PSOVina2 uses in place of uniform draws
 * for the swarm's random weights (Tai et al. 2018).
 */
export class SingerMap {
  #x: number;
  constructor(rng: Rng) {
    this.#x = 0.1 + 0.8 * rng.next();
  }
  next(): number {
    const x = this.#x;
    this.#x = 1.07 * (7.86 * x - 23.31 * x * x + 28.75 * x ** 3 - 13.302875 * x ** 4);
    if (!(this.#x > 0 && this.#x < 1)) this.#x = 0.5;
    return this.#x;
  }
}
