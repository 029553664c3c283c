// Prints ACPep sequences per second on one core (features + model) for 10 000 random peptides of
// 10-100 residues, and how long the model takes to load. Not a test: figures only.
import { randomPeptides } from '@peptox/peptide-features';
import { benchmarkPredictor } from '@peptox/predictor-kit';
import { acpep } from '../src/predictor.ts';

const records = randomPeptides(10_000, [10, 100], 42).map((text, i) => ({ id: `p${i}`, text }));
await benchmarkPredictor(acpep, records);
