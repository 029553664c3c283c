import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backTranslate } from './back-translate.ts';
import { translateSixFrames } from './six-frames.ts';

const contig = (sequence: string, id = 'c') => ({ id, sequence, line: 1 });
const wide = { minLength: 1, maxLength: 1000 };

describe('translateSixFrames', () => {
  it('translates all six frames of a hand-worked contig', () => {
    // ATGGCCTAAGGG; reverse complement CCCTTAGGCCAT.
    //  +1 ATG GCC TAA GGG -> MA * G   +2 TGG CCT AAG -> WPK   +3 GGC CTA AGG -> GLR
    //  -1 CCC TTA GGC CAT -> PLGH     -2 CCT TAG GCC -> P * A  -3 CTT AGG CCA -> LRP
    const peptides = translateSixFrames([contig('ATGGCCTAAGGG', 'chr1')], 1, wide);
    expect(peptides.map((p) => [p.id, p.sequence])).toEqual([
      ['chr1_f+1_1-6', 'MA'],
      ['chr1_f+1_10-12', 'G'],
      ['chr1_f+2_2-10', 'WPK'],
      ['chr1_f+3_3-11', 'GLR'],
      ['chr1_f-1_1-12', 'PLGH'],
      // CCT = rc of forward 9-11 (AGG); GCC = rc of forward 3-5 (GGC).
      ['chr1_f-2_9-11', 'P'],
      ['chr1_f-2_3-5', 'A'],
      ['chr1_f-3_2-10', 'LRP'],
    ]);
    expect(peptides.every((p) => p.line === 1)).toBe(true);
  });

  it('keeps only peptides within the length window', () => {
    const peptides = translateSixFrames([contig('ATGGCCTAAGGG')], 1, {
      minLength: 3,
      maxLength: 3,
    });
    expect(peptides.map((p) => p.sequence)).toEqual(['WPK', 'GLR', 'LRP']);
  });

  it('uses the chosen genetic code', () => {
    // AGA TGA: standard R then stop; vertebrate mitochondrial stop then W.
    expect(translateSixFrames([contig('AGATGA')], 1, wide)[0]).toMatchObject({
      id: 'c_f+1_1-3',
      sequence: 'R',
    });
    expect(translateSixFrames([contig('AGATGA')], 2, wide)[0]).toMatchObject({
      id: 'c_f+1_4-6',
      sequence: 'W',
    });
    expect(() => translateSixFrames([contig('AAA')], 8, wide)).toThrow(RangeError);
  });

  it('resolves an ambiguous codon only when it names one amino acid', () => {
    // GCN is Ala whatever N is; ATN is Ile or Met, so a break; TAR is always a stop.
    const forward = (s: string) =>
      translateSixFrames([contig(s)], 1, wide)
        .filter((p) => p.id.includes('f+1'))
        .map((p) => `${p.id}:${p.sequence}`);
    expect(forward('GCNAAA')).toEqual(['c_f+1_1-6:AK']);
    expect(forward('AAAATNGCC')).toEqual(['c_f+1_1-3:K', 'c_f+1_7-9:A']);
    expect(forward('AAATARGCC')).toEqual(['c_f+1_1-3:K', 'c_f+1_7-9:A']);
    expect(forward('AAANNNGCC')).toEqual(['c_f+1_1-3:K', 'c_f+1_7-9:A']);
  });

  it('reads RNA (U) and lower case, and ignores a trailing partial codon', () => {
    const peptides = translateSixFrames([contig('auggcuu')], 1, wide);
    expect(peptides[0]).toMatchObject({ id: 'c_f+1_1-6', sequence: 'MA' });
  });

  it('gives every peptide coordinates whose bases translate back to it', () => {
    const standard: Record<string, string> = {};
    const b = 'TCAG';
    const aa = 'FFLLSSSSYY**CC*WLLLLPPPPHHQQRRRRIIIMTTTTNNKKSSRRVVVVAAAADDEEGGGG';
    for (let i = 0; i < 64; i++) {
      standard[`${b[i >> 4]}${b[(i >> 2) & 3]}${b[i & 3]}`] = aa[i] ?? '';
    }
    const revcomp = (s: string) =>
      [...s]
        .reverse()
        .map((c) => ({ A: 'T', C: 'G', G: 'C', T: 'A' })[c])
        .join('');
    const translate = (s: string) =>
      (s.match(/.{3}/g) ?? []).map((codon) => standard[codon]).join('');
    fc.assert(
      fc.property(fc.stringMatching(/^[ACGT]{0,120}$/), (dna) => {
        for (const p of translateSixFrames([contig(dna)], 1, wide)) {
          const [, frame, start, end] = /_f([+-]\d)_(\d+)-(\d+)$/.exec(p.id) ?? [];
          const bases = dna.slice(Number(start) - 1, Number(end));
          const coding = frame?.startsWith('+') ? bases : revcomp(bases);
          expect(translate(coding)).toBe(p.sequence);
          expect(p.sequence).not.toContain('*');
        }
      }),
    );
  });
});

describe('backTranslate', () => {
  it('codes for the peptides, which the first forward frame gives back, in order', () => {
    const peptides = [
      { id: 'magainin_2', sequence: 'GIGKFLHSAKKFGKAFVGEIMNS' },
      { id: 'indolicidin', sequence: 'ILPWKWPWWPWRR' },
    ];
    const contig = backTranslate(peptides);
    expect(contig).toMatch(/^TAA[ACGT]+TAA$/);
    expect(contig).toHaveLength(3 + (23 + 13) * 3 + 3 * 2);
    const found = translateSixFrames([{ id: 'c', sequence: contig, line: 1 }], 1, {
      minLength: 10,
      maxLength: 100,
    }).filter((p) => p.id.startsWith('c_f+1_'));
    expect(found.map((p) => p.sequence)).toEqual(peptides.map((p) => p.sequence));
  });

  it('names a letter that no codon codes for', () => {
    expect(() => backTranslate([{ sequence: 'KXK' }])).toThrow(
      "'X' has no codon in genetic code 1.",
    );
  });
});
