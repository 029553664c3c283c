import { describe, expect, it } from 'vitest';
import { joinColumns } from './matrix.ts';

describe('joinColumns', () => {
  it("puts each row's columns of b after its columns of a", () => {
    // Two rows: a has 2 columns, b 1.
    const a = Float32Array.from([1, 2, 3, 4]);
    const b = Float32Array.from([9, 8]);
    expect(Array.from(joinColumns(a, 2, b, 1))).toEqual([1, 2, 9, 3, 4, 8]);
    expect(Array.from(joinColumns(b, 1, a, 2))).toEqual([9, 1, 2, 8, 3, 4]);
  });

  it('refuses matrices of different row counts', () => {
    expect(() => joinColumns(Float32Array.from([1, 2]), 1, Float32Array.from([1]), 1)).toThrow(
      'Expected 2 rows of 1 columns in b.',
    );
  });
});
