import { describe, expect, it } from 'vitest';
import { longestCommonSubsequence, nearIdenticalGroups } from './groups.ts';

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
