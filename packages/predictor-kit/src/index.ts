export * from './bench.ts';
export * from './models.ts';
export * from './molecule-domain.ts';
export * from './outputs.ts';
export * from './peptide.ts';
export * from './peptide-tool.ts';
export * from './predictor.ts';
export * from './records.ts';
