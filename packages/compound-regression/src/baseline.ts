// The baseline a cheminformatician runs first, in one place for every compound tool: a random
// forest of 500 trees and XGBoost-like boosted trees (800 rounds, learning rate 0.03, depth 6,
// column sample 0.5) on Morgan count fingerprints (radius 2, 2048 bins) and RDKit's 2D
// descriptors. A model's card shows it beside the model's own figures, on the same molecules.
import type { FeatureBlock } from '@peptox/molecule';
import {
  type BoostingSetting,
  baselineForest,
  type ForestSetting,
  type Task,
} from '@peptox/training';

/** The baseline's features: Morgan counts (radius 2, 2048 bins), then RDKit's 2D descriptors. */
export const BASELINE_BLOCKS: readonly FeatureBlock[] = ['morganCounts', 'descriptors'];

/**
 * The baseline's two learners as `@peptox/training` settings. Forest: a third of the features
 * per split for regression (leaves of one row, as scikit-learn grows them), the square root for
 * classification with classes balanced in each tree's sample. Boosting: XGBoost's defaults
 * otherwise (lambda 1, minimum child weight 1, every row each round), no early stopping.
 */
export function baselineSettings(
  task: Task,
  nFeatures: number,
  seed = 7,
): { forest: ForestSetting; boosting: BoostingSetting } {
  return {
    forest: baselineForest(task, nFeatures, seed),
    boosting: {
      learner: 'boosting',
      nRounds: 800,
      learningRate: 0.03,
      maxDepth: 6,
      colsample: 0.5,
      lambda: 1,
      minChildWeight: 1,
      seed,
    },
  };
}

export const BASELINE_DESCRIPTION =
  'the baseline: a random forest (500 trees) and boosted trees (800 rounds, learning rate 0.03, depth 6, column sample 0.5) on Morgan count fingerprints (radius 2, 2048 bins) and RDKit 2D descriptors';
