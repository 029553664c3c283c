export * from './box.ts';
export * from './input.ts';
export * from './structures.ts';
