// The leakage command of a compound regression tool (Node only): the report of ./leakage.ts on the
// model's own splits, put on a card trained before the training run wrote it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadRDKit } from '@peptox/molecule';
import type { ModelCard } from '@peptox/tool-schema';
import { compoundMatrix, compoundSplits, readCompounds, SPLIT_SEED } from './data.ts';
import { type CompoundLeakage, compoundLeakage, withLeakage } from './leakage.ts';

export interface CompoundLeakageSpec {
  /** The model's name: models/<name>.card.json gets the report. */
  name: string;
  modelsDir: string;
  file: string;
  /** The model's protocol seed (default 2026, as trainCompoundRegressor's). */
  seed?: number;
}

export async function measureCompoundLeakage(spec: CompoundLeakageSpec): Promise<CompoundLeakage> {
  const cardPath = join(spec.modelsDir, `${spec.name}.card.json`);
  if (!existsSync(cardPath)) throw new Error(`${cardPath} is missing: train the model first.`);
  const rdkit = await loadRDKit();
  const set = readCompounds(rdkit, spec.file);
  const splits = compoundSplits(set, spec.seed ?? SPLIT_SEED);
  const { fingerprints } = compoundMatrix(rdkit, set.compounds, []);
  const leakage = compoundLeakage(set, splits, fingerprints);
  const card = JSON.parse(readFileSync(cardPath, 'utf8')) as ModelCard;
  writeFileSync(cardPath, `${JSON.stringify(withLeakage(card, leakage), null, 2)}\n`);
  return leakage;
}
