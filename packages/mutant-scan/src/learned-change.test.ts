import { describe, expect, it } from 'vitest';
import {
  fitLearnedChange,
  LEARNED_FEATURES,
  type LearnedChangeInputs,
  learnedFeatures,
  NO_SIBLING,
  predictLearnedChange,
} from './learned-change.ts';

const feature = (inputs: LearnedChangeInputs, name: (typeof LEARNED_FEATURES)[number]) =>
  learnedFeatures(inputs)[LEARNED_FEATURES.indexOf(name)] as number;

const substitution = (
  reference: number,
  variant: number,
  anchor: number,
  position = 4,
  to = 'A',
): LearnedChangeInputs => ({
  reference,
  variant,
  anchor: { kind: 'measured', value: anchor },
  wildType: 'KLAKLAKKLAKLAK',
  edit: { kind: 'substitution', position, from: 'KLAKLAKKLAKLAK'[position - 1] as string, to },
  neighbours: [],
  sibling: NO_SIBLING,
});

describe('learnedFeatures', () => {
  it('reads the change terms, the residues changed and where', () => {
    const inputs = substitution(0.7, 0.9, 0.5);
    expect(learnedFeatures(inputs)).toHaveLength(LEARNED_FEATURES.length);
    expect(feature(inputs, 'difference')).toBeCloseTo(0.2, 12);
    expect(feature(inputs, 'anchor_gap')).toBeCloseTo(0.2, 12);
    expect(feature(inputs, 'anchor')).toBe(0.5);
    // K4A: one positive charge fewer, in the N-terminal half.
    expect(feature(inputs, 'charge_delta')).toBe(-1);
    expect(feature(inputs, 'deletion')).toBe(0);
    expect(feature(inputs, 'net_charge')).toBe(6);
    const deletion = { ...inputs, edit: { kind: 'deletion', position: 14, from: 'K', to: null } };
    expect(feature(deletion as LearnedChangeInputs, 'deletion')).toBe(1);
    expect(feature(deletion as LearnedChangeInputs, 'c_terminal')).toBe(1);
    expect(feature(deletion as LearnedChangeInputs, 'centrality')).toBe(0);
  });

  it("reads the variant's measured neighbours against the anchor, and none as none", () => {
    const inputs = substitution(0.7, 0.9, 0.5);
    expect(feature(inputs, 'measured_neighbours')).toBe(0);
    expect(feature(inputs, 'neighbour_change')).toBe(0);
    const read = { ...inputs, neighbours: [0.9, 1.3] };
    expect(feature(read, 'measured_neighbours')).toBe(1);
    expect(feature(read, 'neighbour_change')).toBeCloseTo(0.6, 12);
  });

  it("reads the sibling endpoint's change, or the variant's value there, and none as none", () => {
    const inputs = substitution(0.7, 0.9, 0.5);
    const sibling = (features: LearnedChangeInputs) =>
      (
        ['sibling_both', 'sibling_change', 'sibling_variant_only', 'sibling_variant_gap'] as const
      ).map((name) => feature(features, name));
    expect(sibling(inputs)).toEqual([0, 0, 0, 0]);
    expect(sibling({ ...inputs, sibling: { wildType: 0.25, variant: 0.75 } })).toEqual([
      1, 0.5, 0, 0,
    ]);
    // The variant alone: its value against the anchor (0.5).
    expect(sibling({ ...inputs, sibling: { wildType: null, variant: 1.25 } })).toEqual([
      0, 0, 1, 0.75,
    ]);
    // The wild type alone says nothing of the variant.
    expect(sibling({ ...inputs, sibling: { wildType: 0.25, variant: null } })).toEqual([
      0, 0, 0, 0,
    ]);
  });
});

describe('fitLearnedChange', () => {
  it('recovers a change made of the difference and a loss of potency at potent anchors', () => {
    const inputs = Array.from({ length: 120 }, (_, i) =>
      substitution(Math.sin(i), Math.sin(i) + Math.cos(3 * i), (i % 7) / 7, 1 + (i % 14)),
    );
    const truth = (x: LearnedChangeInputs) =>
      0.1 + 0.8 * (x.variant - x.reference) - 0.5 * x.anchor.value;
    const model = fitLearnedChange(inputs, inputs.map(truth), 1e-6);
    for (const x of inputs.slice(0, 10)) {
      expect(predictLearnedChange(model, x)).toBeCloseTo(truth(x), 4);
    }
    expect(model.features).toEqual([...LEARNED_FEATURES]);
  });

  it('needs enough pairs for its features', () => {
    const few = [substitution(0, 1, 0), substitution(1, 0, 1)];
    expect(() => fitLearnedChange(few, [1, -1])).toThrow('at least');
  });
});
