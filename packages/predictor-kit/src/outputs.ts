// A model's outputs in a tool's results, each with the evidence behind it: a regression's value
// with its 90 % interval, a classifier's calibrated probability and its class at the stated
// threshold, and for every model the nearest measured training record, whether the row lies
// inside the model's domain, and the row's own measured value when its input is a training
// record (evidence-columns.ts). Every predictor builds its columns and cells from these.
import type { EvidenceQuery, HeadEvidence, ModelEvidence } from '@peptox/evidence';
import {
  type Column,
  formatThreshold,
  type HeadSummary,
  INVALID_CLASS,
  type ModelCard,
  measuredKey,
  operatingCurve,
  type ResultRow,
  statedPoint,
  wholePercent,
} from '@peptox/tool-schema';
import {
  evidenceCells,
  evidenceColumns,
  measuredColumn,
  nullCells,
  type OutputBase,
  type OutputContext,
  outsideLengthNote,
} from './evidence-columns.ts';

export { type OutputContext, outsideLengthNote } from './evidence-columns.ts';

export const INTERVAL_LEVEL = 0.9;

const significant3 = (v: number): number => Number(v.toPrecision(3));
const round4 = (v: number): number => Math.round(v * 1e4) / 1e4;

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
  /** The row's own measured value, the nearest measured record and the domain. */
  evidenceColumns: Column[];
  /**
   * The row's cells of every column above, and its notes; `prediction` on the model's scale.
   * `measured`: the row's own measured value on the model's scale when its input is a training
   * record (for what is derived from it), else null.
   */
  cells(
    evidence: ModelEvidence,
    head: HeadEvidence,
    prediction: number,
    query: EvidenceQuery,
    context?: OutputContext,
  ): { cells: ResultRow; notes: string[]; measured: number | null };
}

/** A regression's value with its 90 % conformal interval and its evidence. */
export function regressionOutput(spec: RegressionSpec): RegressionOutput {
  const round = spec.round ?? significant3;
  const low = `${spec.value.key}_low`;
  const high = `${spec.value.key}_high`;
  const of = { method: spec.method, model: spec.model };
  const unit = spec.value.unit ? ` ${spec.value.unit}` : '';
  const units = spec.value.unit ? { unit: spec.value.unit } : {};
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
      ...units,
      role: 'interval-low',
      description: `The low end of the 90 % prediction interval (conformal, from the model's out-of-fold errors at this similarity to the training set).`,
    },
    {
      key: high,
      label: `${spec.value.label}, 90 % interval high`,
      type: 'number',
      ...of,
      ...units,
      role: 'interval-high',
      description: `The high end of the 90 % prediction interval.`,
    },
  ];
  const measured = {
    type: 'number',
    label: spec.measuredLabel,
    ...units,
    description: `The measured value of the nearest training record${unit ? `, in${unit}` : ''}.`,
  } as const;
  const measuredColumns = [
    measuredColumn(spec, spec.value.key, spec.value.label, measured),
    ...evidenceColumns(spec, measured, spec.value.key),
  ];
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
          measured: null,
        };
      }
      const shown = (y: number) => round(spec.toValue(y));
      if (context.evidence === false) {
        cells[spec.value.key] = shown(prediction);
        return { cells, notes: [], measured: null };
      }
      const describe = (y: number) => `${shown(y)}${unit}`;
      const found = evidenceCells(spec, head, query, context, shown, describe, 'measured');
      Object.assign(cells, found.cells);
      const own = found.neighbour?.identical ? found.neighbour.measured : null;
      if (own !== null) cells[measuredKey(spec.value.key)] = shown(own);
      // A value that does not apply (a MIC of a peptide called non-antimicrobial) is not given,
      // unless the model measured this very input.
      if (context.notApplicable && own === null)
        return { cells, notes: found.notes, measured: null };
      const similarity = found.neighbour?.similarity ?? 0;
      const [a, b] = head.interval(prediction, similarity).map(shown) as [number, number];
      Object.assign(cells, {
        [spec.value.key]: shown(prediction),
        [low]: Math.min(a, b),
        [high]: Math.max(a, b),
      });
      return { cells, notes: found.notes, measured: own };
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
  /**
   * How its training records' classes came about: measured by an assay, or labelled by a data
   * set's membership (an AMP set's peptides are AMPs).
   */
  measurement: 'measured' | 'labelled';
  /**
   * For a class defined by a regression's value (HemoPep's hemolytic: HC50 <= 100 µM): true. It
   * has no evidence columns of its own, and the tool derives its class, and the class of the
   * measured value, from the values as shown, so that a class never contradicts its value.
   */
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
  measurement: ClassifierSpec['measurement'];
}): ClassifierSpec {
  const { method, subject, card, classes, texts, measurement } = spec;
  return {
    model: method,
    method,
    subject,
    input: 'peptide',
    card,
    measurement,
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
  /** The row's own class and the nearest measured record and the domain (a derived class: its own class only). */
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

/**
 * What a class threshold means, as the class column's help says it: the precision and recall
 * stated for the threshold (statedPoint), the figures the summary and the slider show at it.
 */
export function thresholdMeaningText(
  threshold: NonNullable<HeadSummary['threshold']>,
  positive: string,
): string {
  const at = statedPoint(threshold);
  return `${positive} at a calibrated probability of ${formatThreshold(threshold.value)} or more: on records the model was not trained on, ${wholePercent(at.precision)} of those called ${positive} were (precision), and ${wholePercent(at.recall)} of the ${positive} were called (recall).`;
}

/** A classifier's calibrated probability, its class at the stated threshold, and its evidence. */
export function classifierOutput(spec: ClassifierSpec): ClassifierOutput {
  const threshold = cardThreshold(spec.card, spec.head);
  const of = { method: spec.method, model: spec.model };
  const { positive, negative } = spec.class.classes;
  const valueColumns: Column[] = [
    { ...spec.probability, type: 'probability', ...of },
    {
      ...spec.class,
      type: 'class',
      ...of,
      threshold: threshold.value,
      operatingPoints: operatingCurve(threshold),
      description:
        `${spec.class.description ?? ''} ${thresholdMeaningText(threshold, positive)}`.trim(),
    },
  ];
  const how = spec.derived ? 'measured' : spec.measurement;
  const measured = {
    type: 'class',
    label: `Its ${how} class`,
    classes: spec.class.classes,
    description: `The class the nearest training record was ${how === 'measured' ? 'measured in' : 'labelled with by its data set'}.`,
    measurement: how,
  } as const;
  const own = measuredColumn(spec, spec.class.key, spec.class.label, measured);
  const measuredColumns = spec.derived
    ? [own]
    : [own, ...evidenceColumns(spec, measured, spec.class.key)];
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
      // A derived class is the tool's to set, from the value as shown.
      if (spec.derived) return { cells, notes: [] };
      cells[spec.class.key] = head.classOf(score);
      if (context.evidence === false) return { cells, notes: [] };
      const name = (c: number) => (c === 1 ? positive : negative);
      const found = evidenceCells(spec, head, query, context, (c) => c, name, how);
      Object.assign(cells, found.cells);
      if (found.neighbour?.identical) cells[own.key] = found.neighbour.measured;
      return { cells, notes: found.notes };
    },
  };
}
