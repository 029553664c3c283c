import { Type } from 'typebox';
import { OperatingPointSchema } from './evidence.ts';

// The shapes a tool's description and results take on the wire: the job service sends them, the
// browser's pages read them, the predictors produce them. The types are ../tool.ts's; the job
// service validates and documents its answers with these.

/**
 * What a tool reads: peptide sequences (FASTA) or molecules (SMILES), one record at a time; or a
 * docking bundle (a receptor, ligands and a search box) that the job runs as a whole.
 */
export const InputKindSchema = Type.Union(
  [Type.Literal('peptide'), Type.Literal('molecule'), Type.Literal('docking')],
  {
    description:
      "What the tool reads: peptides (FASTA), molecules (SMILES), or a docking job's receptor, ligands and box.",
  },
);

/** A method a tool offers; the user ticks the ones to run. */
export const MethodSchema = Type.Object({
  id: Type.String(),
  label: Type.String(),
  description: Type.String(),
  /** Sequences outside this window stay in the results, marked invalid for this method. */
  minLength: Type.Optional(Type.Integer()),
  maxLength: Type.Optional(Type.Integer()),
  /** Ticked on the form unless the user unticks it. */
  default: Type.Boolean(),
});

/** `molecule`: a SMILES string, shown as a depiction of the molecule where there is room. */
export const CellTypeSchema = Type.Union([
  Type.Literal('text'),
  Type.Literal('probability'),
  Type.Literal('class'),
  Type.Literal('number'),
  Type.Literal('molecule'),
]);

/**
 * Evidence columns: an interval's bounds, the row's own measured value (when its input is a
 * training record, decided by the predictor), the nearest measured training record (its id, its
 * similarity to the row, its measured value, its input) and whether the row is inside the
 * model's domain.
 */
export const EvidenceRoleSchema = Type.Union(
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
);

export const ColumnSchema = Type.Object({
  key: Type.String(),
  label: Type.String(),
  type: CellTypeSchema,
  /** The method that fills this column; absent for id, sequence (or smiles) and note. */
  method: Type.Optional(Type.String()),
  unit: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
  /**
   * For a class column: what its classes 1 and 0 are called, e.g. AMP and Non-AMP; `harmful` when
   * class 1 is a harm (hemolytic, active in a toxicity assay), which pages never show as good news.
   */
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
  /**
   * For a class column computed from its method's probability column: the probability at or
   * above which the service gave class 1 (0.5 when absent). Pages start their threshold there.
   */
  threshold: Type.Optional(
    Type.Number({
      description:
        "A class column's threshold: class 1 where its method's probability is at least this (0.5 when absent).",
    }),
  ),
  /**
   * For a class column: the precision and recall its model reached at thresholds 0.01 ... 0.99 on
   * records it was not trained on, so a page can say what a threshold means as it moves.
   */
  operatingPoints: Type.Optional(
    Type.Array(OperatingPointSchema, {
      description:
        "A class column's model: precision and recall at thresholds 0.01 ... 0.99 on records it was not trained on.",
    }),
  ),
  /**
   * The model output whose evidence speaks for this column's values: the prefix of its evidence
   * columns (`<model>_nearest_id`, `<model>_in_domain`, ...). On value, probability and class
   * columns, and on the evidence columns themselves.
   */
  model: Type.Optional(
    Type.String({
      description:
        'The model output whose evidence columns (<model>_nearest_id, <model>_in_domain, ...) speak for this column.',
    }),
  ),
  /** For a value column: the keys of its prediction interval's bounds, and the interval's level. */
  interval: Type.Optional(
    Type.Object(
      { low: Type.String(), high: Type.String(), level: Type.Number() },
      {
        description: "A value column's prediction interval: its bounds' column keys and its level.",
      },
    ),
  ),
  /** What an evidence column tells about its model's output for the row (see EvidenceRole). */
  role: Type.Optional(EvidenceRoleSchema),
  /**
   * On a `measured` or `nearest-measured` column: whether its values were measured (an assay's
   * value or outcome) or are labels given by a data set's membership (an AMP set's peptides are
   * labelled AMP), so that pages say which.
   */
  measurement: Type.Optional(
    Type.Union([Type.Literal('measured'), Type.Literal('labelled')], {
      description:
        "On a measured or nearest-measured column: an assay's value or outcome ('measured'), or a class a data set gives its records by membership ('labelled').",
    }),
  ),
  /**
   * On a `measured` column: the key of the value or class column it is the measurement of (a
   * row's `hc50_um_measured` measures `hc50_um`); on a `nearest-measured` column, the value
   * column whose unit it is in, when its model has several (pLD50 and mg/kg).
   */
  measures: Type.Optional(
    Type.String({
      description:
        'On a measured column: the key of the value or class column it measures (the row leads with it when filled); on a nearest-measured column, the value column whose unit it is in.',
    }),
  ),
});

/** null: the method did not run, or could not take the record (the note says why). */
export const CellSchema = Type.Union([Type.String(), Type.Number(), Type.Null()]);
export const ResultRowSchema = Type.Record(Type.String(), CellSchema);

/** A view of the result rows: which columns a results tab shows. */
export const TableSchema = Type.Object({
  id: Type.String(),
  label: Type.String(),
  columns: Type.Array(Type.String()),
  /**
   * Only the rows whose cell in `key` is one of `in` (every row when absent): a docking job's
   * summary is the best pose of each ligand (rank 1), and the ligands that gave none (no rank).
   */
  where: Type.Optional(
    Type.Object(
      { key: Type.String(), in: Type.Array(CellSchema) },
      {
        description:
          "Only the rows whose cell in 'key' is one of 'in' (a docking job's ligands: the best pose of each); every row when absent.",
      },
    ),
  ),
});

export const GenomeWindowSchema = Type.Object({
  /** Peptides between stop codons are predicted when their length is in [minLength, maxLength]. */
  minLength: Type.Integer(),
  maxLength: Type.Integer(),
});

/** Which model made a method's values: its file's content hash and its training date. */
export const ModelVersionSchema = Type.Object(
  {
    /** The model file's name (models/<model>.json). */
    model: Type.String({ description: 'The model file (models/<model>.json).' }),
    method: Type.String(),
    /** The first 12 hexadecimal digits of the SHA-256 of the model file. */
    version: Type.String({ description: 'The first 12 hexadecimal digits of its SHA-256.' }),
    /** Day of the training run (YYYY-MM-DD). */
    trainedAt: Type.String({ description: 'Day of its training run.' }),
    /**
     * What this model does for the method when it is not the method's own model, e.g. "its
     * prediction is one of the features: BESTox's predicted rat oral pLD50".
     */
    role: Type.Optional(
      Type.String({
        description:
          'What the model does for the method when it is not the method’s own model (another tool’s model whose prediction is a feature).',
      }),
    ),
  },
  { description: 'Which model made a method’s values.' },
);
