// Gradient-boosted trees, one concern a file as in scikit-learn's _hist_gradient_boosting:
// binning.ts cuts the features into bins, grower.ts grows one tree on them, losses.ts gives the
// gradients, train.ts runs the rounds, model.ts scores raw features with the trained trees.
export { GradientBoosting } from './model.ts';
export { type BoostingOptions, type BoostingRound, trainBoosting } from './train.ts';
