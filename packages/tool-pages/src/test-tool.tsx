// A tool definition for the unit tests of the shared pages, and the service's description of it.
import type { Tool } from '@peptox/api-client';
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

/** What the service says of the test tool (GET /tools/ampep), two of its methods. */
export const testTool: Tool = {
  id: 'ampep',
  name: 'AmPEP',
  input: 'peptide',
  genome: { minLength: 5, maxLength: 100 },
  methods: [
    { id: 'ampep', label: 'AmPEP', description: 'any length', default: true },
    { id: 'mic', label: 'MIC', description: 'activity', default: false },
  ],
  columns: [],
  tables: [],
  limits: {
    maxTextBytes: 1_048_576,
    maxGenomeBytes: 52_428_800,
    maxSequences: 10_000,
    maxDescriptionLength: 255,
  },
  available: true,
  modelVersions: [],
};
