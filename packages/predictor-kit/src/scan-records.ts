// What a scan reads of a head's measured training records, as the scan benchmark's learned
// change read them: the measured neighbours of each variant, and what a sibling head measured of
// the wild type and of each variant. All values are on the change's scale (log10 of the value).
import type { HeadEvidence } from '@peptox/evidence';
import { type SiblingMeasured, VariantNeighbours } from '@peptox/mutant-scan';

/** Each head's measured records as a scan looks in them (upper case, and their rows), read once. */
const scanRecords = new WeakMap<
  HeadEvidence,
  { inputs: string[]; measured: number[]; rowOf: Map<string, number> }
>();

function recordsOf(head: HeadEvidence) {
  let records = scanRecords.get(head);
  if (!records) {
    const { inputs, measured } = head.measuredRecords();
    const upper = inputs.map((input) => input.toUpperCase());
    records = { inputs: upper, measured, rowOf: new Map(upper.map((input, r) => [input, r])) };
    scanRecords.set(head, records);
  }
  return records;
}

/**
 * A head's lookup of the measured neighbours of a wild type's variants: the values (log10 of the
 * served unit, the change's scale) of the training peptides one edit from a variant, the wild
 * type left out, as the scan benchmark measured the learned change that reads them.
 */
export function measuredNeighbours(
  head: HeadEvidence,
  toValue: (score: number) => number,
  wildType: string,
) {
  const { inputs, measured } = recordsOf(head);
  const near = new VariantNeighbours(inputs, wildType);
  return (variant: string) =>
    near.of(variant).map((r) => Math.log10(toValue(measured[r] as number)));
}

/**
 * What a sibling head measured of a wild type and of each variant (on the change's scale; null
 * where the peptide is not its training record), as the scan benchmark's learned change read it.
 */
export function siblingMeasured(
  head: HeadEvidence,
  toValue: (score: number) => number,
  wildType: string,
) {
  const { rowOf, measured } = recordsOf(head);
  const measuredOf = (peptide: string) => {
    const r = rowOf.get(peptide);
    return r === undefined ? null : Math.log10(toValue(measured[r] as number));
  };
  const wild = measuredOf(wildType);
  return (variant: string): SiblingMeasured => ({ wildType: wild, variant: measuredOf(variant) });
}
