import { type TRef, type TSchema, Type } from 'typebox';
import { defaultLimits } from '../config.ts';
import {
  DockingLimitsSchema,
  DockingSubmissionJsonSchema,
  dockingMultipartFields,
  JobFileInfoSchema,
  JobProgressSchema,
} from './docking-schemas.ts';
import { ScoreChangesSchema } from './scan-changes-schema.ts';

// The API's shapes: Fastify validates requests and serialises answers with them, and
// @fastify/swagger turns them into the OpenAPI document that the client's types follow.

export const JOB_ID_PATTERN = '^[A-Za-z0-9_-]{22}$';
/** A job's id in a path: its pattern is checked (422 naming the id) before the job is looked up. */
export const JobIdParameter = Type.String({
  pattern: JOB_ID_PATTERN,
  description: "The job's id: 22 characters of letters, digits, - and _.",
});

/** The highest page number a list or a job's rows can be asked for. */
export const MAX_PAGE = 1_000_000;

export const success = (data: TSchema, description = 'The answer.') =>
  Type.Object({ status: Type.Literal(1), data }, { additionalProperties: false, description });

export const FailureSchema = Type.Object(
  {
    status: Type.Literal(0),
    message: Type.Record(Type.String(), Type.Array(Type.String()), {
      description: 'Field name -> sentences that say what is wrong with it.',
    }),
  },
  {
    $id: 'Failure',
    description:
      'Every failure: 400, 403, 404, 408, 409, 410, 413, 415, 421, 422, 429, 431, 500, 503. The message names the field (or the request, route, store, queue, client or host) and says what is wrong in sentences.',
  },
);

/** What each failure status means, in the OpenAPI document. */
const failureMeanings: Record<number, string> = {
  400: 'The request could not be read: a malformed address, header, JSON body or multipart form.',
  403: 'Refused: a submission posted from a page of another site, or (with mail configured) a list of jobs without a valid link token.',
  404: 'No such tool, job or result table.',
  408: 'The request did not arrive in time: its headers and body must arrive within the time the service gives a request (30 s unless configured).',
  409: 'Not possible now: the results of a job that has not finished, or a retrieval link from a service that sends no mail.',
  410: 'The job expired: it ended more than the retention period ago, and its input and results were deleted.',
  413: 'The body is larger than this endpoint accepts.',
  415: 'The body is neither JSON nor multipart/form-data.',
  421: 'The Host header names a host this service does not answer for: only the names it is reached by, so that a page of another domain pointed at its address (DNS rebinding) reads nothing.',
  422: 'A parameter or field is not valid; the message names it.',
  429: 'Too many requests from this client address, or (a submission, a rerun) an e-mail address or a client over its quota.',
  431: 'The request headers are larger than the service accepts.',
  500: 'An error in the service.',
  503: 'The job store cannot serve now (unreachable, or its disk full or read-only), or the instant answers are busy or off; try again later.',
};

/** Failure responses, each with its meaning. */
export const failures = <const Codes extends readonly number[]>(...codes: Codes) =>
  Object.fromEntries(
    codes.map((code) => [code, Type.Ref('Failure', { description: failureMeanings[code] })]),
  ) as { [Code in Codes[number]]: TRef };

/**
 * The failures any request can get, whatever its route: HTTP that cannot be read (400), a
 * request that did not arrive in time (408) or whose headers are too large (431), both answered
 * by Node's parser; a host name the service does not answer for (421); an error (500).
 */
export const ANY_ROUTE_FAILURES = [400, 408, 421, 431, 500] as const;

/**
 * Response schemas of a route: the success, and the failures it can answer with besides those
 * every route can (ANY_ROUTE_FAILURES, and 429 over the rate limit).
 */
export const responses = (
  code: number,
  data: TSchema,
  description: string,
  ...failureCodes: number[]
) => ({
  [code]: success(data, description),
  ...failures(...[...new Set([...failureCodes, ...ANY_ROUTE_FAILURES, 429])].sort((a, b) => a - b)),
});

/** POST /jobs/{id}/rerun: optional; the new job is the requester's, with their address if any. */
export const RerunRequestSchema = Type.Object(
  {
    email: Type.Optional(
      Type.String({
        maxLength: 254,
        description:
          "The requester's own e-mail address, for the new job (mail when it ends, lists by address); the original's address is never used.",
      }),
    ),
  },
  { description: 'Optional: the rerun takes no other field, and may be sent without a body.' },
);

export const MethodSchema = Type.Object({
  id: Type.String(),
  label: Type.String(),
  description: Type.String(),
  minLength: Type.Optional(Type.Integer()),
  maxLength: Type.Optional(Type.Integer()),
  default: Type.Boolean(),
});

const OperatingPointSchema = Type.Object({
  threshold: Type.Number(),
  precision: Type.Union([Type.Number(), Type.Null()]),
  recall: Type.Number(),
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
  operatingPoints: Type.Optional(
    Type.Array(OperatingPointSchema, {
      description:
        "A class column's model: precision and recall at thresholds 0.01 ... 0.99 on records it was not trained on.",
    }),
  ),
  model: Type.Optional(
    Type.String({
      description:
        'The model output whose evidence columns (<model>_nearest_id, <model>_in_domain, ...) speak for this column.',
    }),
  ),
  interval: Type.Optional(
    Type.Object(
      { low: Type.String(), high: Type.String(), level: Type.Number() },
      {
        description: "A value column's prediction interval: its bounds' column keys and its level.",
      },
    ),
  ),
  role: Type.Optional(
    Type.Union(
      [
        Type.Literal('interval-low'),
        Type.Literal('interval-high'),
        Type.Literal('measured'),
        Type.Literal('nearest-id'),
        Type.Literal('nearest-similarity'),
        Type.Literal('nearest-measured'),
        Type.Literal('nearest-input'),
        Type.Literal('in-domain'),
      ],
      { description: 'What an evidence column tells about its model output for the row.' },
    ),
  ),
  measurement: Type.Optional(
    Type.Union([Type.Literal('measured'), Type.Literal('labelled')], {
      description:
        "On a measured or nearest-measured column: an assay's value or outcome ('measured'), or a class a data set gives its records by membership ('labelled').",
    }),
  ),
  measures: Type.Optional(
    Type.String({
      description:
        'On a measured column: the key of the value or class column it measures (the row leads with it when filled); on a nearest-measured column, the value column whose unit it is in.',
    }),
  ),
});

export const ModelVersionSchema = Type.Object(
  {
    model: Type.String({ description: 'The model file (models/<model>.json).' }),
    method: Type.String(),
    version: Type.String({ description: 'The first 12 hexadecimal digits of its SHA-256.' }),
    trainedAt: Type.String({ description: 'Day of its training run.' }),
    role: Type.Optional(
      Type.String({
        description:
          'What the model does for the method when it is not the method’s own model (another tool’s model whose prediction is a feature).',
      }),
    ),
  },
  { description: 'Which model made a method’s values.' },
);

export const TableSchema = Type.Object({
  id: Type.String(),
  label: Type.String(),
  columns: Type.Array(Type.String()),
  where: Type.Optional(
    Type.Object(
      {
        key: Type.String(),
        in: Type.Array(Type.Union([Type.String(), Type.Number(), Type.Null()])),
      },
      {
        description:
          "Only the rows whose cell in 'key' is one of 'in' (a docking job's ligands: the best pose of each); every row when absent.",
      },
    ),
  ),
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
  maxInstantRecords: Type.Optional(
    Type.Integer({
      description:
        'Peptides (or molecules, for a compound tool) an instant answer takes (POST /{tool}/predict); a larger input is a job. Absent when the server gives no instant answers.',
    }),
  ),
  maxScanLength: Type.Optional(
    Type.Integer({
      description: 'Peptide tools: the longest peptide a mutant scan takes (POST /{tool}/scan).',
    }),
  ),
  ...DockingLimitsSchema,
});

export const ToolSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  available: Type.Boolean({
    description:
      'Whether a worker that runs the tool is alive now. Jobs of an unavailable tool are kept and wait for one.',
  }),
  input: Type.Union([Type.Literal('peptide'), Type.Literal('molecule'), Type.Literal('docking')], {
    description:
      "What the tool reads: peptides (FASTA), molecules (SMILES), or a docking job's receptor, ligands and box.",
  }),
  genome: Type.Optional(Type.Object({ minLength: Type.Integer(), maxLength: Type.Integer() })),
  methods: Type.Array(MethodSchema),
  columns: Type.Array(ColumnSchema),
  tables: Type.Array(TableSchema),
  limits: LimitsSchema,
  modelVersions: Type.Array(ModelVersionSchema, {
    description: 'The model files its workers run now (those of the newest worker to start).',
  }),
});

const MetricsSchema = Type.Record(Type.String(), Type.Number());

const Nullable = (schema: TSchema) => Type.Union([schema, Type.Null()]);
const NullableNumber = Nullable(Type.Number());

// The evidence of a model card (see @peptox/tool-schema's EvidenceSummary).
const DomainCutoffSchema = Type.Object({
  cutoff: Type.Number({ description: 'Inputs less similar than this are outside the domain.' }),
  basis: Type.Union([Type.Literal('error-growth'), Type.Literal('coverage')]),
  rule: Type.String(),
  n: Type.Integer(),
  rmse: Type.Number(),
  inside: Type.Object({ n: Type.Integer(), rmse: NullableNumber }),
  outside: Type.Object({ n: Type.Integer(), rmse: NullableNumber }),
  bins: Type.Array(
    Type.Object({
      from: Type.Number(),
      to: Type.Number(),
      n: Type.Integer(),
      rmse: NullableNumber,
    }),
  ),
});

const CoverageSchema = Type.Object({
  n: Type.Integer(),
  coverage: NullableNumber,
  meanWidth: NullableNumber,
});

const ReliabilitySchema = Type.Array(
  Type.Object({
    from: Type.Number(),
    to: Type.Number(),
    n: Type.Integer(),
    meanPredicted: NullableNumber,
    observed: NullableNumber,
  }),
);

const BrierEceSchema = Type.Object({ brier: Type.Number(), ece: Type.Number() });

const HeadSummarySchema = Type.Object({
  task: Type.Union([Type.Literal('regression'), Type.Literal('classification')]),
  domain: DomainCutoffSchema,
  interval: Type.Optional(
    Type.Object({
      level: Type.Number(),
      bands: Type.Array(
        Type.Object({
          from: Type.Number(),
          to: Type.Number(),
          n: Type.Integer(),
          halfWidth: Type.Number(),
        }),
      ),
      validation: Type.Optional(
        Type.Object({
          n: Type.Integer(),
          coverage: Type.Number(),
          meanWidth: Type.Number(),
          inside: CoverageSchema,
          outside: CoverageSchema,
        }),
      ),
    }),
  ),
  calibration: Type.Optional(
    Type.Object({
      method: Type.Union([Type.Literal('isotonic'), Type.Literal('platt')]),
      logLoss: Type.Optional(Type.Object({ isotonic: Type.Number(), platt: Type.Number() })),
      validation: Type.Optional(
        Type.Object({
          n: Type.Integer(),
          before: Nullable(BrierEceSchema),
          after: BrierEceSchema,
        }),
      ),
      reliability: Type.Optional(
        Type.Object({ before: Nullable(ReliabilitySchema), after: ReliabilitySchema }),
      ),
    }),
  ),
  threshold: Type.Optional(
    Type.Object({
      value: Type.Number(),
      rule: Type.String(),
      precision: NullableNumber,
      recall: Type.Number(),
      validation: Type.Optional(
        Type.Object({ n: Type.Integer(), precision: NullableNumber, recall: Type.Number() }),
      ),
      curve: Type.Array(OperatingPointSchema),
    }),
  ),
  derived: Type.Optional(
    Type.Object({ from: Type.String(), atOrAbove: Type.Number(), definition: Type.String() }),
  ),
});

const EvidenceSummarySchema = Type.Object(
  {
    similarity: Type.Union([
      Type.Object({ measure: Type.Literal('alignment-identity') }),
      Type.Object({
        measure: Type.Literal('tanimoto'),
        fingerprint: Type.Object({ radius: Type.Integer(), nBits: Type.Integer() }),
      }),
    ]),
    lengthWindow: Type.Optional(
      Type.Object(
        { min: Type.Integer(), max: Type.Integer() },
        { description: 'The shortest and longest training peptide, in residues.' },
      ),
    ),
    chance: Type.Optional(
      Type.Object(
        {
          level: Type.Number(),
          samples: Type.Integer(),
          points: Type.Array(Type.Object({ length: Type.Integer(), similarity: Type.Number() })),
        },
        {
          description:
            "Peptides: the similarity random sequences of a length reach by chance against the training peptides (the level's quantile), the domain's floor at each length.",
        },
      ),
    ),
    method: Type.String(),
    heads: Type.Record(Type.String(), HeadSummarySchema),
  },
  {
    description:
      'What stands behind each number: the similarity measure, the training lengths, and per output the domain cut-off, the intervals or the calibration and threshold, with their validation figures.',
  },
);

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
  evidence: Type.Optional(EvidenceSummarySchema),
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
  Type.Literal('docking'),
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
  modelVersions: Type.Array(ModelVersionSchema, {
    description: 'The models that made the values, once the job has finished.',
  }),
  rerunOf: Type.Union([Type.String(), Type.Null()], {
    description: 'The job this one reruns with the models of its day, if any.',
  }),
  progress: JobProgressSchema,
});

const Cell = Type.Union([Type.String(), Type.Number(), Type.Null()]);

export const JobChangesSchema = Type.Object({
  original: JobSchema,
  rows: Type.Integer({ description: 'Rows of the rerun.' }),
  total: Type.Integer({ description: 'Rows with at least one value that changed.' }),
  changes: Type.Array(
    Type.Object({
      id: Type.String(),
      input: Cell,
      columns: Type.Array(Type.Object({ key: Type.String(), before: Cell, after: Cell })),
    }),
    { description: 'The first 1 000 changed rows, in the order of the input.' },
  ),
});

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
        files: Type.Array(JobFileInfoSchema, {
          description:
            "Files the job made besides its rows (a docking job's poses, receptor and parameters).",
        }),
      }),
    ]),
  }),
]);

export const JobSummarySchema = Type.Object({
  id: Type.String({ pattern: JOB_ID_PATTERN }),
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

/**
 * The JSON submission: a prediction tool's input, or a docking tool's receptor, ligands and box.
 * The handler checks it (both forms, in one place); the schema documents it.
 */
export const RecordSubmissionJsonSchema = Type.Object({
  input: Type.String({
    description: `FASTA text, at most ${defaultLimits.maxTextBytes} bytes (${defaultLimits.maxGenomeBytes} for a genome) and ${defaultLimits.maxSequences} sequences; for a compound tool, SMILES one a line (\`SMILES\` or \`SMILES name\`, or \`>name\` / SMILES line pairs), at most ${defaultLimits.maxTextBytes} bytes and ${defaultLimits.maxMolecules} molecules.`,
  }),
  ...submissionFields,
});

export const SubmissionJsonSchema = Type.Union([
  RecordSubmissionJsonSchema,
  Type.Object({
    ...DockingSubmissionJsonSchema.properties,
    methods: Type.Optional(submissionFields.methods),
    description: submissionFields.description,
    email: submissionFields.email,
  }),
]);

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
  // Required by the prediction tools; a docking tool runs its one method when none is named.
  methods: Type.Optional(submissionFields.methods),
  ...dockingMultipartFields,
});

const ResultRowSchema = Type.Record(Type.String(), Cell);

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
