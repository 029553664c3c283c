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
