// The committed model files, read once on first use.
import { type LoadedModel, loadModelFile } from '@peptox/predictor-kit';

export type ModelName = 'ampep' | 'ampep-gb' | 'rfampep30' | 'mic-ec' | 'mic-sa';

export function modelPath(name: ModelName): URL {
  return new URL(`../models/${name}.json`, import.meta.url);
}

/** Loads a model once; it must take `nFeatures` features (else: retrain it). */
export const loadModel = (name: ModelName, nFeatures: number): LoadedModel =>
  loadModelFile(modelPath(name), nFeatures, 'pnpm --filter @peptox/predictor-ampep train');
