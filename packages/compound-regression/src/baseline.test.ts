import type { ModelCard } from '@peptox/tool-schema';
import { describe, expect, it } from 'vitest';
import { baselineSettings } from './baseline.ts';
import { type BaselineFile, withBaseline } from './baseline-run.ts';

describe('baselineSettings', () => {
  it('tries a third of the features per split for regression, the square root for classes', () => {
    const regression = baselineSettings('regression', 2091);
    expect(regression.forest).toMatchObject({ nTrees: 500, mtry: 697, minSamplesLeaf: 1 });
    expect(regression.boosting).toMatchObject({
      nRounds: 800,
      learningRate: 0.03,
      maxDepth: 6,
      colsample: 0.5,
    });
    expect(regression.boosting).not.toHaveProperty('patience');
    const classes = baselineSettings('classification', 2091);
    expect(classes.forest).toMatchObject({ mtry: 45, classWeight: 'balancedPerTree' });
  });
});

const card = {
  name: 'toy',
  metrics: {
    validation: { n: 10, r2: 0.6, rmse: 0.7 },
    crossValidation10Fold: { n: 50, r2: 0.62, rmse: 0.68 },
    'Baseline forest, hold-out': { n: 10, r2: 0.1 },
  },
  notes: ['A note of the run.', 'Baseline on the same molecules (old): ...'],
} as unknown as ModelCard;

const baseline: BaselineFile = {
  name: 'toy',
  date: '2026-11-25',
  command: 'pnpm baseline',
  features: 'Morgan counts and descriptors',
  featureCount: 2091,
  settings: baselineSettings('regression', 2091),
  signatures: { validation: 'aaa', crossValidation10Fold: 'bbb' },
  metrics: {
    'forest.validation': { n: 10, r2: 0.55, rmse: 0.75 },
    'boosting.validation': { n: 10, r2: 0.58, rmse: 0.72 },
    'forest.crossValidation10Fold': { n: 50, r2: 0.5, rmse: 0.8 },
    'boosting.crossValidation10Fold': { n: 50, r2: 0.52, rmse: 0.79 },
  },
  cpuSeconds: { forest: 60, boosting: 30 },
};

describe('withBaseline', () => {
  it('sets the baseline beside the model where both held out the same molecules', () => {
    const signatures = {
      validation: 'aaa',
      crossValidation10Fold: 'bbb',
      validationScaffoldSplit: 'c',
    };
    const out = withBaseline(card, baseline, signatures);
    expect(out.metrics['Baseline forest, hold-out']).toEqual({ n: 10, r2: 0.55, rmse: 0.75 });
    expect(out.metrics['Baseline boosting, 10-fold CV']?.r2).toBe(0.52);
    expect(out.metrics.validation).toEqual(card.metrics.validation);
    // The old comparison goes; one new note compares both evaluations.
    expect(out.notes?.filter((n) => n.startsWith('Baseline'))).toHaveLength(1);
    expect(out.notes?.at(-1)).toContain(
      'hold-out: this model R² 0.6, RMSE 0.7; baseline forest R² 0.55, RMSE 0.75; boosting R² 0.58, RMSE 0.72',
    );
    expect(out.notes?.[0]).toBe('A note of the run.');
  });

  it('leaves out an evaluation whose molecules differ, and says to run the baseline again', () => {
    const signatures = {
      validation: 'aaa',
      crossValidation10Fold: 'changed',
      validationScaffoldSplit: 'c',
    };
    const out = withBaseline(card, baseline, signatures);
    expect(out.metrics['Baseline forest, hold-out']?.r2).toBe(0.55);
    expect(out.metrics['Baseline forest, 10-fold CV']).toBeUndefined();
    expect(out.notes?.at(-1)).toBe(
      'The baseline was measured on other molecules for the 10-fold CV: run `pnpm baseline` again.',
    );
  });
});
