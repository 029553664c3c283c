import { describe, expect, it } from 'vitest';
import { AMPEP_FEATURES, AMPEP_GB_FEATURES, MIC_FEATURES, RFAMPEP30_FEATURES } from './features.ts';

describe("AmPEP's feature sets", () => {
  it('have the sizes their models were trained on', () => {
    expect(AMPEP_FEATURES.size).toBe(105);
    expect(RFAMPEP30_FEATURES.size).toBe(86);
    expect(MIC_FEATURES.size).toBe(199);
    expect(MIC_FEATURES.names[0]).toBe('aac.A');
    expect(MIC_FEATURES.names.at(-1)).toBe('charge.c_half');
    expect(AMPEP_GB_FEATURES.size).toBe(639);
  });
});
