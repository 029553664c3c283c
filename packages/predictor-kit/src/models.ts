import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ModelEvidence } from '@peptox/evidence';
import { type ModelFile, modelFromFile, type TreeModel } from '@peptox/ml';
import type { ModelCard, ModelVersion } from '@peptox/tool-schema';

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
  /** The first 12 hexadecimal digits of the SHA-256 of the model file. */
  version: string;
}

const cache = new Map<string, LoadedModel>();

/** The first 12 hexadecimal digits of the SHA-256 of a file's bytes: a model's version. */
export function contentVersion(bytes: Buffer | string): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 12);
}

/**
 * A committed model file (either learner), read once per process. It must take `nFeatures`
 * features, or the code and the model disagree: the error says which command retrains it. A model
 * whose features its file names (e.g. blocks chosen by its training run) passes a function of its
 * meta that computes the count, or throws why the code cannot compute them.
 */
export function loadModelFile(
  url: URL,
  nFeatures: number | ((meta: ModelMeta) => number),
  retrain: string,
): LoadedModel {
  const path = fileURLToPath(url);
  let loaded = cache.get(path);
  if (!loaded) {
    const bytes = readFileSync(path);
    const file = JSON.parse(bytes.toString('utf8')) as ModelFile;
    loaded = {
      model: modelFromFile(file),
      meta: file.meta as ModelMeta,
      version: contentVersion(bytes),
    };
    cache.set(path, loaded);
  }
  const computed = typeof nFeatures === 'number' ? nFeatures : nFeatures(loaded.meta);
  if (loaded.model.nFeatures !== computed) {
    throw new Error(
      `${path} takes ${loaded.model.nFeatures} features but the code computes ${computed}; retrain it (${retrain}).`,
    );
  }
  return loaded;
}

/** A loaded model's version for a job's record: which file, for which method, trained when. */
export function versionOf(loaded: LoadedModel, method: string): ModelVersion {
  return {
    model: loaded.meta.name,
    method,
    version: loaded.version,
    trainedAt: loaded.meta.trainedAt.slice(0, 10),
  };
}

const evidenceCache = new Map<string, ModelEvidence>();

/** The evidence file beside a model file (models/<name>.evidence.json), read once per process. */
export function loadEvidence(modelUrl: URL, retrain: string): ModelEvidence {
  const url = new URL(modelUrl.href.replace(/\.json$/, '.evidence.json'));
  const path = fileURLToPath(url);
  let evidence = evidenceCache.get(path);
  if (!evidence) {
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch {
      throw new Error(
        `${path} is missing: the model has no evidence file; retrain it (${retrain}).`,
      );
    }
    evidence = ModelEvidence.fromJson(text);
    evidenceCache.set(path, evidence);
  }
  return evidence;
}

/**
 * A model card as its training run wrote it (models/<name>.card.json, imported as JSON, whose
 * types widen the card's literals), serving the given method.
 */
export function servedCard(card: object, method: string): ModelCard {
  return { ...(card as ModelCard), method };
}
