import { describe, expect, it } from 'vitest';
import { examplePeptides, toFasta } from './examples.ts';
import { parseFasta } from './fasta.ts';

describe('the example peptides', () => {
  it('are FASTA that reads back with no problem, names and sequences as given', () => {
    const fasta = toFasta(examplePeptides);
    expect(fasta.startsWith('>magainin_2 Xenopus laevis\nGIGKFLHSAKKFGKAFVGEIMNS\n>LL-37')).toBe(
      true,
    );
    const { records, problems } = parseFasta(fasta);
    expect(problems).toEqual([]);
    expect(records.map((r) => r.sequence)).toEqual(examplePeptides.map((p) => p.sequence));
    expect(examplePeptides.filter((p) => p.antimicrobial)).toHaveLength(6);
  });
});
