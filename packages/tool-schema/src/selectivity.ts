// The selectivity (therapeutic) index of an antimicrobial peptide: the concentration that lyses
// half of the red blood cells (HC50) over the one that inhibits a bacterium (MIC). The service's
// profile computes it and the pages read it with the words below: one definition for both.
import type { Cell, Column, ResultRow } from './tool.ts';

export interface SelectivityIndex {
  /** The index's column; its interval's are `<key>_low` and `<key>_high`. */
  key: string;
  /** The organism, as a sentence names it ('E. coli'). */
  organism: string;
  /** The HC50 column (numerator) and the organism's MIC column (denominator), both in µM. */
  hemolysis: string;
  mic: string;
}

export const SELECTIVITY_INDICES: readonly SelectivityIndex[] = [
  { key: 'selectivity_index_ec', organism: 'E. coli', hemolysis: 'hc50_um', mic: 'ec_mic_um' },
  { key: 'selectivity_index_sa', organism: 'S. aureus', hemolysis: 'hc50_um', mic: 'sa_mic_um' },
];

/**
 * The level the combined interval is stated at: it holds whenever both 90 % intervals hold, so
 * at least 80 % of the time (whatever the two errors' dependence); usually more.
 */
export const SELECTIVITY_INTERVAL_LEVEL = 0.8;

const INTERVAL_WORDS =
  'Its interval is the conservative combination of the two 90 % intervals (the lowest HC50 over the highest MIC, to the highest HC50 over the lowest MIC): it holds whenever both of them hold, so at least 80 % of the time.';

/** The index's value and interval columns. */
export function selectivityColumns(): Column[] {
  return SELECTIVITY_INDICES.flatMap(({ key, organism }) => [
    {
      key,
      label: `Selectivity index (${organism})`,
      type: 'number',
      description: `HC50 / MIC against ${organism}: how many times the concentration that inhibits ${organism} it takes to lyse half of the red blood cells; above 1, the peptide inhibits the bacterium before it lyses red cells. ${INTERVAL_WORDS}`,
      interval: { low: `${key}_low`, high: `${key}_high`, level: SELECTIVITY_INTERVAL_LEVEL },
    },
    {
      key: `${key}_low`,
      label: `Selectivity index (${organism}), interval low`,
      type: 'number',
      role: 'interval-low',
      description: `The low end of the index's interval: the lowest HC50 of its 90 % interval over the highest ${organism} MIC of its own.`,
    },
    {
      key: `${key}_high`,
      label: `Selectivity index (${organism}), interval high`,
      type: 'number',
      role: 'interval-high',
      description: `The high end of the index's interval: the highest HC50 of its 90 % interval over the lowest ${organism} MIC of its own.`,
    },
  ]);
}

const significant3 = (v: number): number => Number(v.toPrecision(3));
const isNumber = (cell: Cell | undefined): cell is number =>
  typeof cell === 'number' && Number.isFinite(cell);

/**
 * The interval of a ratio from the intervals of its numerator and denominator (positive values):
 * the lowest numerator over the highest denominator, to the highest over the lowest.
 */
export function ratioInterval(
  [numeratorLow, numeratorHigh]: readonly [number, number],
  [denominatorLow, denominatorHigh]: readonly [number, number],
): [number, number] {
  return [numeratorLow / denominatorHigh, numeratorHigh / denominatorLow];
}

/**
 * A row's selectivity indices, from its HC50 and MIC columns and their intervals (`columns`: the
 * result's columns; an absent column means its method did not run). A missing value leaves the
 * index empty, with a note that says which.
 */
export function selectivityCells(
  row: ResultRow,
  columns: readonly Column[],
): { cells: ResultRow; notes: string[] } {
  const cells: ResultRow = {};
  const missing = new Map<string, string[]>();
  const column = (key: string) => columns.find((c) => c.key === key);
  const intervalOf = (c: Column | undefined): [number, number] | null => {
    const low = c?.interval ? row[c.interval.low] : null;
    const high = c?.interval ? row[c.interval.high] : null;
    return isNumber(low) && isNumber(high) && low > 0 && high > 0 ? [low, high] : null;
  };
  for (const index of SELECTIVITY_INDICES) {
    const hemolysis = column(index.hemolysis);
    const mic = column(index.mic);
    const h = row[index.hemolysis];
    const m = row[index.mic];
    cells[index.key] = null;
    cells[`${index.key}_low`] = null;
    cells[`${index.key}_high`] = null;
    if (!isNumber(h) || !isNumber(m) || m <= 0) {
      const why = (present: boolean, what: string) =>
        present ? `there is no ${what} for this peptide` : `the ${what} was not predicted`;
      const lacking = [
        ...(isNumber(h) ? [] : [why(!!hemolysis, 'HC50')]),
        ...(isNumber(m) && m > 0 ? [] : [why(!!mic, 'MIC')]),
      ].join(', and ');
      missing.set(lacking, [...(missing.get(lacking) ?? []), index.organism]);
      continue;
    }
    cells[index.key] = significant3(h / m);
    const hInterval = intervalOf(hemolysis);
    const mInterval = intervalOf(mic);
    if (hInterval && mInterval) {
      const [low, high] = ratioInterval(hInterval, mInterval);
      cells[`${index.key}_low`] = significant3(low);
      cells[`${index.key}_high`] = significant3(high);
    }
  }
  // One note per reason, naming every organism it holds for: the same words on every such row.
  const notes = [...missing].map(
    ([lacking, organisms]) =>
      `No selectivity index against ${organisms.join(' or ')}: it is the HC50 over the MIC, and ${lacking}.`,
  );
  return { cells, notes };
}

/** A ratio as the reading writes it: '25', '3.1', '0.42'. */
function formatRatio(value: number): string {
  return value >= 10 ? String(Math.round(value)) : String(Number(value.toPrecision(2)));
}

/**
 * The index in plain words: 'Hemolysis needs 25× the concentration that inhibits E. coli.'
 */
export function selectivityReading(value: number, organism: string): string {
  if (value >= 1) {
    return `Hemolysis needs ${formatRatio(value)}× the concentration that inhibits ${organism}.`;
  }
  return `Hemolysis sets in at ${formatRatio(value)}× the concentration that inhibits ${organism}: the peptide lyses red blood cells before it inhibits the bacterium.`;
}
