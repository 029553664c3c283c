import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readTrialData, rowsSignature } from '@peptox/compound-regression/trial-data';
import { describe, expect, it } from 'vitest';
import { TRIAL } from './trial-spec.ts';

const read = (file: string) => JSON.parse(readFileSync(join(TRIAL.modelsDir, file), 'utf8'));

describe("the trials' start", () => {
  // A trial's figures stand beside the card's only if it holds out what the training run held out.
  it("reads the training run's molecules, splits and features", async () => {
    const { set, splits, data, setting } = await readTrialData({ ...TRIAL, command: 'test' });
    const card = read('ecotox.card.json');
    const model = read('ecotox.json');
    expect(set.compounds).toHaveLength(card.metrics.crossValidation10Fold.n);
    expect(splits.split.test).toHaveLength(card.metrics.validation.n);
    expect(splits.scaffold.test).toHaveLength(card.metrics.validationScaffoldSplit.n);
    // The same molecules, not only as many: the baseline file records which the run held out.
    const { signatures } = read('ecotox.baseline.json');
    expect(rowsSignature(set.compounds, splits.split.test)).toBe(signatures.validation);
    expect(rowsSignature(set.compounds, splits.scaffold.test)).toBe(
      signatures.validationScaffoldSplit,
    );
    // The trees' columns: the model's blocks, then BESTox's prediction.
    expect(data.nFeatures).toBe(model.meta.features.length);
    expect(model.meta.features.at(-1)).toBe(model.meta.auxiliary.label);
    expect(setting).toEqual(card.hyperParameters);
  }, 120_000);
});
