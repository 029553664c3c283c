import { SEQUENCE_ORDER } from '@peptox/peptide-features';
import { describe, expect, it } from 'vitest';
import {
  AMPEP_FEATURES,
  AMPEP_GB_FEATURES,
  MIC_FEATURE_SETS,
  MIC_FEATURES,
  RFAMPEP30_FEATURES,
} from './features.ts';

const values = (
  block: { size: number; compute(s: string, out: Float32Array): void },
  s: string,
) => {
  const out = new Float32Array(block.size);
  block.compute(s, out);
  return [...out];
};

describe("AmPEP's feature sets", () => {
  it('have the sizes their models were trained on', () => {
    expect(AMPEP_FEATURES.size).toBe(105);
    expect(RFAMPEP30_FEATURES.size).toBe(86);
    expect(MIC_FEATURES.names[0]).toBe('aac.A');
    expect(AMPEP_GB_FEATURES.names[0]).toBe('aac.A');
  });

  it('MIC candidates: the composition set, then the pairs and/or profiles of the sequence order', () => {
    const { composition, compositionPairs, compositionProfiles, compositionOrder } =
      MIC_FEATURE_SETS;
    expect(composition.block.size).toBe(199);
    // Sequence order = Murphy-10 composition (10), k-spaced pairs (245), segments (35), autocorrelation (42).
    expect(compositionPairs.block.size).toBe(199 + 10 + 245);
    expect(compositionProfiles.block.size).toBe(199 + 35 + 42);
    expect(compositionOrder.block.size).toBe(199 + SEQUENCE_ORDER.size);

    const peptide = 'GIGKFLHSAKKFGKAFVGEIMNS';
    const base = values(composition.block, peptide);
    const order = values(SEQUENCE_ORDER, peptide);
    expect(values(compositionPairs.block, peptide)).toEqual([...base, ...order.slice(0, 255)]);
    expect(values(compositionProfiles.block, peptide)).toEqual([...base, ...order.slice(255)]);
    expect(values(compositionOrder.block, peptide)).toEqual([...base, ...order]);
    expect(compositionPairs.block.names.slice(199)).toEqual(SEQUENCE_ORDER.names.slice(0, 255));
  });
});
