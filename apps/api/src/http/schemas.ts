import { type TSchema, Type } from 'typebox';
import { defaultLimits } from '../config.ts';

// The API's shapes: Fastify validates requests and serialises answers with them, and
// @fastify/swagger turns them into the OpenAPI document that the client's types follow.

export const JOB_ID_PATTERN = '^[A-Za-z0-9_-]{22}$';
/** The highest page number a list or a job's rows can be asked for. */
export const MAX_PAGE = 1_000_000;

export const success = (data: TSchema) =>
  Type.Object({ status: Type.Literal(1), data }, { additionalProperties: false });

export const FailureSchema = Type.Object(
  {
    status: Type.Literal(0),
    message: Type.Record(Type.String(), Type.Array(Type.String()), {
      description: 'Field name -> sentences that say what is wrong with it.',
    }),
  },
  {
    $id: 'Failure',
    description: 'Every failure: 400, 403, 404, 409, 410, 413, 415, 422, 429, 500, 503.',
  },
);

const failures = (...codes: number[]) =>
  Object.fromEntries(codes.map((code) => [code, Type.Ref('Failure')]));

/** Response schemas of a route: the success and the failures it can answer with. */
export const responses = (code: number, data: TSchema, ...failureCodes: number[]) => ({
  [code]: success(data),
  ...failures(429, 500, ...failureCodes),
});

export const MethodSchema = Type.Object({
  id: Type.String(),
  label: Type.String(),
  description: Type.String(),
  minLength: Type.Optional(Type.Integer()),
  maxLength: Type.Optional(Type.Integer()),
  default: Type.Boolean(),
});

export const ColumnSchema = Type.Object({
  key: Type.String(),
  label: Type.String(),
  type: Type.Union([
    Type.Literal('text'),
    Type.Literal('probability'),
    Type.Literal('class'),
    Type.Literal('number'),
    Type.Literal('molecule'),
  ]),
  method: Type.Optional(Type.String()),
  unit: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
  classes: Type.Optional(
    Type.Object(
      {
        positive: Type.String(),
        negative: Type.String(),
        harmful: Type.Optional(
          Type.Boolean({
            description: 'Class 1 is a harm (hemolytic, toxic): pages do not show it as good news.',
          }),
        ),
      },
      { description: 'What classes 1 and 0 of a class column are called.' },
    ),
  ),
  threshold: Type.Optional(
    Type.Number({
      description:
        "A class column's threshold: class 1 where its method's probability is at least this (0.5 when absent).",
    }),
  ),
});

export const TableSchema = Type.Object({
  id: Type.String(),
  label: Type.String(),
  columns: Type.Array(Type.String()),
});

export const LimitsSchema = Type.Object({
  maxTextBytes: Type.Integer(),
  maxGenomeBytes: Type.Integer(),
  maxSequences: Type.Integer(),
  maxDescriptionLength: Type.Integer(),
  maxMolecules: Type.Optional(
    Type.Integer({ description: 'Compound tools: molecules in one job.' }),
  ),
  maxSmilesLength: Type.Optional(
    Type.Integer({
      description:
        'Compound tools: characters of one SMILES; a longer one is kept in the results, marked invalid.',
    }),
  ),
});

export const ToolSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  input: Type.Union([Type.Literal('peptide'), Type.Literal('molecule')]),
  genome: Type.Optional(Type.Object({ minLength: Type.Integer(), maxLength: Type.Integer() })),
  methods: Type.Array(MethodSchema),
  columns: Type.Array(ColumnSchema),
  tables: Type.Array(TableSchema),
  limits: LimitsSchema,
});

const MetricsSchema = Type.Record(Type.String(), Type.Number());

/** A model card as its training run wrote it (see @peptox/tool-schema's ModelCard). */
export const ModelCardSchema = Type.Object({
  name: Type.String(),
  title: Type.String(),
  method: Type.Optional(Type.String({ description: 'The tool method the model serves.' })),
  date: Type.String({ description: 'Day of the training run.' }),
  model: Type.String(),
  output: Type.String(),
  data: Type.Object({
    files: Type.Array(Type.String()),
    counts: Type.Record(Type.String(), Type.Number()),
    preparation: Type.String(),
  }),
  features: Type.Object({ count: Type.Integer(), description: Type.String() }),
  split: Type.Record(Type.String(), Type.String()),
  hyperParameters: Type.Record(Type.String(), Type.Unknown()),
  selection: Type.Optional(
    Type.Array(
      Type.Object({ setting: Type.Record(Type.String(), Type.Unknown()), metrics: MetricsSchema }),
    ),
  ),
  metrics: Type.Record(Type.String(), MetricsSchema, {
    description: "Evaluation ('validation', 'crossValidation10Fold', …) -> metric -> value.",
  }),
  file: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  topFeatures: Type.Optional(
    Type.Array(Type.Object({ feature: Type.String(), importance: Type.Number() })),
  ),
  notes: Type.Optional(Type.Array(Type.String())),
});

export const ToolDetailsSchema = Type.Intersect([
  ToolSchema,
  Type.Object({ modelCards: Type.Array(ModelCardSchema) }),
]);

export const CodonTableSchema = Type.Object({ id: Type.Integer(), name: Type.String() });

const StatusSchema = Type.Union([
  Type.Literal('queued'),
  Type.Literal('running'),
  Type.Literal('finished'),
  Type.Literal('failed'),
]);
const InputTypeSchema = Type.Union([
  Type.Literal('fasta'),
  Type.Literal('genome'),
  Type.Literal('smiles'),
]);
const Timestamp = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

export const JobSchema = Type.Object({
  id: Type.String({ pattern: JOB_ID_PATTERN }),
  tool: Type.String(),
  status: StatusSchema,
  description: Type.Union([Type.String(), Type.Null()]),
  methods: Type.Array(Type.String()),
  inputType: InputTypeSchema,
  codonTable: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  startedAt: Timestamp,
  finishedAt: Timestamp,
  counts: Type.Object({
    sequences: Type.Integer({
      description: 'Records submitted; for a genome, peptides predicted.',
    }),
    invalid: Type.Integer({ description: 'Rows that a chosen method could not take.' }),
  }),
  error: Type.Union([Type.String(), Type.Null()]),
  attempts: Type.Integer({ description: 'Times a worker started the job (more after a restart).' }),
});

const Cell = Type.Union([Type.String(), Type.Number(), Type.Null()]);

export const JobWithResultSchema = Type.Intersect([
  JobSchema,
  Type.Object({
    result: Type.Union([
      Type.Null(),
      Type.Object({
        columns: Type.Array(ColumnSchema),
        tables: Type.Array(TableSchema),
        rows: Type.Array(Type.Record(Type.String(), Cell)),
        total: Type.Integer(),
        page: Type.Integer(),
        pageSize: Type.Integer(),
      }),
    ]),
  }),
]);

export const JobSummarySchema = Type.Object({
  id: Type.String(),
  tool: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  status: StatusSchema,
  createdAt: Type.String({ format: 'date-time' }),
  finishedAt: Timestamp,
});

export const JobListSchema = Type.Object({
  items: Type.Array(JobSummarySchema),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
});

export const StatisticsSchema = Type.Object({
  days: Type.Array(Type.Object({ date: Type.String({ format: 'date' }), jobs: Type.Integer() })),
  methods: Type.Array(
    Type.Object({ method: Type.String(), label: Type.String(), jobs: Type.Integer() }),
  ),
});

const submissionFields = {
  inputType: Type.Optional(
    Type.Union([Type.Literal('fasta'), Type.Literal('genome'), Type.Literal('smiles')], {
      description:
        "Peptide tools: 'fasta' (default), or 'genome' (DNA FASTA) for tools that take genomes. Compound tools: 'smiles' (the default and only one).",
    }),
  ),
  methods: Type.Array(Type.String(), {
    minItems: 1,
    description: 'Method ids of the tool (GET /tools); in multipart, repeated or comma-separated.',
  }),
  description: Type.Optional(
    Type.String({
      maxLength: defaultLimits.maxDescriptionLength,
      description: 'Shown in job lists.',
    }),
  ),
  email: Type.Optional(
    Type.String({
      format: 'email',
      maxLength: 254,
      description:
        'Optional: mail when the job ends (where the service sends mail), and the list of jobs by address. Without it, the job is found by its id.',
    }),
  ),
  codonTable: Type.Optional(
    Type.Integer({
      description: 'NCBI genetic code for genome input (GET /codon-tables); default 11.',
    }),
  ),
};

/** The JSON submission. The handler checks it (both forms, in one place); the schema documents it. */
export const SubmissionJsonSchema = Type.Object({
  input: Type.String({
    description: `FASTA text, at most ${defaultLimits.maxTextBytes} bytes (${defaultLimits.maxGenomeBytes} for a genome) and ${defaultLimits.maxSequences} sequences; for a compound tool, SMILES one a line (\`SMILES\` or \`SMILES name\`, or \`>name\` / SMILES line pairs), at most ${defaultLimits.maxTextBytes} bytes and ${defaultLimits.maxMolecules} molecules.`,
  }),
  ...submissionFields,
});

export const SubmissionMultipartSchema = Type.Object({
  file: Type.Optional(
    Type.String({
      format: 'binary',
      description: 'A FASTA file, or a .smi file for a compound tool.',
    }),
  ),
  input: Type.Optional(
    Type.String({
      description: 'FASTA text (or SMILES for a compound tool), when no file is sent.',
    }),
  ),
  ...submissionFields,
});
