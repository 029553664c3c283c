import { describe, expect, it } from 'vitest';
import { type ChangeInputs, fitChangeModel, predictedChange } from './change.ts';

const measuredAnchor = (reference: number, variant: number, anchor: number): ChangeInputs => ({
  reference,
  variant,
  anchor: { kind: 'measured', value: anchor },
});

describe('predictedChange', () => {
  it('reads prediction minus prediction, or prediction minus the anchor, as special lines', () => {
    const inputs = measuredAnchor(1.2, 1.5, 0.8);
    const difference = { intercept: 0, slope: 1, anchorWeight: 0 };
    const anchored = { intercept: 0, slope: 1, anchorWeight: 1 };
    expect(predictedChange(difference, inputs)).toBeCloseTo(0.3, 12);
    expect(predictedChange(anchored, inputs)).toBeCloseTo(0.7, 12);
  });

  it('with a predicted anchor the anchor term is zero', () => {
    const model = { intercept: 0.1, slope: 2, anchorWeight: 0.5 };
    const inputs: ChangeInputs = {
      reference: 1.2,
      variant: 1.5,
      anchor: { kind: 'predicted', value: 1.2 },
    };
    expect(predictedChange(model, inputs)).toBeCloseTo(0.1 + 2 * 0.3, 12);
  });
});

describe('fitChangeModel', () => {
  it('recovers the line the measured changes follow', () => {
    const inputs = [
      measuredAnchor(1, 1.2, 0.5),
      measuredAnchor(0.3, 0.1, 0.6),
      measuredAnchor(2, 2.5, 1.4),
      measuredAnchor(-1, -0.7, -1.5),
      measuredAnchor(0.2, 0.2, 0.9),
    ];
    const truth = { intercept: 0.05, slope: 1.3, anchorWeight: 0.4 };
    const fitted = fitChangeModel(
      inputs,
      inputs.map((i) => predictedChange(truth, i)),
    );
    expect(fitted.intercept).toBeCloseTo(truth.intercept, 9);
    expect(fitted.slope).toBeCloseTo(truth.slope, 9);
    expect(fitted.anchorWeight).toBeCloseTo(truth.anchorWeight, 9);
  });

  it('keeps the anchor weight at 0 when every anchor is a prediction', () => {
    const inputs: ChangeInputs[] = [0.1, 0.4, -0.2, 0.3].map((d, i) => ({
      reference: i,
      variant: i + d,
      anchor: { kind: 'predicted', value: i },
    }));
    const fitted = fitChangeModel(
      inputs,
      [0.1, 0.4, -0.2, 0.3].map((d) => 2 * d),
    );
    expect(fitted).toEqual({
      intercept: expect.closeTo(0, 9),
      slope: expect.closeTo(2, 9),
      anchorWeight: 0,
    });
  });
});
