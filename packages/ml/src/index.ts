export * from './base64.ts';
export * from './boosting.ts';
export * from './forest.ts';
export * from './metrics.ts';
export * from './model.ts';
export * from './random.ts';
export * from './serialize.ts';
export * from './split.ts';
