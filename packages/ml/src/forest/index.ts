// Random forests: tree.ts grows one CART tree, train.ts the ensemble (bootstrap samples, class
// weights, importances), model.ts scores with the trained trees.
export { type ForestKind, RandomForest } from './model.ts';
export { type ForestOptions, trainClassifier, trainRegressor } from './train.ts';
