import { describe, expect, it } from 'vitest';
import { checkFastaInput, describeCheck, genomeExample, skippedNotes } from './fasta-check.ts';

const limits = { maxSequences: 3, maxTextBytes: 1000, maxGenomeBytes: 5000 };

describe('checkFastaInput', () => {
  it('says nothing about an empty box', () => {
    const check = checkFastaInput('  \n', 'fasta', limits);
    expect(check).toMatchObject({ count: 0, total: 0, problems: [], warning: null, empty: true });
  });

  it('counts valid sequences and has no warning when all are valid', () => {
    const check = checkFastaInput('>a\nGLFDIV\n>b\nKKLLKK\n', 'fasta', limits);
    expect(check.count).toBe(2);
    expect(check.warning).toBeNull();
    expect(describeCheck(check, 'fasta')).toBe('2 valid sequences');
  });

  it('names the sequence that has a problem and makes it the warning', () => {
    const check = checkFastaInput('>a\nGLFDIV\n>b\nKK1LKK\n', 'fasta', limits);
    expect(check.count).toBe(1);
    expect(check.problems).toHaveLength(1);
    expect(check.problems[0]?.message).toContain("'b'");
    expect(check.warning).toBe(check.problems[0]?.message);
    expect(describeCheck(check, 'fasta')).toBe('1 valid sequence of 2, 1 problem to fix');
  });

  it('summarises several problems in the warning', () => {
    const check = checkFastaInput('>a\nGL1#IV\n>a\nKKLLKK\n', 'fasta', limits);
    expect(check.problems.length).toBeGreaterThan(1);
    expect(check.warning).toMatch(/more problems? listed below the input\)$/);
  });

  it('enforces the size limit of the mode', () => {
    const big = `>a\n${'A'.repeat(1200)}\n`;
    expect(checkFastaInput(big, 'fasta', limits).warning).toBe(
      'The input is 1.2 KB; at most 1000 bytes can be submitted.',
    );
    expect(checkFastaInput(big, 'genome', limits).warning).toBeNull();
  });

  it('enforces the sequence count in FASTA mode only', () => {
    const four = '>a\nAC\n>b\nAC\n>c\nAC\n>d\nAC\n';
    const check = checkFastaInput(four, 'fasta', limits);
    expect(check.warning).toContain('at most 3');
    // The count tells the truth: three can go, of four.
    expect(describeCheck(check, 'fasta')).toBe('3 valid sequences of 4, 1 problem to fix');
    expect(checkFastaInput(four, 'genome', limits).problems).toEqual([]);
  });

  it('checks a genome as nucleotides', () => {
    expect(checkFastaInput('>chr\nACGTNNACGT\n', 'genome', limits).problems).toEqual([]);
    expect(checkFastaInput('>chr\nACGTQ\n', 'genome', limits).problems).toHaveLength(1);
    expect(describeCheck(checkFastaInput('>chr\nACGT\n', 'genome', limits), 'genome')).toBe(
      '1 valid contig',
    );
  });

  it('counts sequences with non-standard codes, and what each method will skip', () => {
    const check = checkFastaInput('>p1\nGLFDXBZ\n>p2\nGLFDIVKK\n>p3\nKLX\n', 'fasta', limits);
    expect(check.count).toBe(3);
    expect(check.problems).toEqual([]);
    expect(check.nonStandard).toEqual({ count: 2, letters: ['X', 'B', 'Z'] });
    expect(
      skippedNotes(check, [
        { label: 'AmPEP' },
        { label: 'RF-AmPEP30', minLength: 5, maxLength: 30 },
        { label: 'Long', minLength: 8 },
      ]),
    ).toEqual([
      '2 sequences with X, B, Z will be kept in the results but not predicted (the models know only the 20 standard amino acids).',
      'RF-AmPEP30 takes 5–30 residues: it will skip 1 sequence.',
      'Long takes at least 8 residues: it will skip 2 sequences.',
    ]);
  });

  it('tells nucleotides pasted as peptides from peptides', () => {
    const dna = '>contig\nATGAAAGCAATTTTCGTACTGAAAGGTTGGTGGCGCACTTCCTGA\n';
    expect(checkFastaInput(dna, 'fasta', limits).looksLikeDna).toBe(true);
    expect(checkFastaInput(dna, 'genome', limits).looksLikeDna).toBe(false);
    const peptide = '>mag\nGIGKFLHSAKKFGKAFVGEIMNSGIGKFLHSAKKFGKAFVGEIMNS\n';
    expect(checkFastaInput(peptide, 'fasta', limits).looksLikeDna).toBe(false);
    // A short peptide of A, C, G and T alone is too short to tell.
    expect(checkFastaInput('>p\nGATTACA\n', 'fasta', limits).looksLikeDna).toBe(false);
  });
});

describe('genomeExample', () => {
  it('is one synthetic contig, in lines of 70, that reads as a valid genome', () => {
    const genome = genomeExample('>a\nGIGKFLHSAKKFGKAFVGEIMNS\n>b\nILPWKWPWWPWRR\n');
    expect(genome.split('\n')[0]).toMatch(/^>synthetic_contig /);
    const check = checkFastaInput(genome, 'genome', { ...limits, maxGenomeBytes: 1e6 });
    expect(check.count).toBe(1);
    expect(check.problems).toEqual([]);
    expect(
      Math.max(
        ...genome
          .split('\n')
          .slice(1)
          .map((l) => l.length),
      ),
    ).toBe(70);
  });
});
