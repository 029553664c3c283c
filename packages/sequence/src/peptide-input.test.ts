import { describe, expect, it } from 'vitest';
import { readPeptide } from './peptide-input.ts';

describe('one peptide read from a box', () => {
  it('leaves out numbers anywhere, and says so', () => {
    const read = readPeptide('1 gigkflhsak 10\n11 kfgkafvgei mns 23');
    expect(read.sequence).toBe('GIGKFLHSAKKFGKAFVGEIMNS');
    expect(read.notice).toMatch(/^4 numbers were left out/);
    expect(read.problem).toBeNull();
    expect(readPeptide('GIGK1FLHS').sequence).toBe('GIGKFLHS');
    expect(readPeptide('GIGK1FLHS').notice).toMatch(/^A number was left out/);
  });

  it('says nothing when only spaces, case, a header or a final stop were left out', () => {
    const read = readPeptide('>magainin_2 Xenopus laevis\ngigkf lhsak*');
    expect(read).toEqual({
      sequence: 'GIGKFLHSAK',
      notice: null,
      problem: null,
      notPredicted: null,
    });
  });

  it('accepts X and the other non-standard codes as the tool forms do: kept, not predicted', () => {
    const read = readPeptide('GLFDXIKKAL');
    expect(read.sequence).toBe('GLFDXIKKAL');
    expect(read.problem).toBeNull();
    expect(read.notPredicted).toBe(
      'Not predicted: the sequence holds X (any amino acid); the models know only the 20 standard amino acids.',
    );
  });

  it('refuses what no one-letter code stands for, naming the character and its position', () => {
    expect(readPeptide('GLF-DIV').problem).toBe(
      "The sequence has '-' at position 4; only the 20 standard amino acids (and the codes B, J, O, U, X and Z, kept but not predicted) are allowed.",
    );
    expect(readPeptide('123').problem).toMatch(/no amino acids/);
    expect(readPeptide('  ').problem).toBeNull();
  });
});
