// The evidence columns and cells of one model output: the row's own measured value when its input
// is a training record, the nearest measured training record, and whether the row lies inside the
// model's domain. Regressions and classifiers (outputs.ts) share them, so every tool says the same
// things the same way.
import type { EvidenceQuery, HeadEvidence, Neighbour } from '@peptox/evidence';
import { type Cell, type Column, measuredKey, type ResultRow } from '@peptox/tool-schema';

/** What every output needs: which model's evidence, for which method, said how in notes. */
export interface OutputBase {
  /** The evidence columns' prefix (`<model>_nearest_id` ...), e.g. 'hc50', 'ec_mic', 'acpep'. */
  model: string;
  method: string;
  /** The model in a sentence's subject, e.g. 'The HC50 model'. */
  subject: string;
  input: 'peptide' | 'molecule';
}

/** How a training record's value reads: a measured number, or a measured or labelled class. */
export type Measured =
  | { type: 'number'; label: string; unit?: string; description: string }
  | {
      type: 'class';
      label: string;
      classes: { positive: string; negative: string };
      description: string;
      /** 'labelled': the class is the data set's (an AMP set's peptides are AMPs), not an assay's. */
      measurement: 'measured' | 'labelled';
    };

const thing = (base: OutputBase) => (base.input === 'peptide' ? 'peptide' : 'molecule');

/** The model as a table names it above its evidence: 'E. coli MIC model', 'AmPEP'. */
const nameOf = (base: OutputBase) => base.subject.replace(/^The /, '');

const valueType = (measured: Measured): Pick<Column, 'type' | 'unit' | 'classes'> =>
  measured.type === 'number'
    ? { type: 'number', ...(measured.unit ? { unit: measured.unit } : {}) }
    : { type: 'class', classes: measured.classes };

const measurementOf = (measured: Measured) =>
  measured.type === 'class' ? measured.measurement : 'measured';

/**
 * The column of a row's own measured value of `key` (a value or class column): filled only when
 * the row's input is one of the model's training records, by the predictor.
 */
export function measuredColumn(base: OutputBase, key: string, label: string, measured: Measured) {
  const how = measurementOf(measured);
  return {
    key: measuredKey(key),
    label: `${label}, ${how}`,
    ...valueType(measured),
    method: base.method,
    model: base.model,
    role: 'measured',
    measures: key,
    measurement: how,
    description: `When the ${thing(base)} is one of the model's training records: its ${how} value, which the row leads with (the prediction stays beside it). Empty otherwise.`,
  } satisfies Column;
}

/** The nearest-record and domain columns of one model output (`measures`: the value column). */
export function evidenceColumns(base: OutputBase, measured: Measured, measures: string): Column[] {
  const { model, method } = base;
  const of = { method, model };
  const peptide = base.input === 'peptide';
  // Each label names its model: a table of several models' evidence says whose each column is.
  const name = nameOf(base);
  return [
    {
      key: `${model}_nearest_id`,
      label: `${name}: nearest ${measurementOf(measured)} ${thing(base)}`,
      type: 'text',
      ...of,
      role: 'nearest-id',
      description: `The most similar ${thing(base)} the model was trained on: its data set and its place there.`,
    },
    {
      key: `${model}_nearest_similarity`,
      label: `${name}: similarity to it`,
      type: 'number',
      ...of,
      role: 'nearest-similarity',
      description: peptide
        ? 'Identity of the nearest training peptide (0 to 1): identical residues of the best local alignment (BLOSUM62) over the longer peptide; 1 = the same peptide.'
        : 'Tanimoto similarity of the Morgan fingerprints (radius 2, 2048 bits) to the nearest training molecule (0 to 1); 1 = the same fingerprint.',
    },
    {
      key: `${model}_nearest_measured`,
      label: `${name}: ${measured.label.charAt(0).toLowerCase()}${measured.label.slice(1)}`,
      ...of,
      role: 'nearest-measured',
      ...valueType(measured),
      measures,
      measurement: measurementOf(measured),
      description: measured.description,
    },
    {
      key: `${model}_nearest_input`,
      label: `${name}: nearest ${peptide ? 'sequence' : 'structure'}`,
      type: peptide ? 'text' : 'molecule',
      ...of,
      role: 'nearest-input',
      description: `The nearest training ${thing(base)} itself.`,
    },
    {
      key: `${model}_in_domain`,
      label: `${name}: applicability domain`,
      type: 'class',
      ...of,
      role: 'in-domain',
      classes: { positive: 'Inside', negative: 'Outside' },
      description: peptide
        ? 'Inside: within the training lengths, and more similar to a training peptide than the cut-off where the error grew and than random sequences of its length are by chance; outside, the value is shown muted and the note says why.'
        : 'Inside: similar enough to the training molecules; outside: below the similarity where the error grew, or a salt, mixture or metal complex (the value is then shown muted, the note says why).',
    },
  ];
}

/** What can keep a row out of a model's domain before similarity is asked. */
export interface OutputContext {
  /** Peptides: the row's length (checked against the training lengths and the chance level). */
  length?: number;
  /** A reason the row is outside whatever its similarity (a salt, a mixture, a metal complex). */
  outside?: string;
  /**
   * A reason the model's value does not apply to the row at all (a MIC for a peptide called
   * non-antimicrobial): the value stays empty, unless the row is a training record measured by
   * the model. The evidence columns are still filled.
   */
  notApplicable?: string;
  /**
   * false: the value only (a mutant scan's hundreds of variants): no nearest-record search, so no
   * evidence cells, no similarity notes and no interval (a conformal interval's width depends on
   * the similarity). The length window still applies. Default true.
   */
  evidence?: boolean;
}

/** The evidence cells and notes of one row for one model output. */
export function evidenceCells(
  base: OutputBase,
  head: HeadEvidence,
  query: EvidenceQuery,
  context: OutputContext,
  shown: (value: number) => Cell,
  describe: (value: number) => string,
  how: 'measured' | 'labelled',
): { cells: ResultRow; notes: string[]; neighbour: Neighbour | null } {
  const { model } = base;
  const neighbour = head.nearest(query);
  const notes: string[] = [];
  const identical = neighbour?.identical === true;
  const similar = neighbour !== null && head.inDomain(neighbour.similarity, context.length);
  const inside = identical || (similar && !context.outside && !context.notApplicable);
  if (identical && neighbour) {
    notes.push(
      `${base.subject}: this ${thing(base)} is in its training data (${neighbour.id}), ${how} ${describe(neighbour.measured)}.`,
    );
  } else if (context.notApplicable) notes.push(`${base.subject}: ${context.notApplicable}`);
  else if (context.outside) notes.push(`${base.subject}: ${context.outside}`);
  else if (!inside) {
    notes.push(
      `${base.subject}: outside its applicability domain: no training ${thing(base)} is as similar as the cut-off where its error grew${base.input === 'peptide' ? ', or more similar than random sequences of its length are by chance' : ''}; read the value with caution.`,
    );
  }
  return {
    cells: {
      [`${model}_nearest_id`]: neighbour?.id ?? null,
      [`${model}_nearest_similarity`]: neighbour
        ? Math.round(neighbour.similarity * 1e3) / 1e3
        : null,
      [`${model}_nearest_measured`]: neighbour ? shown(neighbour.measured) : null,
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

export const nullCells = (columns: readonly Column[]): ResultRow =>
  Object.fromEntries(columns.map((c) => [c.key, null]));
