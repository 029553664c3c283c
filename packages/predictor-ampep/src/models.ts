// The committed model files, read once on first use.
import { readFileSync } from 'node:fs';
import { type ForestFile, forestFromFile, type RandomForest } from '@peptox/ml';

export type ModelName = 'ampep' | 'rfampep30' | 'mic-ec' | 'mic-sa';

export interface LoadedModel {
  forest: RandomForest;
  /** The facts the training script stored with the model (training length range, features). */
  meta: { lengthRange: [number, number]; trainingSequences: number; trainedAt: string };
}

const cache = new Map<ModelName, LoadedModel>();

export function modelPath(name: ModelName): URL {
  return new URL(`../models/${name}.json`, import.meta.url);
}

/** Loads a model once; `nFeatures`, when given, must match the model's (else: retrain it). */
export function loadModel(name: ModelName, nFeatures?: number): LoadedModel {
  let model = cache.get(name);
  if (!model) {
    const file = JSON.parse(readFileSync(modelPath(name), 'utf8')) as ForestFile;
    model = { forest: forestFromFile(file), meta: file.meta as LoadedModel['meta'] };
    cache.set(name, model);
  }
  if (nFeatures !== undefined && model.forest.nFeatures !== nFeatures) {
    throw new Error(
      `Model ${name} takes ${model.forest.nFeatures} features but the code computes ${nFeatures}; retrain it (pnpm --filter @peptox/predictor-ampep train).`,
    );
  }
  return model;
}
