import { describe, expect, it } from 'vitest';
import { applyScaler, fitScaler } from './scale.ts';

describe('fitScaler / applyScaler', () => {
  it('centres and scales the signed log of each column on the fitted rows', () => {
    const rows = [
      [0, 10, 5],
      [Math.E - 1, 100, 5],
    ];
    const scaler = fitScaler(rows);
    expect(scaler.mean[0]).toBeCloseTo(0.5);
    expect(scaler.sd[0]).toBeCloseTo(0.5);
    expect(scaler.sd[2]).toBe(1); // a constant column
    expect([...applyScaler(scaler, rows[0] as number[])].map((v) => Number(v.toFixed(4)))).toEqual([
      -1, -1, 0,
    ]);
    expect(applyScaler(scaler, [-(Math.E - 1), 10, 5])[0]).toBeCloseTo(-3);
  });

  it('clips values far outside the fitted rows, and refuses a row of another width', () => {
    const scaler = fitScaler([[1], [2], [3]], 2);
    expect(applyScaler(scaler, [1e9])[0]).toBe(2);
    expect(applyScaler(scaler, [-1e9])[0]).toBe(-2);
    expect(() => applyScaler(scaler, [1, 2])).toThrow('takes 1 values');
  });
});
