export * from './benchmark.ts';
export * from './change.ts';
export * from './cross-validation.ts';
export * from './figures.ts';
export * from './learned-change.ts';
export * from './pairs.ts';
export * from './scan-file.ts';
export * from './score-changes.ts';
