// A tool definition for the unit tests of the shared pages.
import type { PredictionToolDefinition } from './definition.ts';

const prose = async () => ({ default: () => <p>prose</p>, references: [] });

export const testDefinition: PredictionToolDefinition = {
  id: 'ampep',
  tagline: 'A tool for tests',
  input: { kind: 'fasta', genome: true },
  example: '>example_1\nGLFDIVKKVVGALGSL\n',
  home: { title: 'Predict for a test', intro: <p>What the tool does.</p> },
  pages: { method: prose, dataset: prose },
};

/** A compound tool for the tests of the shared pages. */
export const compoundDefinition: PredictionToolDefinition = {
  id: 'bestox',
  tagline: 'A compound tool for tests',
  input: { kind: 'smiles' },
  example: 'CCO ethanol\n',
  home: { title: 'Predict for a compound test', intro: <p>What the tool does.</p> },
  pages: { method: prose },
};
