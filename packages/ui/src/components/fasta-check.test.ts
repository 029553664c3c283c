import { describe, expect, it } from 'vitest';
import { checkFastaInput, describeCheck } from './fasta-check.ts';

const limits = { maxSequences: 3, maxTextBytes: 1000, maxGenomeBytes: 5000 };

describe('checkFastaInput', () => {
  it('says nothing about an empty box', () => {
    expect(checkFastaInput('  \n', 'fasta', limits)).toEqual({
      count: 0,
      problems: [],
      warning: null,
      empty: true,
    });
  });

  it('counts valid sequences and has no warning when all are valid', () => {
    const check = checkFastaInput('>a\nGLFDIV\n>b\nKKLLKK\n', 'fasta', limits);
    expect(check.count).toBe(2);
    expect(check.warning).toBeNull();
    expect(describeCheck(check, 'fasta')).toBe('2 valid sequences');
  });

  it('names the sequence that has a problem and makes it the warning', () => {
    const check = checkFastaInput('>a\nGLFDIV\n>b\nKKBLKK\n', 'fasta', limits);
    expect(check.count).toBe(1);
    expect(check.problems).toHaveLength(1);
    expect(check.problems[0]?.message).toContain("'b'");
    expect(check.warning).toBe(check.problems[0]?.message);
    expect(describeCheck(check, 'fasta')).toBe('1 valid sequence, 1 problem to fix');
  });

  it('summarises several problems in the warning', () => {
    const check = checkFastaInput('>a\nGLXZIV\n>a\nKKLLKK\n', 'fasta', limits);
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
    expect(checkFastaInput(four, 'fasta', limits).warning).toContain('at most 3');
    expect(checkFastaInput(four, 'genome', limits).problems).toEqual([]);
  });

  it('checks a genome as nucleotides', () => {
    expect(checkFastaInput('>chr\nACGTNNACGT\n', 'genome', limits).problems).toEqual([]);
    expect(checkFastaInput('>chr\nACGTQ\n', 'genome', limits).problems).toHaveLength(1);
    expect(describeCheck(checkFastaInput('>chr\nACGT\n', 'genome', limits), 'genome')).toBe(
      '1 valid contig',
    );
  });
});
