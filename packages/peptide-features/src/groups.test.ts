import { describe, expect, it } from 'vitest';
import {
  leakageChecks,
  longestCommonSubsequence,
  nearIdenticalGroups,
  nearIdenticalTo,
  splitLeakage,
} from './groups.ts';

describe('longestCommonSubsequence', () => {
  it('worked by hand', () => {
    expect(longestCommonSubsequence('ACDEF', 'ACDEF')).toBe(5);
    // ACEF in order in both (D and G differ)
    expect(longestCommonSubsequence('ACDEF', 'ACGEF')).toBe(4);
    expect(longestCommonSubsequence('KLK', 'AAAA')).toBe(0);
    // KAK: K_A_K in 'KLAKLK'
    expect(longestCommonSubsequence('KAK', 'KLAKLK')).toBe(3);
  });
});

describe('nearIdenticalGroups', () => {
  it('joins point mutants and trimmed variants, not fragments or unrelated peptides', () => {
    const sequences = [
      'GIGKFLHSAKKFGKAFVGEIMNS', // 0 magainin 2
      'GIGKFLHAAKKFAKAFVAEIMNS', // 1 three substitutions: 20/23 = 0.87 -> with 0
      'GIGKFLHSAKKFGKAFVGEIM', // 2 two residues trimmed: 21/23 -> with 0
      'GIGKFLHSAK', // 3 a fragment: 10/23 -> alone
      'LLGDFFRKSKEKIGKEFKRIVQ', // 4 unrelated -> alone
      'LLGDFFRKSKEKIGKEFKRIVA', // 5 with 4 (21/22)
    ];
    expect(Array.from(nearIdenticalGroups(sequences, 0.8))).toEqual([0, 0, 0, 3, 4, 4]);
  });

  it('links chains: a ~ b and b ~ c puts a, b and c in one group', () => {
    // Each neighbour pair differs in 1 of 5 residues (0.8); the ends differ in 2 (0.6).
    expect(Array.from(nearIdenticalGroups(['AAAAA', 'AAAAK', 'AAAKK'], 0.8))).toEqual([0, 0, 0]);
    expect(Array.from(nearIdenticalGroups(['AAAAA', 'AAAKK'], 0.8))).toEqual([0, 1]);
  });
});

describe('splitLeakage', () => {
  const sequences = [
    'GIGKFLHSAKKFGKAFVGEIMNS', // 0 magainin 2
    'GIGKFLHAAKKFAKAFVAEIMNS', // 1 its triple mutant (20/23 = 0.87)
    'LLGDFFRKSKEKIGKEFKRIVQ', // 2 unrelated
    'GIGKFLHSAKKFGKAFVGEIMNS', // 3 magainin 2 again
    'KWKLFKKIEK', // 4 unrelated
  ];

  it('counts rows whose twin sits on another side', () => {
    // Train 0, 2; test 1, 3, 4: 0 and 3 are identical across; 1 is near 0 (and 3).
    expect(splitLeakage(sequences, [0, 1, 0, 1, 1])).toEqual({
      n: 5,
      identical: 2,
      nearIdentical: 3,
    });
  });

  it('gives 0 when twins share a side, and skips rows outside the split', () => {
    expect(splitLeakage(sequences, [0, 0, 1, 0, 1])).toEqual({
      n: 5,
      identical: 0,
      nearIdentical: 0,
    });
    // Folds 0-2; row 3 left out of the split.
    expect(splitLeakage(sequences, [2, 2, 0, -1, 1])).toEqual({
      n: 4,
      identical: 0,
      nearIdentical: 0,
    });
  });
});

describe('leakageChecks', () => {
  it('checks the hold-out and the folds of a protocol run', () => {
    const sequences = ['GIGKFLHSAKKFGKAFVGEIMNS', 'GIGKFLHAAKKFAKAFVAEIMNS', 'KWKLFKKIEK'];
    // Hold-out: row 1 alone, twin of row 0 -> both flagged; folds keep the twins together.
    expect(leakageChecks(sequences, { test: [1] }, [0, 0, 1])).toEqual({
      'leakage.validation': { n: 3, identical: 0, nearIdentical: 2 },
      'leakage.crossValidation10Fold': { n: 3, identical: 0, nearIdentical: 0 },
    });
  });
});

describe('nearIdenticalTo', () => {
  it('finds queries with an identical or near-identical reference', () => {
    const references = ['GIGKFLHSAKKFGKAFVGEIMNS', 'KWKLFKKIEK'];
    const queries = [
      'GIGKFLHSAKKFGKAFVGEIMNS', // identical
      'GIGKFLHAAKKFAKAFVAEIMNS', // 20/23 = 0.87 of magainin 2
      'GIGKFLHSAK', // a fragment: 10/23
      'KWKLFKKIEKAAAAA', // 10/15 = 0.67 of the longer
      'LLGDFFRKSKEKIGKEFKRIVQ', // unrelated
    ];
    expect(nearIdenticalTo(queries, references)).toEqual([true, true, false, false, false]);
    expect(nearIdenticalTo(['KWKLFKKIEKAAAAA'], references, 0.6)).toEqual([true]);
  });
});
