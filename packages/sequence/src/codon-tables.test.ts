import { describe, expect, it } from 'vitest';
import { codonTable, codonTables, translateCodon } from './codon-tables.ts';

const BASES = ['T', 'C', 'A', 'G'];
const ALL_CODONS = BASES.flatMap((a) => BASES.flatMap((b) => BASES.map((c) => a + b + c)));

/** The standard code written as codon families (N = any base), independently of the string. */
const STANDARD_FAMILIES: Record<string, string[]> = {
  F: ['TTT', 'TTC'],
  L: ['TTA', 'TTG', 'CTN'],
  I: ['ATT', 'ATC', 'ATA'],
  M: ['ATG'],
  V: ['GTN'],
  S: ['TCN', 'AGT', 'AGC'],
  P: ['CCN'],
  T: ['ACN'],
  A: ['GCN'],
  Y: ['TAT', 'TAC'],
  '*': ['TAA', 'TAG', 'TGA'],
  H: ['CAT', 'CAC'],
  Q: ['CAA', 'CAG'],
  N: ['AAT', 'AAC'],
  K: ['AAA', 'AAG'],
  D: ['GAT', 'GAC'],
  E: ['GAA', 'GAG'],
  C: ['TGT', 'TGC'],
  W: ['TGG'],
  R: ['CGN', 'AGA', 'AGG'],
  G: ['GGN'],
};

/** How each NCBI table differs from the standard code (NCBI's notes on each table). */
const DIFFERENCES: Record<number, Record<string, string>> = {
  1: {},
  2: { AGA: '*', AGG: '*', ATA: 'M', TGA: 'W' },
  3: { ATA: 'M', CTT: 'T', CTC: 'T', CTA: 'T', CTG: 'T', TGA: 'W' },
  4: { TGA: 'W' },
  5: { AGA: 'S', AGG: 'S', ATA: 'M', TGA: 'W' },
  6: { TAA: 'Q', TAG: 'Q' },
  9: { AAA: 'N', AGA: 'S', AGG: 'S', TGA: 'W' },
  10: { TGA: 'C' },
  11: {},
  12: { CTG: 'S' },
  13: { AGA: 'G', AGG: 'G', ATA: 'M', TGA: 'W' },
  14: { AAA: 'N', AGA: 'S', AGG: 'S', TAA: 'Y', TGA: 'W' },
  15: { TAG: 'Q' },
  16: { TAG: 'L' },
  21: { TGA: 'W', ATA: 'M', AGA: 'S', AGG: 'S', AAA: 'N' },
  22: { TCA: '*', TAG: 'L' },
  23: { TTA: '*' },
  24: { AGA: 'S', AGG: 'K', TGA: 'W' },
  25: { TGA: 'G' },
  26: { CTG: 'A' },
  27: { TAG: 'Q', TAA: 'Q', TGA: 'W' },
  28: { TAA: 'Q', TAG: 'Q', TGA: 'W' },
  29: { TAA: 'Y', TAG: 'Y' },
  30: { TAA: 'E', TAG: 'E' },
  31: { TGA: 'W', TAG: 'E', TAA: 'E' },
  32: { TAG: 'W' },
  33: { TAA: 'Y', TGA: 'W', AGA: 'S', AGG: 'K' },
};

function standard(codon: string): string {
  for (const [aminoAcid, family] of Object.entries(STANDARD_FAMILIES)) {
    if (family.some((f) => f === codon || (f.endsWith('N') && codon.startsWith(f.slice(0, 2))))) {
      return aminoAcid;
    }
  }
  throw new Error(`no family for ${codon}`);
}

describe('codonTables', () => {
  it('has every NCBI table, 1-6, 9-16 and 21-33, each named', () => {
    expect(codonTables.map((t) => t.id)).toEqual([
      1, 2, 3, 4, 5, 6, 9, 10, 11, 12, 13, 14, 15, 16, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31,
      32, 33,
    ]);
    expect(codonTable(1).name).toBe('Standard');
    for (const table of codonTables) {
      expect(table.name.length).toBeGreaterThan(3);
      expect(table.aminoAcids).toMatch(/^[ACDEFGHIKLMNPQRSTVWY*]{64}$/);
    }
  });

  it('encodes each table as the standard code plus exactly its documented changes', () => {
    for (const table of codonTables) {
      const changes = DIFFERENCES[table.id] ?? {};
      for (const codon of ALL_CODONS) {
        const expected = changes[codon] ?? standard(codon);
        expect(`${table.id} ${codon} ${translateCodon(table, codon)}`).toBe(
          `${table.id} ${codon} ${expected}`,
        );
      }
    }
  });

  it('reads RNA and lower case, and refuses what is not a codon', () => {
    expect(translateCodon(codonTable(1), 'aug')).toBe('M');
    expect(translateCodon(codonTable(2), 'UGA')).toBe('W');
    expect(() => translateCodon(codonTable(1), 'ATN')).toThrow(RangeError);
    expect(() => translateCodon(codonTable(1), 'AT')).toThrow(RangeError);
    expect(() => codonTable(7)).toThrow('There is no NCBI genetic code 7');
  });
});
