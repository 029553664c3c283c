// What the mutant scan shows, from the scan's columns and rows: which scores can be mapped, each
// variant's change against the wild type, the position × residue matrix of the heat map, and the
// variants that improve activity without more hemolysis. Driven by the columns the service
// describes; only the selectivity definition (@peptox/tool-schema) names the MIC and HC50.
import type { Cell, Column, ResultRow, ScanResult, ScanVariant } from '@peptox/api-client';
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

/** The heat map's rows: the 20 residues, then the deletion. */
export const MATRIX_ROWS = [...AMINO_ACIDS, 'del'] as const;

export interface ScanMatrix {
  /** Positions as 'G1', 'I2', … */
  xLabels: string[];
  yLabels: string[];
  /** values[row][position]: the change, null where there is none (or the wild type's residue). */
  values: (number | null)[][];
  /** variants[row][position]: the variant of that cell; null for the wild type's residue. */
  variants: (ScanVariant | null)[][];
  wildType: string;
}

/** The position × residue matrix of one score's changes (substitutions and deletions). */
export function scanMatrix(scan: ScanResult, score: Column): ScanMatrix {
  const wildType = scan.wildType.sequence as string;
  const n = wildType.length;
  const values = MATRIX_ROWS.map(() => Array<number | null>(n).fill(null));
  const variants = MATRIX_ROWS.map(() => Array<ScanVariant | null>(n).fill(null));
  scan.variants.forEach((variant, i) => {
    if (variant.kind !== 'substitution' && variant.kind !== 'deletion') return;
    const row =
      variant.kind === 'deletion'
        ? MATRIX_ROWS.length - 1
        : AMINO_ACIDS.indexOf(variant.to as string);
    const column = variant.position - 1;
    (variants[row] as (ScanVariant | null)[])[column] = variant;
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
    variants,
    wildType,
  };
}

export interface RankedVariant {
  variant: ScanVariant;
  row: ResultRow;
  /** The mean log2 change of the MICs (negative: more active). */
  activity: number;
  /** The log2 change of the HC50 (0 or more: no more hemolytic). */
  hemolysis: number;
}

/** The MIC columns and the HC50 column the ranking reads, when the scan has them. */
export function rankingColumns(columns: readonly Column[]): { mic: string[]; hc50: string | null } {
  const keys = new Set(columns.map((c) => c.key));
  const mic = [...new Set(SELECTIVITY_INDICES.map((s) => s.mic))].filter((k) => keys.has(k));
  const hc50 = SELECTIVITY_INDICES.map((s) => s.hemolysis).find((k) => keys.has(k)) ?? null;
  return { mic, hc50 };
}

/**
 * The variants that improve activity without more hemolysis: every MIC lower on average (log2)
 * than the wild type's and the HC50 not lower; the most active first, at most `limit`.
 */
export function rankVariants(scan: ScanResult, limit = 15): RankedVariant[] {
  const { mic, hc50 } = rankingColumns(scan.columns);
  if (mic.length === 0 || !hc50) return [];
  const ranked: RankedVariant[] = [];
  scan.variants.forEach((variant, i) => {
    const row = scan.rows[i] as ResultRow;
    const changes = mic.map((key) => {
      const [w, v] = [scan.wildType[key], row[key]];
      return isPositive(w) && isPositive(v) ? Math.log2(v / w) : null;
    });
    const [hw, hv] = [scan.wildType[hc50], row[hc50]];
    if (changes.some((c) => c === null) || !isPositive(hw) || !isPositive(hv)) return;
    const activity = (changes as number[]).reduce((a, b) => a + b, 0) / changes.length;
    const hemolysis = Math.log2(hv / hw);
    if (activity < 0 && hemolysis >= 0) ranked.push({ variant, row, activity, hemolysis });
  });
  ranked.sort((a, b) => a.activity - b.activity || b.hemolysis - a.hemolysis);
  return ranked.slice(0, limit);
}
