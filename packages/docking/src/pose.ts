// A pose: the root's position, its orientation (unit quaternion) and one angle per torsion, as
// changes from the input conformation. Coordinates follow from it through the torsion tree, and a
// gradient on the atoms goes back to one on the pose (force, torque, torque along each bond).
import type { LigandModel } from './ligand.ts';

/** [x, y, z, qw, qx, qy, qz, torsion 1..n]. */
export type Conf = Float64Array;
/** Steps and gradients: [x, y, z, rotation vector (3), torsion 1..n]. */
export type Tangent = Float64Array;

export const confLength = (torsions: number): number => 7 + torsions;
export const tangentLength = (torsions: number): number => 6 + torsions;

/** Rotation matrix (row-major) of a unit quaternion. */
export function quaternionMatrix(
  w: number,
  x: number,
  y: number,
  z: number,
  out: Float64Array,
  o = 0,
) {
  out[o] = 1 - 2 * (y * y + z * z);
  out[o + 1] = 2 * (x * y - w * z);
  out[o + 2] = 2 * (x * z + w * y);
  out[o + 3] = 2 * (x * y + w * z);
  out[o + 4] = 1 - 2 * (x * x + z * z);
  out[o + 5] = 2 * (y * z - w * x);
  out[o + 6] = 2 * (x * z - w * y);
  out[o + 7] = 2 * (y * z + w * x);
  out[o + 8] = 1 - 2 * (x * x + y * y);
}

/** q <- rotation(v) * q, for a rotation vector v (axis times angle), normalised. */
export function rotateQuaternion(conf: Conf, vx: number, vy: number, vz: number): void {
  const angle = Math.hypot(vx, vy, vz);
  if (angle < 1e-12) return;
  const s = Math.sin(angle / 2) / angle;
  const aw = Math.cos(angle / 2);
  const ax = vx * s;
  const ay = vy * s;
  const az = vz * s;
  const bw = conf[3] as number;
  const bx = conf[4] as number;
  const by = conf[5] as number;
  const bz = conf[6] as number;
  let w = aw * bw - ax * bx - ay * by - az * bz;
  let x = aw * bx + ax * bw + ay * bz - az * by;
  let y = aw * by - ax * bz + ay * bw + az * bx;
  let z = aw * bz + ax * by - ay * bx + az * bw;
  const norm = Math.hypot(w, x, y, z);
  w /= norm;
  x /= norm;
  y /= norm;
  z /= norm;
  conf[3] = w;
  conf[4] = x;
  conf[5] = y;
  conf[6] = z;
}

/** out = conf moved by alpha * step (position added, orientation rotated, torsions added). */
export function applyStep(conf: Conf, step: Tangent, alpha: number, out: Conf): void {
  out.set(conf);
  out[0] += alpha * (step[0] as number);
  out[1] += alpha * (step[1] as number);
  out[2] += alpha * (step[2] as number);
  rotateQuaternion(
    out,
    alpha * (step[3] as number),
    alpha * (step[4] as number),
    alpha * (step[5] as number),
  );
  for (let t = 6; t < step.length; t++)
    out[t + 1] = (out[t + 1] as number) + alpha * (step[t] as number);
}

/** Forward and backward passes over one ligand's torsion tree, with buffers reused. */
export class Kinematics {
  readonly nodeCount: number;
  /** Per node: rotation (9), origin (3), world axis (3). */
  readonly #rotation: Float64Array;
  readonly #origin: Float64Array;
  readonly #axis: Float64Array;
  /** Reference origin of each node. */
  readonly #refOrigin: Float64Array;
  /** Heavy-atom positions (in `heavy` order) grouped by node. */
  readonly #nodeHeavy: number[][];
  readonly #force: Float64Array;
  readonly #torque: Float64Array;

  constructor(readonly ligand: LigandModel) {
    const n = ligand.nodes.length;
    this.nodeCount = n;
    this.#rotation = new Float64Array(n * 9);
    this.#origin = new Float64Array(n * 3);
    this.#axis = new Float64Array(n * 3);
    this.#refOrigin = new Float64Array(n * 3);
    this.#force = new Float64Array(n * 3);
    this.#torque = new Float64Array(n * 3);
    ligand.nodes.forEach((node, k) => {
      for (let c = 0; c < 3; c++) {
        this.#refOrigin[k * 3 + c] =
          k === 0
            ? (ligand.rootOrigin[c] as number)
            : (ligand.reference[node.axisTo * 3 + c] as number);
      }
    });
    this.#nodeHeavy = ligand.nodes.map(() => []);
    ligand.heavy.forEach((atom, h) => {
      this.#nodeHeavy[ligand.nodeOf[atom] as number]?.push(h);
    });
  }

  /** Node frames for a pose. */
  #frames(conf: Conf): void {
    const { nodes, reference } = this.ligand;
    const R = this.#rotation;
    const O = this.#origin;
    const A = this.#axis;
    quaternionMatrix(
      conf[3] as number,
      conf[4] as number,
      conf[5] as number,
      conf[6] as number,
      R,
      0,
    );
    O[0] = conf[0] as number;
    O[1] = conf[1] as number;
    O[2] = conf[2] as number;
    for (let k = 1; k < nodes.length; k++) {
      const node = nodes[k] as (typeof nodes)[number];
      const p = node.parent;
      const rp = p * 9;
      // Origin: the branch's first atom carried by the parent's frame.
      const lx = (reference[node.axisTo * 3] as number) - (this.#refOrigin[p * 3] as number);
      const ly =
        (reference[node.axisTo * 3 + 1] as number) - (this.#refOrigin[p * 3 + 1] as number);
      const lz =
        (reference[node.axisTo * 3 + 2] as number) - (this.#refOrigin[p * 3 + 2] as number);
      O[k * 3] = (O[p * 3] as number) + R[rp] * lx + R[rp + 1] * ly + R[rp + 2] * lz;
      O[k * 3 + 1] = (O[p * 3 + 1] as number) + R[rp + 3] * lx + R[rp + 4] * ly + R[rp + 5] * lz;
      O[k * 3 + 2] = (O[p * 3 + 2] as number) + R[rp + 6] * lx + R[rp + 7] * ly + R[rp + 8] * lz;
      const bx = (reference[node.axisTo * 3] as number) - (reference[node.axisFrom * 3] as number);
      const by =
        (reference[node.axisTo * 3 + 1] as number) - (reference[node.axisFrom * 3 + 1] as number);
      const bz =
        (reference[node.axisTo * 3 + 2] as number) - (reference[node.axisFrom * 3 + 2] as number);
      let ax = R[rp] * bx + R[rp + 1] * by + R[rp + 2] * bz;
      let ay = R[rp + 3] * bx + R[rp + 4] * by + R[rp + 5] * bz;
      let az = R[rp + 6] * bx + R[rp + 7] * by + R[rp + 8] * bz;
      const len = Math.hypot(ax, ay, az);
      ax /= len;
      ay /= len;
      az /= len;
      A[k * 3] = ax;
      A[k * 3 + 1] = ay;
      A[k * 3 + 2] = az;
      // R_k = rotation(axis, theta) * R_parent (Rodrigues).
      const theta = conf[6 + k] as number;
      const c = Math.cos(theta);
      const s = Math.sin(theta);
      const t = 1 - c;
      const m0 = t * ax * ax + c;
      const m1 = t * ax * ay - s * az;
      const m2 = t * ax * az + s * ay;
      const m3 = t * ax * ay + s * az;
      const m4 = t * ay * ay + c;
      const m5 = t * ay * az - s * ax;
      const m6 = t * ax * az - s * ay;
      const m7 = t * ay * az + s * ax;
      const m8 = t * az * az + c;
      const rk = k * 9;
      for (let col = 0; col < 3; col++) {
        const c0 = R[rp + col];
        const c1 = R[rp + 3 + col];
        const c2 = R[rp + 6 + col];
        R[rk + col] = m0 * c0 + m1 * c1 + m2 * c2;
        R[rk + 3 + col] = m3 * c0 + m4 * c1 + m5 * c2;
        R[rk + 6 + col] = m6 * c0 + m7 * c1 + m8 * c2;
      }
    }
  }

  #place(atom: number, out: Float64Array, o: number): void {
    const k = this.ligand.nodeOf[atom] as number;
    const R = this.#rotation;
    const r = k * 9;
    const ref = this.ligand.reference;
    const lx = (ref[atom * 3] as number) - (this.#refOrigin[k * 3] as number);
    const ly = (ref[atom * 3 + 1] as number) - (this.#refOrigin[k * 3 + 1] as number);
    const lz = (ref[atom * 3 + 2] as number) - (this.#refOrigin[k * 3 + 2] as number);
    out[o] = this.#origin[k * 3] + R[r] * lx + R[r + 1] * ly + R[r + 2] * lz;
    out[o + 1] = this.#origin[k * 3 + 1] + R[r + 3] * lx + R[r + 4] * ly + R[r + 5] * lz;
    out[o + 2] = this.#origin[k * 3 + 2] + R[r + 6] * lx + R[r + 7] * ly + R[r + 8] * lz;
  }

  /** Heavy-atom coordinates of a pose (xyz flat, in `heavy` order). */
  heavyCoordinates(conf: Conf, out: Float64Array): void {
    this.#frames(conf);
    const heavy = this.ligand.heavy;
    for (let h = 0; h < heavy.length; h++) this.#place(heavy[h] as number, out, h * 3);
  }

  /** Every atom's coordinates (file order), hydrogens included: for writing poses. */
  allCoordinates(conf: Conf): Float64Array {
    this.#frames(conf);
    const n = this.ligand.pdbqt.atoms.length;
    const out = new Float64Array(n * 3);
    for (let a = 0; a < n; a++) this.#place(a, out, a * 3);
    return out;
  }

  /**
   * The pose gradient from forces dE/dx on the heavy atoms, for the coordinates last computed by
   * heavyCoordinates.
   */
  gradient(coords: Float64Array, forces: Float64Array, out: Tangent): void {
    const F = this.#force;
    const T = this.#torque;
    const O = this.#origin;
    F.fill(0);
    T.fill(0);
    for (let k = 0; k < this.nodeCount; k++) {
      let fx = 0;
      let fy = 0;
      let fz = 0;
      let tx = 0;
      let ty = 0;
      let tz = 0;
      const ox = O[k * 3];
      const oy = O[k * 3 + 1];
      const oz = O[k * 3 + 2];
      for (const h of this.#nodeHeavy[k] as number[]) {
        const gx = forces[h * 3];
        const gy = forces[h * 3 + 1];
        const gz = forces[h * 3 + 2];
        const rx = coords[h * 3] - ox;
        const ry = coords[h * 3 + 1] - oy;
        const rz = coords[h * 3 + 2] - oz;
        fx += gx;
        fy += gy;
        fz += gz;
        tx += ry * gz - rz * gy;
        ty += rz * gx - rx * gz;
        tz += rx * gy - ry * gx;
      }
      F[k * 3] = fx;
      F[k * 3 + 1] = fy;
      F[k * 3 + 2] = fz;
      T[k * 3] = tx;
      T[k * 3 + 1] = ty;
      T[k * 3 + 2] = tz;
    }
    const nodes = this.ligand.nodes;
    for (let k = this.nodeCount - 1; k >= 1; k--) {
      const p = (nodes[k] as (typeof nodes)[number]).parent;
      out[5 + k] =
        T[k * 3] * this.#axis[k * 3] +
        T[k * 3 + 1] * this.#axis[k * 3 + 1] +
        T[k * 3 + 2] * this.#axis[k * 3 + 2];
      const dx = O[k * 3] - O[p * 3];
      const dy = O[k * 3 + 1] - O[p * 3 + 1];
      const dz = O[k * 3 + 2] - O[p * 3 + 2];
      const fx = F[k * 3];
      const fy = F[k * 3 + 1];
      const fz = F[k * 3 + 2];
      F[p * 3] = F[p * 3] + fx;
      F[p * 3 + 1] = F[p * 3 + 1] + fy;
      F[p * 3 + 2] = F[p * 3 + 2] + fz;
      T[p * 3] = T[p * 3] + T[k * 3] + dy * fz - dz * fy;
      T[p * 3 + 1] = T[p * 3 + 1] + T[k * 3 + 1] + dz * fx - dx * fz;
      T[p * 3 + 2] = T[p * 3 + 2] + T[k * 3 + 2] + dx * fy - dy * fx;
    }
    for (let c = 0; c < 3; c++) {
      out[c] = F[c];
      out[3 + c] = T[c];
    }
  }
}

/** The identity pose at the input file's coordinates. */
export function referenceConf(ligand: LigandModel): Conf {
  const conf = new Float64Array(confLength(ligand.torsionCount));
  conf.set(ligand.rootOrigin, 0);
  conf[3] = 1;
  return conf;
}
