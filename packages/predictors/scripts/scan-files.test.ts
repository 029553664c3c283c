import { readFileSync } from 'node:fs';
import { readScanFile } from '@peptox/mutant-scan';
import { MIC_MODELS } from '@peptox/predictor-ampep';
import { HC50_MODEL } from '@peptox/predictor-hemopep';
import { contentVersion, type PeptideModel } from '@peptox/predictor-kit';
import { describe, expect, it } from 'vitest';

// The scan serves a model's changes only while its scan file measured that very model file: a
// retrained model needs `pnpm --filter @peptox/predictors bench:scan` again.
describe('the committed scan benchmarks', () => {
  const models: [PeptideModel, string][] = [
    [MIC_MODELS[0] as PeptideModel, 'ec_mic_um'],
    [MIC_MODELS[1] as PeptideModel, 'sa_mic_um'],
    [HC50_MODEL, 'hc50_um'],
  ];
  it.each(models)('measured the committed model file %#', (model, column) => {
    const file = readScanFile(
      readFileSync(new URL(model.url.href.replace(/\.json$/, '.scan.json')), 'utf8'),
    );
    expect(file.modelVersion).toBe(contentVersion(readFileSync(model.url)));
    expect(file.column).toBe(column);
    for (const kind of ['measured', 'predicted'] as const) {
      expect(file.cases[kind].figures.pairs).toBeGreaterThan(100);
    }
  });
});
