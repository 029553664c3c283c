// Prints AmPEP sequences per second on one core (features + model) for 10 000 random peptides
// of 10-100 residues, and how long the model files take to load. Not a test: figures only.
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRng } from '@peptox/ml';
import { AMINO_ACIDS } from '@peptox/peptide-features';
import { AMPEP_FEATURES } from '../src/features.ts';
import { loadModel, type ModelName, modelPath } from '../src/models.ts';
import { ampep } from '../src/predictor.ts';

const rng = createRng(42);
const records = Array.from({ length: 10_000 }, (_, i) => {
  const n = 10 + rng.int(91);
  return {
    id: `p${i}`,
    text: Array.from({ length: n }, () => AMINO_ACIDS[rng.int(20)]).join(''),
  };
});

for (const name of ['ampep', 'rfampep30', 'mic-ec', 'mic-sa'] as ModelName[]) {
  const started = performance.now();
  const { model } = loadModel(name);
  const ms = performance.now() - started;
  const mb = statSync(fileURLToPath(modelPath(name))).size / 1e6;
  console.log(
    `load ${name}: ${ms.toFixed(1)} ms (${mb.toFixed(2)} MB, ${model.nTrees} trees, ${model.nNodes} nodes)`,
  );
}

const time = async (label: string, run: () => unknown, rounds = 5): Promise<void> => {
  await run(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  const best = Math.min(...times);
  console.log(
    `${label}: ${Math.round((records.length / best) * 1000)} sequences/s (best of ${rounds})`,
  );
};

const ctd = new Float32Array(AMPEP_FEATURES.size);
await time('CTD features only', () => {
  for (const r of records) AMPEP_FEATURES.compute(r.text, ctd);
});
await time('AmPEP, features + model', () => ampep.predict(records, ['ampep']));
await time('all methods (AmPEP, RF-AmPEP30, MIC)', () =>
  ampep.predict(records, ['ampep', 'rfampep30', 'mic']),
);
