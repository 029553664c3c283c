// What a scan answers for one score its benchmark covers: the wild type's anchor, each variant's
// predicted change against it (the change model the benchmark kept for that anchor), and how far
// a change can be trusted, with the benchmark's figures.
import type { ScoreChanges, ServedBenchmark } from '@peptox/tool-schema';
import { type Anchor, type AnchorKind, predictedChange } from './change.ts';
import { NO_SIBLING, predictLearnedChange, type SiblingMeasured } from './learned-change.ts';
import type { Edit } from './pairs.ts';
import type { ScanFile } from './scan-file.ts';

export type { ScoreChanges, ServedBenchmark };

/** A scan's inputs for one score, on the change's scale (log10 of the value). */
export interface ScanPredictions {
  /** The wild type, upper case. */
  wildType: string;
  /** The model's prediction of the wild type; null when it gives none. */
  reference: number | null;
  variants: readonly (number | null)[];
  /** Per variant, its one edit of the wild type (singleEdit), or null (a truncation). */
  edits: readonly (Edit | null)[];
  /**
   * Per variant, the measured values (on the change's scale) of the model's training peptides one
   * edit from it, the wild type left out (VariantNeighbours).
   */
  neighbours: readonly (readonly number[])[];
  /** Per variant, what the file's sibling endpoint measured of the wild type and of it. */
  siblings: readonly SiblingMeasured[];
  /** The wild type's measured value, when it is a training record. */
  measured: { value: number; record: string } | null;
}

const round = (v: number, digits: number) => Number(v.toFixed(digits));

export function servedBenchmark(file: ScanFile): ServedBenchmark {
  const pick = (kind: AnchorKind) => ({
    method: file.cases[kind].method,
    figures: file.cases[kind].figures,
  });
  return {
    date: file.date,
    model: file.model,
    modelVersion: file.modelVersion,
    folds: file.folds,
    definitions: file.definitions,
    cases: { measured: pick('measured'), predicted: pick('predicted') },
    sibling: file.sibling ? { label: file.sibling.label } : null,
  };
}

/** The changes of one score, or null when the model gives the wild type no value. */
export function scoreChanges(file: ScanFile, scan: ScanPredictions): ScoreChanges | null {
  const { wildType, reference, measured } = scan;
  if (reference === null) return null;
  const anchor: Anchor = measured
    ? { kind: 'measured', value: measured.value }
    : { kind: 'predicted', value: reference };
  const served = file.cases[anchor.kind];
  // The learned change reads the edit; a variant of no single edit gets the fitted line.
  const change = (
    variant: number,
    edit: Edit | null,
    neighbours: readonly number[],
    sibling: SiblingMeasured,
  ) =>
    served.learned && edit
      ? predictLearnedChange(served.learned, {
          reference,
          variant,
          anchor,
          wildType,
          edit,
          neighbours,
          sibling,
        })
      : predictedChange(served.change, { reference, variant, anchor });
  return {
    column: file.column,
    anchor: {
      kind: anchor.kind,
      value: Number((10 ** anchor.value).toPrecision(3)),
      unit: file.unit,
      record: measured?.record ?? null,
    },
    changes: scan.variants.map((variant, i) =>
      variant === null
        ? null
        : round(
            change(
              variant,
              scan.edits[i] ?? null,
              scan.neighbours[i] ?? [],
              scan.siblings[i] ?? NO_SIBLING,
            ),
            4,
          ),
    ),
    uncertainty: served.figures.uncertainty,
    benchmark: servedBenchmark(file),
  };
}
