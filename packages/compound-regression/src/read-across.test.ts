import { describe, expect, it } from 'vitest';
import { readAcrossBlend, readAcrossMeta } from './read-across.ts';

const fingerprint = (...bits: number[]) => {
  const f = new Uint8Array(8);
  for (const b of bits) f[b >> 3] = (f[b >> 3] as number) | (1 << (b & 7));
  return f;
};

describe('read-across', () => {
  it('reads neighbours only among the rows a fit learned from', () => {
    const fingerprints = [
      fingerprint(1, 2),
      fingerprint(1, 2, 3),
      fingerprint(1, 2),
      fingerprint(40),
    ];
    const y = [10, 20, 30, 40];
    const blend = readAcrossBlend({ neighbours: 1, power: 1, treesWeight: 0.5 }, fingerprints, y);
    // Row 0's twin, row 2, is left out of this fit: its nearest is row 1.
    expect(blend.fit([1, 3])(0)).toBe(20);
    // With row 2 in the fit, row 0 reads row 2's value; a fitted row reads itself.
    expect(blend.fit([1, 2, 3])(0)).toBe(30);
    expect(blend.fit([0, 1, 2, 3])(3)).toBe(40);
    expect(blend.treesWeight).toBe(0.5);
    expect(blend.description).toContain('1 most similar training molecules');
  });

  it("checks a model file's read-across", () => {
    expect(readAcrossMeta({}, 'm.json')).toBeNull();
    const r = { neighbours: 5, power: 3, treesWeight: 0.65 };
    expect(readAcrossMeta({ readAcross: r }, 'm.json')).toEqual(r);
    expect(() => readAcrossMeta({ readAcross: { ...r, neighbours: 0 } }, 'm.json')).toThrow(
      'm.json: meta.readAcross',
    );
    expect(() => readAcrossMeta({ readAcross: { ...r, treesWeight: 2 } }, 'm.json')).toThrow(
      /readAcross/,
    );
  });
});
