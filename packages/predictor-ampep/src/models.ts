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

export function loadModel(name: ModelName): LoadedModel {
  let model = cache.get(name);
  if (!model) {
    const file = JSON.parse(readFileSync(modelPath(name), 'utf8')) as ForestFile;
    model = { forest: forestFromFile(file), meta: file.meta as LoadedModel['meta'] };
    cache.set(name, model);
  }
  return model;
}
