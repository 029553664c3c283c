import { describe, expect, it } from 'vitest';
import { ghsAcuteOralCategory } from './ghs.ts';

describe('ghsAcuteOralCategory', () => {
  it.each([
    [0.5, 'Category 1'],
    [5, 'Category 1'], // each cut-off belongs to the more toxic category ('<=')
    [5.01, 'Category 2'],
    [50, 'Category 2'],
    [300, 'Category 3'],
    [300.1, 'Category 4'],
    [2000, 'Category 4'],
    [4999, 'Category 5'],
    [5000, 'Category 5'],
    [5001, 'Not classified'],
  ])('puts an LD50 of %d mg/kg in %s', (ld50, category) => {
    expect(ghsAcuteOralCategory(ld50)).toBe(category);
  });

  it('refuses a dose that is no dose', () => {
    expect(() => ghsAcuteOralCategory(Number.NaN)).toThrow(/>= 0/);
    expect(() => ghsAcuteOralCategory(-1)).toThrow(/>= 0/);
  });
});
