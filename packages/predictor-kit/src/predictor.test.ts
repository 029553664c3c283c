import { describe, expect, it } from 'vitest';
import { once } from './predictor.ts';

describe('once', () => {
  it('runs the load once for concurrent and later calls', async () => {
    let loads = 0;
    const init = once(async () => {
      loads++;
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    await Promise.all([init(), init(), init()]);
    await init();
    expect(loads).toBe(1);
  });

  it('tries again after a failed load', async () => {
    let loads = 0;
    const init = once(async () => {
      loads++;
      if (loads === 1) throw new Error('model file missing');
    });
    await expect(init()).rejects.toThrow('model file missing');
    await init();
    expect(loads).toBe(2);
  });
});
