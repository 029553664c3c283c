import type { GradientBoosting } from './boosting/index.ts';
import type { RandomForest } from './forest/index.ts';
import type { Model, ModelKind } from './model.ts';

/**
 * Several tree models of one task averaged: the mean of their scores (probabilities of class 1,
 * or predicted values), each member weighted. Model selection keeps it only where the averaged
 * scores beat each member's in cross-validation: forests and boosted trees err differently.
 */
export class AveragedTrees implements Model {
  readonly kind: ModelKind;
  readonly nFeatures: number;
  readonly weights: Float64Array;

  constructor(
    readonly members: readonly (RandomForest | GradientBoosting)[],
    weights?: readonly number[],
  ) {
    const first = members[0];
    if (!first) throw new RangeError('An average needs at least one model.');
    if (members.some((m) => m.kind !== first.kind || m.nFeatures !== first.nFeatures)) {
      throw new RangeError('Averaged models must share their task and features.');
    }
    const raw = weights ?? members.map(() => 1);
    if (raw.length !== members.length || raw.some((w) => !(w >= 0))) {
      throw new RangeError('One non-negative weight per member is needed.');
    }
    const total = raw.reduce((a, b) => a + b, 0);
    if (!(total > 0)) throw new RangeError('The weights must not all be 0.');
    this.kind = first.kind;
    this.nFeatures = first.nFeatures;
    this.weights = Float64Array.from(raw, (w) => w / total);
  }

  get nTrees(): number {
    return this.members.reduce((n, m) => n + m.nTrees, 0);
  }

  get nNodes(): number {
    return this.members.reduce((n, m) => n + m.nNodes, 0);
  }

  /** The members' importances, weighted as their scores are (null when a member has none). */
  get importances(): Float64Array | null {
    const out = new Float64Array(this.nFeatures);
    for (const [i, member] of this.members.entries()) {
      if (!member.importances) return null;
      const w = this.weights[i] as number;
      member.importances.forEach((v, f) => {
        out[f] = (out[f] as number) + w * v;
      });
    }
    return out;
  }

  predict(x: ArrayLike<number>, offset = 0): number {
    let sum = 0;
    for (const [i, member] of this.members.entries()) {
      sum += (this.weights[i] as number) * member.predict(x, offset);
    }
    return sum;
  }
}
