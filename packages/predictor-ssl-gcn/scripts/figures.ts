// How the SSL-GCN commands write figures on the card: rounded, and one column per assay.
import { meanOf } from '@peptox/gcn';
import { TOX21_ASSAYS } from '../src/assays.ts';

export const round = (x: number, digits = 4): number => Number(x.toFixed(digits));

/** One column per assay and their mean, rounded, for a card's metrics table. */
export function perAssay(values: readonly number[], mean = true): Record<string, number> {
  const row: Record<string, number> = mean ? { mean: round(meanOf(values)) } : {};
  TOX21_ASSAYS.forEach((assay, a) => {
    row[assay.id] = round(values[a] as number);
  });
  return row;
}
