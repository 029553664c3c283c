import {
  ColumnSchema,
  ModelVersionSchema,
  ResultRowSchema,
  ScoreChangesSchema,
  TableSchema,
} from '@peptox/tool-schema/wire';
import { Type } from 'typebox';
import { defaultLimits } from '../config.ts';
import { submissionFields } from './schemas.ts';

// The instant answers' shapes (POST /{tool}/predict, POST /{tool}/scan), beside schemas.ts: a
// small input's rows at once, and a peptide's mutant scan.

/** An instant answer's request: a job's input and methods, without the job. */
export const InstantRequestSchema = Type.Object({
  input: Type.String({
    description: `FASTA text of at most ${defaultLimits.maxInstantPeptides} peptides, or for a compound tool SMILES one a line (at most ${defaultLimits.maxInstantMolecules} molecules); the limits are each tool's limits.maxInstantRecords (GET /tools).`,
  }),
  inputType: Type.Optional(
    Type.Union([Type.Literal('fasta'), Type.Literal('smiles')], {
      description: "'fasta' (peptide tools, the default) or 'smiles' (compound tools). No genomes.",
    }),
  ),
  methods: submissionFields.methods,
});

export const InstantResultSchema = Type.Object({
  columns: Type.Array(ColumnSchema),
  tables: Type.Array(TableSchema),
  rows: Type.Array(ResultRowSchema, {
    description: "One row per record, in input order, as a job's result has them.",
  }),
  modelVersions: Type.Array(ModelVersionSchema),
});

export const ScanRequestSchema = Type.Object({
  sequence: Type.String({
    description: `A peptide of the 20 standard residues (one-letter code), 5 to ${defaultLimits.maxScanLength} long (limits.maxScanLength, GET /tools).`,
  }),
  methods: submissionFields.methods,
});

export const ScanResultSchema = Type.Object({
  columns: Type.Array(ColumnSchema, {
    description:
      "The methods' value columns: a scan has no evidence columns nor intervals (no nearest-record search per variant).",
  }),
  wildType: ResultRowSchema,
  variants: Type.Array(
    Type.Object({
      id: Type.String({
        description: "'K7A', 'K7del', 'del1-3' (N-terminal) or 'del28-30' (C-terminal).",
      }),
      kind: Type.Union([
        Type.Literal('substitution'),
        Type.Literal('deletion'),
        Type.Literal('n-truncation'),
        Type.Literal('c-truncation'),
      ]),
      position: Type.Integer({
        description: 'The 1-based position changed; for a truncation, the residues removed.',
      }),
      from: Type.String(),
      to: Type.Union([Type.String(), Type.Null()]),
      sequence: Type.String(),
    }),
    {
      description:
        'Every single substitution, every single deletion, then the N- and C-terminal truncations down to 5 residues.',
    },
  ),
  rows: Type.Array(ResultRowSchema, { description: 'One row per variant, in the same order.' }),
  changes: Type.Array(ScoreChangesSchema, {
    description:
      'For each value column a scan benchmark measured (the MICs, the HC50), the variants’ changes against the wild type’s anchor and how far they can be trusted. Other columns (probabilities, ratios) have their values in rows only.',
  }),
});
