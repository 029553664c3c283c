// A tool definition for the unit tests of the shared pages.
import type { PredictionToolDefinition } from './definition.ts';

const prose = async () => ({ default: () => <p>prose</p>, references: [] });

export const testDefinition: PredictionToolDefinition = {
  id: 'ampep',
  input: { kind: 'fasta', genome: true },
  example: '>example_1\nGLFDIVKKVVGALGSL\n',
  pages: { method: prose, dataset: prose },
};

/** A compound tool for the tests of the shared pages. */
export const compoundDefinition: PredictionToolDefinition = {
  id: 'bestox',
  input: { kind: 'smiles' },
  example: 'CCO ethanol\n',
  pages: { method: prose },
};
