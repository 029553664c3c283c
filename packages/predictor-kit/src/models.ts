import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModelEvidence } from '@peptox/evidence';
import { type ModelFile, modelFromFile, type TreeModel } from '@peptox/ml';
import { readScanFile, type ScanFile } from '@peptox/mutant-scan';
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

/**
 * Where a model file is read from. MODELS_DIR names a folder of released model files (a training
 * run's models/<name>.json, .evidence.json and .card.json): a file there takes the place of the
 * committed file of the same name, so a worker can be rolled to a new model version, or back,
 * by a restart, without a new build (the feature count check below still guards the code).
 */
export function modelPath(url: URL): string {
  const committed = fileURLToPath(url);
  const released = process.env.MODELS_DIR;
  if (!released) return committed;
  const candidate = join(released, basename(committed));
  return existsSync(candidate) ? candidate : committed;
}

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
  const path = modelPath(url);
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
  const path = modelPath(url);
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

const scanCache = new Map<string, ScanFile | null>();

/**
 * The scan benchmark beside a model file (models/<name>.scan.json), read once per process; null
 * for a model no scan benchmark measured.
 */
export function loadScanFile(modelUrl: URL): ScanFile | null {
  const path = modelPath(new URL(modelUrl.href.replace(/\.json$/, '.scan.json')));
  let file = scanCache.get(path);
  if (file === undefined) {
    file = existsSync(path) ? readScanFile(readFileSync(path, 'utf8')) : null;
    scanCache.set(path, file);
  }
  return file;
}

/**
 * A model card as its training run wrote it (models/<name>.card.json, imported as JSON, whose
 * types widen the card's literals), serving the given method.
 */
export function servedCard(card: object, method: string): ModelCard {
  return { ...releasedCard(card as ModelCard), method };
}

/** The card of MODELS_DIR's release of the model, when it has one (see modelPath). */
function releasedCard(card: ModelCard): ModelCard {
  const released = process.env.MODELS_DIR;
  const file = released ? join(released, `${card.name}.card.json`) : '';
  return file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ModelCard) : card;
}
