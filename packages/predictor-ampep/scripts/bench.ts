// Prints AmPEP sequences per second on one core (features + model) for 10 000 random peptides
// of 10-100 residues, and how long each model file takes to load. Not a test: figures only.
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { randomPeptides } from '@peptox/peptide-features';
import { benchmark, benchmarkPredictor } from '@peptox/predictor-kit';
import { AMPEP_FEATURES } from '../src/features.ts';
import { loadModel, modelPath } from '../src/models.ts';
import { AMPEP_MODELS, ampep } from '../src/predictor.ts';

const records = randomPeptides(10_000, [10, 100], 42).map((text, i) => ({ id: `p${i}`, text }));

for (const [name, block] of AMPEP_MODELS) {
  const started = performance.now();
  const { model } = loadModel(name, block.size);
  const ms = performance.now() - started;
  const mb = statSync(fileURLToPath(modelPath(name))).size / 1e6;
  console.log(
    `load ${name}: ${ms.toFixed(1)} ms (${mb.toFixed(2)} MB, ${model.nTrees} trees, ${model.nNodes} nodes)`,
  );
}

const ctd = new Float32Array(AMPEP_FEATURES.size);
await benchmark('CTD features only', records, () => {
  for (const r of records) AMPEP_FEATURES.compute(r.text, ctd);
});
await benchmarkPredictor(ampep, records);
