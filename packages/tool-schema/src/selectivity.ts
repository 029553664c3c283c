// The selectivity (therapeutic) index of an antimicrobial peptide: the concentration that lyses
// half of the red blood cells (HC50) over the one that inhibits a bacterium (MIC). The service's
// profile computes it and the pages read it with the words below: one definition for both.
import { headline } from './measured.ts';
import type { Cell, Column, ResultRow } from './tool.ts';

/** The peptide profile: the tool whose jobs and answers run every peptide tool on one input. */
export const PROFILE_TOOL = 'profile';

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

/** The in-domain column of an index: inside when both of its values are (or were measured). */
export const selectivityDomainKey = (index: SelectivityIndex): string => `${index.key}_in_domain`;

/** The index's value, interval and domain columns. */
export function selectivityColumns(): Column[] {
  return SELECTIVITY_INDICES.flatMap((index) => {
    const { key, organism } = index;
    return [
      {
        key,
        label: `Selectivity index (${organism})`,
        type: 'number',
        model: key,
        description: `HC50 / MIC against ${organism}, of the values the row leads with (measured ones first): how many times the concentration that inhibits ${organism} it takes to lyse half of the red blood cells; above 1, the peptide inhibits the bacterium before it lyses red cells. ${INTERVAL_WORDS} Given only where both values are given (a MIC only for a peptide called antimicrobial).`,
        interval: { low: `${key}_low`, high: `${key}_high`, level: SELECTIVITY_INTERVAL_LEVEL },
      },
      {
        key: `${key}_low`,
        label: `Selectivity index (${organism}), interval low`,
        type: 'number',
        model: key,
        role: 'interval-low',
        description: `The low end of the index's interval: the lowest HC50 of its 90 % interval over the highest ${organism} MIC of its own (a measured value is its own interval).`,
      },
      {
        key: `${key}_high`,
        label: `Selectivity index (${organism}), interval high`,
        type: 'number',
        model: key,
        role: 'interval-high',
        description: `The high end of the index's interval: the highest HC50 of its 90 % interval over the lowest ${organism} MIC of its own.`,
      },
      {
        key: selectivityDomainKey(index),
        label: `Selectivity index (${organism}), applicability domain`,
        type: 'class',
        model: key,
        role: 'in-domain',
        classes: { positive: 'Inside', negative: 'Outside' },
        description:
          "Inside when the HC50 and the MIC it divides are each measured or inside their model's domain; outside, the index is shown muted.",
      },
    ] satisfies Column[];
  });
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

/** A value the index divides, as the row leads with it: its interval and domain, or null. */
function operand(row: ResultRow, columns: readonly Column[], key: string) {
  const lead = headline(row, columns, key);
  if (!isNumber(lead.value) || lead.value <= 0) return null;
  if (lead.measured)
    return { value: lead.value, interval: [lead.value, lead.value], inside: true, measured: true };
  const column = columns.find((c) => c.key === key);
  const low = column?.interval ? row[column.interval.low] : null;
  const high = column?.interval ? row[column.interval.high] : null;
  const domain = columns.find((c) => c.model === column?.model && c.role === 'in-domain');
  return {
    value: lead.value,
    interval: isNumber(low) && isNumber(high) && low > 0 && high > 0 ? [low, high] : null,
    // A value without a domain column is taken as inside (nothing says otherwise).
    inside: !domain || row[domain.key] !== 0,
    measured: false,
  } as const;
}

/**
 * A row's selectivity indices, from the HC50 and MIC it leads with (measured ones first) and their
 * intervals (`columns`: the result's columns; an absent column means its method did not run). A
 * missing value leaves the index empty, with a note that says which; an index from a value
 * outside its model's domain is outside too.
 */
export function selectivityCells(
  row: ResultRow,
  columns: readonly Column[],
): { cells: ResultRow; notes: string[] } {
  const cells: ResultRow = {};
  const missing = new Map<string, string[]>();
  const measured = new Map<string, string[]>();
  const present = (key: string) => columns.some((c) => c.key === key);
  for (const index of SELECTIVITY_INDICES) {
    for (const suffix of ['', '_low', '_high']) cells[`${index.key}${suffix}`] = null;
    cells[selectivityDomainKey(index)] = null;
    const h = operand(row, columns, index.hemolysis);
    const m = operand(row, columns, index.mic);
    if (!h || !m) {
      const why = (ran: boolean, what: string) =>
        ran ? `there is no ${what} for this peptide` : `the ${what} was not predicted`;
      const lacking = [
        ...(h ? [] : [why(present(index.hemolysis), 'HC50')]),
        ...(m ? [] : [why(present(index.mic), 'MIC')]),
      ].join(', and ');
      missing.set(lacking, [...(missing.get(lacking) ?? []), index.organism]);
      continue;
    }
    cells[index.key] = significant3(h.value / m.value);
    cells[selectivityDomainKey(index)] = h.inside && m.inside ? 1 : 0;
    if (h.interval && m.interval) {
      const [low, high] = ratioInterval(
        h.interval as [number, number],
        m.interval as [number, number],
      );
      cells[`${index.key}_low`] = significant3(low);
      cells[`${index.key}_high`] = significant3(high);
    }
    const of = [h.measured ? 'HC50' : null, m.measured ? 'MIC' : null]
      .filter(Boolean)
      .join(' and ');
    if (of) measured.set(of, [...(measured.get(of) ?? []), index.organism]);
  }
  // One note per reason, naming every organism it holds for: the same words on every such row.
  const notes = [
    ...[...missing].map(
      ([lacking, organisms]) =>
        `No selectivity index against ${organisms.join(' or ')}: it is the HC50 over the MIC, and ${lacking}.`,
    ),
    ...[...measured].map(
      ([of, organisms]) =>
        `The selectivity index against ${organisms.join(' and ')} divides the measured ${of}.`,
    ),
  ];
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
