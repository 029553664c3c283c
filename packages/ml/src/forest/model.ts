import type { Model, ModelKind } from '../model.ts';
import { sumOfLeaves, type TreeNodes, treeLeafValue } from '../trees.ts';

export type ForestKind = ModelKind;

/**
 * A trained random forest, its nodes laid out as trees.ts describes. A leaf's value is the
 * majority class (classification) or the mean target (regression).
 */
export class RandomForest implements Model, TreeNodes {
  constructor(
    readonly kind: ForestKind,
    readonly nFeatures: number,
    /** 0 for regression. */
    readonly nClasses: number,
    readonly roots: Int32Array,
    readonly feature: Int32Array,
    readonly child: Int32Array,
    readonly value: Float32Array,
    /** Mean decrease in impurity per feature, summing to 1; null when not computed. */
    readonly importances: Float64Array | null = null,
  ) {}

  get nTrees(): number {
    return this.roots.length;
  }

  get nNodes(): number {
    return this.feature.length;
  }

  /** The leaf value that tree t gives to the row that starts at `offset` of `x`. */
  leafValue(t: number, x: ArrayLike<number>, offset = 0): number {
    return treeLeafValue(this, t, x, offset);
  }

  /**
   * Regression: the mean of the trees' predictions. Classification with two classes: the share of
   * the trees that vote for class 1 (hard votes, as R's randomForest reports them).
   */
  predict(x: ArrayLike<number>, offset = 0): number {
    if (this.kind === 'classification' && this.nClasses !== 2) {
      throw new Error('predict() needs two classes; use votes()');
    }
    // Binary leaves hold 0 or 1, so the mean of the leaves is the share of votes for class 1.
    return sumOfLeaves(this, x, offset) / this.roots.length;
  }

  /** Classification: the share of the trees' votes for each class. */
  votes(x: ArrayLike<number>, offset = 0): Float64Array {
    const out = new Float64Array(this.nClasses);
    const nTrees = this.roots.length;
    for (let t = 0; t < nTrees; t++) out[this.leafValue(t, x, offset)] += 1 / nTrees;
    return out;
  }
}
