import type { Model, ModelKind } from '../model.ts';
import { CompleteTrees, sumOfLeaves, type TreeNodes } from '../trees.ts';
import { sigmoid } from './losses.ts';

/** Deeper trees are scored as they are stored, not padded to complete trees (2^10 leaves each). */
const MAX_COMPLETE_DEPTH = 10;

/**
 * Trained gradient-boosted trees, their nodes laid out as trees.ts describes. A leaf's value is
 * already scaled by the learning rate, so the raw score of a row is baseScore plus the sum of its
 * leaves: log-odds of class 1 (classification) or the predicted value (regression).
 */
export class GradientBoosting implements Model, TreeNodes {
  constructor(
    readonly kind: ModelKind,
    readonly nFeatures: number,
    /** The raw score before any tree: log-odds of the class-1 prior, or the mean target. */
    readonly baseScore: number,
    readonly roots: Int32Array,
    readonly feature: Int32Array,
    readonly child: Int32Array,
    readonly value: Float32Array,
    /** Total split gain per feature, summing to 1 (all 0 when no tree splits). */
    readonly importances: Float64Array,
  ) {}

  get nTrees(): number {
    return this.roots.length;
  }

  get nNodes(): number {
    return this.feature.length;
  }

  /**
   * The model of the first `count` rounds only (their nodes copied): the number of rounds can be
   * chosen after training on a held-out metric. The importances stay those of all the rounds.
   */
  firstTrees(count: number): GradientBoosting {
    if (!(Number.isInteger(count) && count >= 1 && count <= this.nTrees)) {
      throw new RangeError(`firstTrees(${count}): the model has ${this.nTrees} trees`);
    }
    const end = count < this.nTrees ? (this.roots[count] as number) : this.nNodes;
    return new GradientBoosting(
      this.kind,
      this.nFeatures,
      this.baseScore,
      this.roots.slice(0, count),
      this.feature.slice(0, end),
      this.child.slice(0, end),
      this.value.slice(0, end),
      this.importances,
    );
  }

  /** Built on the first prediction; null when the trees are too deep for it. */
  private complete: CompleteTrees | null | undefined;

  /** baseScore plus the leaves of every tree for the row that starts at `offset` of `x`. */
  predictRaw(x: ArrayLike<number>, offset = 0): number {
    if (this.complete === undefined) this.complete = CompleteTrees.from(this, MAX_COMPLETE_DEPTH);
    const sum = this.complete ? this.complete.sum(x, offset) : sumOfLeaves(this, x, offset);
    return this.baseScore + sum;
  }

  /** Classification: the probability of class 1; regression: the predicted value. */
  predict(x: ArrayLike<number>, offset = 0): number {
    const raw = this.predictRaw(x, offset);
    return this.kind === 'classification' ? sigmoid(raw) : raw;
  }
}
