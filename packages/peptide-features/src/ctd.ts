import { AA_INDEX, AMINO_ACIDS } from './amino-acids.ts';
import { featureBlock } from './block.ts';

/**
 * The seven physicochemical properties of CTD (Dubchak et al. 1995), each splitting the amino
 * acids into three groups, in the order and with the groups of protr's extractCTDC/T/D.
 */
export const CTD_PROPERTIES: readonly {
  name: string;
  groups: readonly [string, string, string];
}[] = [
  { name: 'hydrophobicity', groups: ['RKEDQN', 'GASTPHY', 'CLVIMFW'] },
  { name: 'normalised van der Waals volume', groups: ['GASTPDC', 'NVEQIL', 'MHKFRYW'] },
  { name: 'polarity', groups: ['LIFWCMVY', 'PGAST', 'HQRKNED'] },
  { name: 'polarisability', groups: ['GASDT', 'CPNVEQIL', 'KMHFRYW'] },
  { name: 'charge', groups: ['KR', 'ANCQGHILMFPSTWYV', 'DE'] },
  { name: 'secondary structure', groups: ['EALMQKRH', 'VIYCWTF', 'GNPSD'] },
  { name: 'solvent accessibility', groups: ['ALFCGIVW', 'RKQEND', 'MPSTHY'] },
];

const N_PROPERTIES = CTD_PROPERTIES.length;

/** GROUP_OF[property * 20 + amino acid index] = group 0, 1 or 2. */
const GROUP_OF: Uint8Array = (() => {
  const table = new Uint8Array(N_PROPERTIES * 20);
  CTD_PROPERTIES.forEach((property, p) => {
    const seen = new Set<string>();
    property.groups.forEach((letters, g) => {
      for (const letter of letters) {
        table[p * 20 + AMINO_ACIDS.indexOf(letter)] = g;
        seen.add(letter);
      }
    });
    if (seen.size !== 20)
      throw new Error(`CTD property ${property.name} does not cover 20 amino acids`);
  });
  return table;
})();

const properties = <T>(each: (p: number) => T[]): T[] =>
  Array.from({ length: N_PROPERTIES }, (_, p) => each(p)).flat();

/** CTD composition: the share of residues in each group of each property (21 values). */
export const CTD_COMPOSITION = featureBlock(
  properties((p) => [1, 2, 3].map((g) => `prop${p + 1}.G${g}.composition`)),
  (sequence, out, offset) => {
    const n = sequence.length;
    for (let k = 0; k < 3 * N_PROPERTIES; k++) out[offset + k] = 0;
    for (let i = 0; i < n; i++) {
      const a = AA_INDEX[sequence.charCodeAt(i)];
      for (let p = 0; p < N_PROPERTIES; p++) out[offset + p * 3 + GROUP_OF[p * 20 + a]] += 1;
    }
    for (let k = 0; k < 3 * N_PROPERTIES; k++) out[offset + k] /= n;
  },
);

/**
 * CTD transition: per property, the share of the n - 1 neighbour pairs that change between
 * groups 1-2, 1-3 and 2-3, in either direction (21 values; all 0 for a single residue).
 */
export const CTD_TRANSITION = featureBlock(
  properties((p) => ['12', '13', '23'].map((t) => `prop${p + 1}.Tr${t}`)),
  (sequence, out, offset) => {
    const n = sequence.length;
    const pairs = Math.max(1, n - 1);
    for (let p = 0; p < N_PROPERTIES; p++) {
      let t01 = 0;
      let t02 = 0;
      let t12 = 0;
      let previous = GROUP_OF[p * 20 + AA_INDEX[sequence.charCodeAt(0)]];
      for (let i = 1; i < n; i++) {
        const g = GROUP_OF[p * 20 + AA_INDEX[sequence.charCodeAt(i)]];
        if (previous !== g) {
          const pair = previous + g; // 1: groups 1-2, 2: groups 1-3, 3: groups 2-3
          if (pair === 1) t01++;
          else if (pair === 2) t02++;
          else t12++;
        }
        previous = g;
      }
      out[offset + p * 3] = t01 / pairs;
      out[offset + p * 3 + 1] = t02 / pairs;
      out[offset + p * 3 + 2] = t12 / pairs;
    }
  },
);

const PERCENTS = [0, 25, 50, 75, 100] as const;

// Scratch space of CTD_DISTRIBUTION (computing is synchronous, so one set serves every call).
const counts = new Int32Array(3);
const targets = new Int32Array(15); // per group: the 5 ordinal numbers to report
const seen = new Int32Array(3);

/**
 * CTD distribution (105 values, named as protr names them: prop1.G1.residue0 ...). For each
 * property and group with k residues at 1-based positions q_1 < ... < q_k in a sequence of
 * length n, the five values are 100 · q_i / n for i = 1 (first residue), max(1, floor(k · 0.25)),
 * max(1, floor(k · 0.5)), max(1, floor(k · 0.75)) and k (last residue): protr's rule. All five
 * are 0 when k = 0.
 */
export const CTD_DISTRIBUTION = featureBlock(
  properties((p) =>
    [1, 2, 3].flatMap((g) => PERCENTS.map((pc) => `prop${p + 1}.G${g}.residue${pc}`)),
  ),
  (sequence, out, offset) => {
    const n = sequence.length;
    for (let p = 0; p < N_PROPERTIES; p++) {
      counts.fill(0);
      for (let i = 0; i < n; i++) counts[GROUP_OF[p * 20 + AA_INDEX[sequence.charCodeAt(i)]]]++;
      const base = offset + p * 15;
      for (let g = 0; g < 3; g++) {
        const k = counts[g];
        targets[g * 5] = 1;
        targets[g * 5 + 1] = Math.max(1, Math.floor(k * 0.25));
        targets[g * 5 + 2] = Math.max(1, Math.floor(k * 0.5));
        targets[g * 5 + 3] = Math.max(1, Math.floor(k * 0.75));
        targets[g * 5 + 4] = k;
        for (let j = 0; j < 5; j++) out[base + g * 5 + j] = 0;
      }
      seen.fill(0);
      for (let i = 0; i < n; i++) {
        const g = GROUP_OF[p * 20 + AA_INDEX[sequence.charCodeAt(i)]];
        const ordinal = ++seen[g];
        for (let j = 0; j < 5; j++) {
          if (targets[g * 5 + j] === ordinal) out[base + g * 5 + j] = ((i + 1) * 100) / n;
        }
      }
    }
  },
);
