import {
  CellSchema,
  ColumnSchema,
  GenomeWindowSchema,
  InputKindSchema,
  JobFileInfoSchema,
  MethodSchema,
  ModelCardSchema,
  ModelVersionSchema,
  ResultRowSchema,
  TableSchema,
} from '@peptox/tool-schema/wire';
import { type TRef, type TSchema, Type } from 'typebox';
import { defaultLimits } from '../config.ts';
import {
  DockingLimitsSchema,
  DockingSubmissionJsonSchema,
  dockingMultipartFields,
  NullableJobProgressSchema,
} from './docking-schemas.ts';

// The API's shapes: Fastify validates requests and serialises answers with them, and
// @fastify/swagger turns them into the OpenAPI document that the client's types follow. The
// shapes the browser shares (methods, columns, tables, model versions and cards) are
// @peptox/tool-schema's wire schemas; here are the routes' envelopes around them.

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
  input: InputKindSchema,
  genome: Type.Optional(GenomeWindowSchema),
  methods: Type.Array(MethodSchema),
  columns: Type.Array(ColumnSchema),
  tables: Type.Array(TableSchema),
  limits: LimitsSchema,
  modelVersions: Type.Array(ModelVersionSchema, {
    description: 'The model files its workers run now (those of the newest worker to start).',
  }),
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
    records: Type.Integer({
      description:
        'Records submitted (sequences, molecules or ligands); for a genome, peptides predicted.',
    }),
    invalid: Type.Integer({ description: 'Rows that a chosen method could not take.' }),
    sequences: Type.Integer({
      description: 'The same count as `records`, under its first name; use `records`.',
      deprecated: true,
    }),
  }),
  error: Type.Union([Type.String(), Type.Null()]),
  attempts: Type.Integer({ description: 'Times a worker started the job (more after a restart).' }),
  modelVersions: Type.Array(ModelVersionSchema, {
    description: 'The models that made the values, once the job has finished.',
  }),
  rerunOf: Type.Union([Type.String(), Type.Null()], {
    description: 'The job this one reruns with the models of its day, if any.',
  }),
  progress: NullableJobProgressSchema,
});

export const JobChangesSchema = Type.Object({
  original: JobSchema,
  rows: Type.Integer({ description: 'Rows of the rerun.' }),
  total: Type.Integer({ description: 'Rows with at least one value that changed.' }),
  changes: Type.Array(
    Type.Object({
      id: Type.String(),
      input: CellSchema,
      columns: Type.Array(
        Type.Object({ key: Type.String(), before: CellSchema, after: CellSchema }),
      ),
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
        rows: Type.Array(ResultRowSchema),
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

/** The fields of a job's submission; the instant answers' requests take some of them. */
export const submissionFields = {
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
