export * from './encoding.ts';
export * from './model.ts';
export * from './network.ts';
export * from './train.ts';
