import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type ModelFile, modelFromFile, type TreeModel } from '@peptox/ml';

/** What @peptox/training stores with a model (peptide models add their training lengths). */
export interface ModelMeta {
  name: string;
  trainedAt: string;
  trainingRows: number;
  features: string[];
  lengthRange?: [number, number];
  [key: string]: unknown;
}

export interface LoadedModel {
  model: TreeModel;
  meta: ModelMeta;
}

const cache = new Map<string, LoadedModel>();

/**
 * A committed model file (either learner), read once per process. It must take `nFeatures`
 * features, or the code and the model disagree: the error says which command retrains it.
 */
export function loadModelFile(url: URL, nFeatures: number, retrain: string): LoadedModel {
  const path = fileURLToPath(url);
  let loaded = cache.get(path);
  if (!loaded) {
    const file = JSON.parse(readFileSync(path, 'utf8')) as ModelFile;
    loaded = { model: modelFromFile(file), meta: file.meta as ModelMeta };
    cache.set(path, loaded);
  }
  if (loaded.model.nFeatures !== nFeatures) {
    throw new Error(
      `${path} takes ${loaded.model.nFeatures} features but the code computes ${nFeatures}; retrain it (${retrain}).`,
    );
  }
  return loaded;
}
