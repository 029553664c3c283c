export type ModelKind = 'classification' | 'regression';

/** Rows of features, row-major: x[i * nFeatures + f]. */
export interface FeatureMatrix {
  x: ArrayLike<number>;
  nFeatures: number;
}

/**
 * What model selection needs of a trained learner, whichever it is (random forest or
 * gradient-boosted trees): a score for the row that starts at `offset` of `x`. Classification:
 * the probability of class 1; regression: the predicted value.
 */
export interface Model {
  readonly kind: ModelKind;
  readonly nFeatures: number;
  predict(x: ArrayLike<number>, offset?: number): number;
}
