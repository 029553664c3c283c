import { describe, expect, it } from 'vitest';
import { fitsLengthWindow, lengthWindowWords } from './length-window.ts';

describe('a length window', () => {
  it('takes the lengths between its bounds, both included', () => {
    const window = { minLength: 5, maxLength: 30 };
    expect([4, 5, 30, 31].map((n) => fitsLengthWindow(window, n))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(fitsLengthWindow({ minLength: 8 }, 1000)).toBe(true);
    expect(fitsLengthWindow({}, 1)).toBe(true);
  });

  it('reads as its bounds, or not at all when it has none', () => {
    expect(lengthWindowWords({ minLength: 5, maxLength: 30 })).toBe('5–30');
    expect(lengthWindowWords({ minLength: 8 })).toBe('at least 8');
    expect(lengthWindowWords({ maxLength: 100 })).toBe('at most 100');
    expect(lengthWindowWords({})).toBeNull();
  });
});
