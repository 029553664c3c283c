// What the mutant scan shows, from the scan's columns and rows: which scores can be mapped, each
// variant's change against the wild type (the service's, with its uncertainty, for the scores a
// scan benchmark measured), the position × residue matrix of the heat map, and the variants that
// improve activity without more hemolysis. Driven by the columns and changes the service gives;
// only the selectivity definition (@peptox/tool-schema) names the MIC and HC50.
import type {
  Cell,
  Column,
  ResultRow,
  ScanResult,
  ScanVariant,
  ScoreChanges,
} from '@peptox/api-client';
import { AMINO_ACIDS } from '@peptox/sequence';
import { SELECTIVITY_INDICES } from '@peptox/tool-schema';

/** A score the heat map can show: a model's number or probability, or a selectivity index. */
export function scanScores(columns: readonly Column[]): Column[] {
  return columns.filter(
    (c) => !c.role && (c.type === 'number' || c.type === 'probability') && c.key !== 'id',
  );
}

/** The score shown first: the E. coli selectivity index when the scan has it. */
export function defaultScore(scores: readonly Column[]): Column | undefined {
  const first = SELECTIVITY_INDICES[0]?.key;
  return scores.find((c) => c.key === first) ?? scores[0];
}

const isPositive = (cell: Cell | undefined): cell is number =>
  typeof cell === 'number' && Number.isFinite(cell) && cell > 0;
const isNumber = (cell: Cell | undefined): cell is number =>
  typeof cell === 'number' && Number.isFinite(cell);

/**
 * A variant's change in a score: the difference for a probability, the log2 fold change for a
 * concentration or a ratio (1 = twice the wild type's); null when either has no value.
 */
export function change(score: Column, wild: Cell | undefined, variant: Cell | undefined) {
  if (score.type === 'probability') {
    return isNumber(wild) && isNumber(variant) ? variant - wild : null;
  }
  return isPositive(wild) && isPositive(variant) ? Math.log2(variant / wild) : null;
}

/** A change as a sentence reads it: '+0.12' for a probability, '×2.1' for a fold change. */
export function formatChange(score: Column, value: number): string {
  if (score.type === 'probability') return `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(2)}`;
  return `×${Number((2 ** value).toPrecision(2))}`;
}

/** The service's changes of a score that a scan benchmark measured (the MICs, the HC50). */
export function servedChanges(scan: ScanResult, key: string): ScoreChanges | undefined {
  return scan.changes.find((c) => c.column === key);
}

/** A log10 change with its uncertainty: '−0.32 ± 0.65'. */
export function formatLog10Change(value: number, uncertainty: number): string {
  return `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(2)} ± ${uncertainty.toFixed(2)}`;
}

/** log10 units as a fold: 0.59 -> '×3.9'. */
export const foldOf = (log10: number): string => `×${Number((10 ** log10).toPrecision(2))}`;

/** Within the uncertainty: a change that cannot be told from none. */
export const withinUncertainty = (value: number, uncertainty: number): boolean =>
  Math.abs(value) < uncertainty;

/**
 * A variant's change in a concentration, log10: the service's (against the wild type's anchor,
 * with the uncertainty the benchmark measured) when it has one, else the ratio of the two
 * predictions with no stated uncertainty.
 */
export function variantChange(
  scan: ScanResult,
  key: string,
  index: number,
): { value: number; uncertainty: number | null } | null {
  const served = servedChanges(scan, key);
  if (served) {
    const value = served.changes[index];
    return typeof value === 'number' ? { value, uncertainty: served.uncertainty } : null;
  }
  const [w, v] = [scan.wildType[key], scan.rows[index]?.[key]];
  return isPositive(w) && isPositive(v) ? { value: Math.log10(v / w), uncertainty: null } : null;
}

/** The heat map's rows: the 20 residues, then the deletion. */
export const MATRIX_ROWS = [...AMINO_ACIDS, 'del'] as const;

export interface ScanMatrix {
  /** Positions as 'G1', 'I2', … */
  xLabels: string[];
  yLabels: string[];
  /** values[row][position]: the change, null where there is none (or the wild type's residue). */
  values: (number | null)[][];
  /** muted[row][position]: the change is within the score's uncertainty (served scores only). */
  muted: boolean[][];
  /** The service's changes of the score, when a scan benchmark measured it. */
  served: ScoreChanges | null;
  /** variants[row][position]: the variant of that cell; null for the wild type's residue. */
  variants: (ScanVariant | null)[][];
  wildType: string;
}

/**
 * The position × residue matrix of one score's changes (substitutions and deletions): for a score
 * the service measured, its changes (log10, shown as log2 like the others) and which are within
 * its uncertainty; else the change between the two predictions.
 */
export function scanMatrix(scan: ScanResult, score: Column): ScanMatrix {
  const wildType = scan.wildType.sequence as string;
  const n = wildType.length;
  const served = servedChanges(scan, score.key) ?? null;
  const values = MATRIX_ROWS.map(() => Array<number | null>(n).fill(null));
  const muted = MATRIX_ROWS.map(() => Array<boolean>(n).fill(false));
  const variants = MATRIX_ROWS.map(() => Array<ScanVariant | null>(n).fill(null));
  scan.variants.forEach((variant, i) => {
    if (variant.kind !== 'substitution' && variant.kind !== 'deletion') return;
    const row =
      variant.kind === 'deletion'
        ? MATRIX_ROWS.length - 1
        : AMINO_ACIDS.indexOf(variant.to as string);
    const column = variant.position - 1;
    (variants[row] as (ScanVariant | null)[])[column] = variant;
    const log10 = served?.changes[i];
    if (served) {
      if (typeof log10 !== 'number') return;
      (values[row] as (number | null)[])[column] = log10 * Math.log2(10);
      (muted[row] as boolean[])[column] = withinUncertainty(log10, served.uncertainty);
      return;
    }
    (values[row] as (number | null)[])[column] = change(
      score,
      scan.wildType[score.key],
      scan.rows[i]?.[score.key],
    );
  });
  return {
    xLabels: [...wildType].map((residue, i) => `${residue}${i + 1}`),
    yLabels: [...MATRIX_ROWS],
    values,
    muted,
    served,
    variants,
    wildType,
  };
}

/** A listed variant's change in one concentration (see variantChange). */
export interface ListedChange {
  value: number;
  uncertainty: number | null;
  /** Within the uncertainty: cannot be told from none. */
  within: boolean;
}

export interface RankedVariant {
  variant: ScanVariant;
  row: ResultRow;
  /** The mean log10 change of the MICs (negative: more active). */
  activity: number;
  /** The log10 change of the HC50 (0 or more: no more hemolytic). */
  hemolysis: number;
  /** Each MIC's and the HC50's change, by column key. */
  changes: Record<string, ListedChange>;
}

/** The MIC columns and the HC50 column the ranking reads, when the scan has them. */
export function rankingColumns(columns: readonly Column[]): { mic: string[]; hc50: string | null } {
  const keys = new Set(columns.map((c) => c.key));
  const mic = [...new Set(SELECTIVITY_INDICES.map((s) => s.mic))].filter((k) => keys.has(k));
  const hc50 = SELECTIVITY_INDICES.map((s) => s.hemolysis).find((k) => keys.has(k)) ?? null;
  return { mic, hc50 };
}

/**
 * The variants that improve activity without more hemolysis: every MIC lower on average (log10,
 * the service's changes where it gives them) than the wild type's and the HC50 not lower; the
 * most active first, at most `limit`. Changes within their uncertainty are marked, not left out.
 */
export function rankVariants(scan: ScanResult, limit = 15): RankedVariant[] {
  const { mic, hc50 } = rankingColumns(scan.columns);
  if (mic.length === 0 || !hc50) return [];
  const ranked: RankedVariant[] = [];
  scan.variants.forEach((variant, i) => {
    const changes: Record<string, ListedChange> = {};
    for (const key of [...mic, hc50]) {
      const found = variantChange(scan, key, i);
      if (!found) return;
      const within =
        found.uncertainty !== null && withinUncertainty(found.value, found.uncertainty);
      changes[key] = { ...found, within };
    }
    const activity =
      mic.reduce((sum, key) => sum + (changes[key]?.value as number), 0) / mic.length;
    const hemolysis = changes[hc50]?.value as number;
    if (activity < 0 && hemolysis >= 0) {
      ranked.push({ variant, row: scan.rows[i] as ResultRow, activity, hemolysis, changes });
    }
  });
  ranked.sort((a, b) => a.activity - b.activity || b.hemolysis - a.hemolysis);
  return ranked.slice(0, limit);
}
