export * from './amino-acids.ts';
export * from './ctd.ts';
export * from './mic-features.ts';
export * from './reduced-alphabet.ts';
