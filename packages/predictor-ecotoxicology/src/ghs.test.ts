import { describe, expect, it } from 'vitest';
import { ghsAcuteAquaticCategory } from './ghs.ts';

describe('ghsAcuteAquaticCategory', () => {
  it.each([
    [0.01, 'Acute 1'],
    [1, 'Acute 1'], // each cut-off belongs to the more toxic category ('<=')
    [1.5, 'Acute 2'],
    [10, 'Acute 2'],
    [99, 'Acute 3'],
    [100, 'Acute 3'],
    [100.5, 'Not classified'],
  ])('puts an LC50 of %d mg/L in %s', (lc50, category) => {
    expect(ghsAcuteAquaticCategory(lc50)).toBe(category);
  });

  it('refuses a concentration that is none', () => {
    expect(() => ghsAcuteAquaticCategory(Number.NaN)).toThrow(/>= 0/);
  });
});
