// The committed model files, read once on first use.
import { readFileSync } from 'node:fs';
import { type ModelFile, modelFromFile, type TreeModel } from '@peptox/ml';

export type ModelName = 'ampep' | 'rfampep30' | 'mic-ec' | 'mic-sa';

export interface LoadedModel {
  model: TreeModel;
  /** The facts the training run stored with the model (training length range, features). */
  meta: { lengthRange: [number, number]; trainingRows: number; trainedAt: string };
}

const cache = new Map<ModelName, LoadedModel>();

export function modelPath(name: ModelName): URL {
  return new URL(`../models/${name}.json`, import.meta.url);
}

/** Loads a model once; `nFeatures`, when given, must match the model's (else: retrain it). */
export function loadModel(name: ModelName, nFeatures?: number): LoadedModel {
  let loaded = cache.get(name);
  if (!loaded) {
    const file = JSON.parse(readFileSync(modelPath(name), 'utf8')) as ModelFile;
    loaded = { model: modelFromFile(file), meta: file.meta as LoadedModel['meta'] };
    cache.set(name, loaded);
  }
  if (nFeatures !== undefined && loaded.model.nFeatures !== nFeatures) {
    throw new Error(
      `Model ${name} takes ${loaded.model.nFeatures} features but the code computes ${nFeatures}; retrain it (pnpm --filter @peptox/predictor-ampep train).`,
    );
  }
  return loaded;
}
