// A model's outputs in a tool's results, each with the evidence behind it: a regression's value
// with its 90 % interval, a classifier's calibrated probability and its class at the stated
// threshold, and for every model the nearest measured training record and whether the row lies
// inside the model's domain. Every predictor builds its columns and cells from these, so every
// tool says the same things the same way.
import type { EvidenceQuery, HeadEvidence, ModelEvidence, Neighbour } from '@peptox/evidence';
import {
  type Cell,
  type Column,
  type HeadSummary,
  INVALID_CLASS,
  type ModelCard,
  type ResultRow,
} from '@peptox/tool-schema';

export const INTERVAL_LEVEL = 0.9;

const significant3 = (v: number): number => Number(v.toPrecision(3));
const round4 = (v: number): number => Math.round(v * 1e4) / 1e4;

/** What every output needs: which model's evidence, for which method, said how in notes. */
interface OutputBase {
  /** The evidence columns' prefix (`<model>_nearest_id` ...), e.g. 'hc50', 'ec_mic', 'acpep'. */
  model: string;
  method: string;
  /** The model in a sentence's subject, e.g. 'The HC50 model'. */
  subject: string;
  input: 'peptide' | 'molecule';
}

/** How a measured training value reads in the nearest-record column. */
type Measured =
  | { type: 'number'; label: string; unit?: string; description: string }
  | {
      type: 'class';
      label: string;
      classes: { positive: string; negative: string };
      description: string;
    };

/** The evidence columns of one model output. */
function evidenceColumns(base: OutputBase, measured: Measured): Column[] {
  const { model, method } = base;
  const thing = base.input === 'peptide' ? 'peptide' : 'molecule';
  const of = { method, model };
  return [
    {
      key: `${model}_nearest_id`,
      label: `Nearest measured ${thing}`,
      type: 'text',
      ...of,
      role: 'nearest-id',
      description: `The most similar ${thing} the model was trained on, as its data set names it.`,
    },
    {
      key: `${model}_nearest_similarity`,
      label: 'Similarity to it',
      type: 'number',
      ...of,
      role: 'nearest-similarity',
      description:
        base.input === 'peptide'
          ? 'Identity of the nearest training peptide (0 to 1): identical residues of the best local alignment (BLOSUM62) over the longer peptide; 1 = the same peptide.'
          : 'Tanimoto similarity of the Morgan fingerprints (radius 2, 2048 bits) to the nearest training molecule (0 to 1); 1 = the same fingerprint.',
    },
    {
      key: `${model}_nearest_measured`,
      label: measured.label,
      ...of,
      role: 'nearest-measured',
      ...(measured.type === 'number'
        ? { type: 'number', ...(measured.unit ? { unit: measured.unit } : {}) }
        : { type: 'class', classes: measured.classes }),
      description: measured.description,
    },
    {
      key: `${model}_nearest_input`,
      label: `Nearest ${base.input === 'peptide' ? 'sequence' : 'structure'}`,
      type: base.input === 'peptide' ? 'text' : 'molecule',
      ...of,
      role: 'nearest-input',
      description: `The nearest training ${thing} itself.`,
    },
    {
      key: `${model}_in_domain`,
      label: 'Applicability domain',
      type: 'class',
      ...of,
      role: 'in-domain',
      classes: { positive: 'Inside', negative: 'Outside' },
      description:
        base.input === 'peptide'
          ? 'Inside: within the training lengths and similar enough to the training peptides; outside: below the similarity where the error grew (the value is then shown muted, the note says why).'
          : 'Inside: similar enough to the training molecules; outside: below the similarity where the error grew, or a salt, mixture or metal complex (the value is then shown muted, the note says why).',
    },
  ];
}

/** What can keep a row out of a model's domain before similarity is asked. */
export interface OutputContext {
  /** Peptides: the row's length (checked against the training lengths). */
  length?: number;
  /** A reason the row is outside whatever its similarity (a salt, a mixture, a metal complex). */
  outside?: string;
  /**
   * false: the value only (a mutant scan's hundreds of variants): no nearest-record search, so no
   * evidence cells, no similarity notes and no interval (a conformal interval's width depends on
   * the similarity). The length window still applies. Default true.
   */
  evidence?: boolean;
}

/** The evidence cells and notes of one row for one model output. */
function evidenceCells(
  base: OutputBase,
  head: HeadEvidence,
  query: EvidenceQuery,
  context: OutputContext,
  measured: (value: number) => Cell,
  describeMeasured: (value: number) => string,
): { cells: ResultRow; notes: string[]; neighbour: Neighbour | null } {
  const { model } = base;
  const thing = base.input === 'peptide' ? 'peptide' : 'molecule';
  const neighbour = head.nearest(query);
  const notes: string[] = [];
  const inside = neighbour !== null && head.inDomain(neighbour.similarity) && !context.outside;
  if (context.outside) notes.push(`${base.subject}: ${context.outside}`);
  else if (!inside) {
    notes.push(
      `${base.subject}: outside its applicability domain: the nearest training ${thing} is less similar than the cut-off where its error grew; read the value with caution.`,
    );
  }
  if (neighbour?.identical) {
    notes.push(
      `${base.subject}: this ${thing} is in its training data as ${neighbour.id}, measured ${describeMeasured(neighbour.measured)}.`,
    );
  }
  return {
    cells: {
      [`${model}_nearest_id`]: neighbour?.id ?? null,
      [`${model}_nearest_similarity`]: neighbour
        ? Math.round(neighbour.similarity * 1e3) / 1e3
        : null,
      [`${model}_nearest_measured`]: neighbour ? measured(neighbour.measured) : null,
      [`${model}_nearest_input`]: neighbour?.input ?? null,
      [`${model}_in_domain`]: inside ? 1 : 0,
    },
    notes,
    neighbour,
  };
}

/** The note of a peptide outside a model's training lengths: the same words on every such row. */
export function outsideLengthNote(subject: string, [min, max]: readonly [number, number]): string {
  return `${subject} learned from peptides of ${min}–${max} residues and gives no value outside that length.`;
}

const nullCells = (columns: readonly Column[]): ResultRow =>
  Object.fromEntries(columns.map((c) => [c.key, null]));

export interface RegressionSpec extends OutputBase {
  /** The value's column (key, label, unit, description); its interval's columns follow it. */
  value: Omit<Column, 'type' | 'method' | 'model' | 'interval' | 'role'>;
  /** From the model's scale to the value's (10^-y µM, say); a decreasing map swaps the bounds. */
  toValue: (y: number) => number;
  /** How a value is rounded in the results. Default: 3 significant digits. */
  round?: (v: number) => number;
  /** The label of the nearest record's measured value, e.g. 'Nearest measured HC50'. */
  measuredLabel: string;
}

export interface RegressionOutput {
  /** The value, then its interval's low and high bounds. */
  valueColumns: Column[];
  /** From the model's scale to the value's (the spec's; a mutant scan's changes are its log10). */
  toValue: (y: number) => number;
  evidenceColumns: Column[];
  /** The row's cells of every column above, and its notes; `prediction` on the model's scale. */
  cells(
    evidence: ModelEvidence,
    head: HeadEvidence,
    prediction: number,
    query: EvidenceQuery,
    context?: OutputContext,
  ): { cells: ResultRow; notes: string[] };
}

/** A regression's value with its 90 % conformal interval and its evidence. */
export function regressionOutput(spec: RegressionSpec): RegressionOutput {
  const round = spec.round ?? significant3;
  const low = `${spec.value.key}_low`;
  const high = `${spec.value.key}_high`;
  const of = { method: spec.method, model: spec.model };
  const unit = spec.value.unit ? ` ${spec.value.unit}` : '';
  const valueColumns: Column[] = [
    {
      ...spec.value,
      type: 'number',
      ...of,
      interval: { low, high, level: INTERVAL_LEVEL },
    },
    {
      key: low,
      label: `${spec.value.label}, 90 % interval low`,
      type: 'number',
      ...of,
      ...(spec.value.unit ? { unit: spec.value.unit } : {}),
      role: 'interval-low',
      description: `The low end of the 90 % prediction interval (conformal, from the model's out-of-fold errors at this similarity to the training set).`,
    },
    {
      key: high,
      label: `${spec.value.label}, 90 % interval high`,
      type: 'number',
      ...of,
      ...(spec.value.unit ? { unit: spec.value.unit } : {}),
      role: 'interval-high',
      description: `The high end of the 90 % prediction interval.`,
    },
  ];
  const measuredColumns = evidenceColumns(spec, {
    type: 'number',
    label: spec.measuredLabel,
    ...(spec.value.unit ? { unit: spec.value.unit } : {}),
    description: `The measured value of the nearest training record${unit ? `, in${unit}` : ''}.`,
  });
  const all = [...valueColumns, ...measuredColumns];
  return {
    valueColumns,
    evidenceColumns: measuredColumns,
    toValue: spec.toValue,
    cells(evidence, head, prediction, query, context = {}) {
      const cells = nullCells(all);
      if (context.length !== undefined && !evidence.inLengthWindow(context.length)) {
        cells[`${spec.model}_in_domain`] = 0;
        return {
          cells,
          notes: [outsideLengthNote(spec.subject, evidence.lengthWindow as [number, number])],
        };
      }
      const shown = (y: number) => round(spec.toValue(y));
      if (context.evidence === false) {
        cells[spec.value.key] = shown(prediction);
        return { cells, notes: [] };
      }
      const found = evidenceCells(spec, head, query, context, shown, (y) => `${shown(y)}${unit}`);
      const similarity = found.neighbour?.similarity ?? 0;
      const [a, b] = head.interval(prediction, similarity).map(shown) as [number, number];
      Object.assign(cells, found.cells, {
        [spec.value.key]: shown(prediction),
        [low]: Math.min(a, b),
        [high]: Math.max(a, b),
      });
      return { cells, notes: found.notes };
    },
  };
}

export interface ClassifierSpec extends OutputBase {
  probability: Omit<Column, 'type' | 'method' | 'model'>;
  class: Omit<Column, 'type' | 'method' | 'model' | 'threshold' | 'operatingPoints'> & {
    classes: { positive: string; negative: string };
  };
  /** The model's card: its evidence gives the threshold and what it means. */
  card: ModelCard;
  /** The evidence head of this output in the card (default: the card's name). */
  head?: string;
  /** For a class derived from a regression (no evidence columns of its own): true. */
  derived?: boolean;
}

/**
 * A method's classifier as the peptide tools name it: `<method>_probability` and `<method>_class`
 * labelled by the model's subject, its evidence columns prefixed by the method.
 */
export function methodClassifier(spec: {
  method: string;
  subject: string;
  card: ModelCard;
  classes: { positive: string; negative: string };
  texts: { probability: string; class: string };
}): ClassifierSpec {
  const { method, subject, card, classes, texts } = spec;
  return {
    model: method,
    method,
    subject,
    input: 'peptide',
    card,
    probability: {
      key: `${method}_probability`,
      label: `${subject} probability`,
      description: texts.probability,
    },
    class: { key: `${method}_class`, label: `${subject} class`, classes, description: texts.class },
  };
}

export interface ClassifierOutput {
  /** The calibrated probability and the class. */
  valueColumns: Column[];
  /** The nearest measured record and the domain (none for a derived class). */
  evidenceColumns: Column[];
  /** The row's cells; `score` is the model's raw score (a derived class: the regression's value). */
  cells(
    evidence: ModelEvidence,
    head: HeadEvidence,
    score: number,
    query: EvidenceQuery,
    context?: OutputContext,
  ): { cells: ResultRow; notes: string[] };
}

/** The threshold figures of a card's head (the training run must have fitted them). */
export function cardThreshold(
  card: ModelCard,
  head = card.name,
): NonNullable<HeadSummary['threshold']> {
  const threshold = card.evidence?.heads[head]?.threshold;
  if (!threshold) {
    throw new Error(`The card of ${card.name} has no threshold for '${head}'; retrain the model.`);
  }
  return threshold;
}

const percent = (v: number | null) => (v === null ? 'none' : `${Math.round(v * 100)} %`);

/** A classifier's calibrated probability, its class at the stated threshold, and its evidence. */
export function classifierOutput(spec: ClassifierSpec): ClassifierOutput {
  const threshold = cardThreshold(spec.card, spec.head);
  const of = { method: spec.method, model: spec.model };
  const at = threshold.validation ?? threshold;
  const valueColumns: Column[] = [
    { ...spec.probability, type: 'probability', ...of },
    {
      ...spec.class,
      type: 'class',
      ...of,
      threshold: threshold.value,
      operatingPoints: threshold.curve,
      description:
        `${spec.class.description ?? ''} ${spec.class.classes.positive} at a calibrated probability of ${threshold.value} or more: on records the model was not trained on, ${percent(at.precision)} of those called ${spec.class.classes.positive} were (precision), and ${percent(at.recall)} of the ${spec.class.classes.positive} were called (recall).`.trim(),
    },
  ];
  const measuredColumns = spec.derived
    ? []
    : evidenceColumns(spec, {
        type: 'class',
        label: 'Its measured class',
        classes: spec.class.classes,
        description: 'The class the nearest training record was measured in.',
      });
  const all = [...valueColumns, ...measuredColumns];
  return {
    valueColumns,
    evidenceColumns: measuredColumns,
    cells(evidence, head, score, query, context = {}) {
      const cells = nullCells(all);
      if (context.length !== undefined && !evidence.inLengthWindow(context.length)) {
        cells[spec.class.key] = INVALID_CLASS;
        if (!spec.derived) cells[`${spec.model}_in_domain`] = 0;
        return {
          cells,
          notes: spec.derived
            ? []
            : [outsideLengthNote(spec.subject, evidence.lengthWindow as [number, number])],
        };
      }
      cells[spec.probability.key] = round4(head.probability(score));
      cells[spec.class.key] = head.classOf(score);
      if (spec.derived || context.evidence === false) return { cells, notes: [] };
      const name = (c: number) =>
        c === 1 ? spec.class.classes.positive : spec.class.classes.negative;
      const found = evidenceCells(spec, head, query, context, (c) => c, name);
      Object.assign(cells, found.cells);
      return { cells, notes: found.notes };
    },
  };
}
