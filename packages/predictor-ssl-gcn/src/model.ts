// The committed network with RDKit and TensorFlow.js, loaded once per process or worker thread.
// Imported by the predictor's init() only: this module pulls in TensorFlow.js.
import { readFileSync } from 'node:fs';
import type { ModelEvidence } from '@peptox/evidence';
import { type GcnFile, GcnModel, type GraphInput, graphInput, useWasmBackend } from '@peptox/gcn';
import type { Scaler } from '@peptox/ml';
import { DEFAULT_MORGAN, descriptorVector, loadRDKit, withMolecule } from '@peptox/molecule';
import { contentVersion, loadEvidence, modelPath } from '@peptox/predictor-kit';
import { TOX21_ASSAYS } from './assays.ts';
import { networkInput } from './features.ts';

export const MODEL_FILE = new URL('../models/ssl-gcn.json', import.meta.url);
export const RETRAIN = 'pnpm --filter @peptox/predictor-ssl-gcn train';

/** What the training run stored beside the weights (see scripts/train.ts). */
export interface SslGcnMeta {
  /** How the descriptors are scaled, fitted on the training molecules. */
  descriptorScaler: Scaler;
  /** A few test molecules and the probabilities the training run computed for them. */
  check: { smiles: string; probabilities: number[] }[];
  trainedAt: string;
}

export type ScoredMolecule =
  | {
      ok: true;
      /** The network's probabilities (before calibration), in TOX21_ASSAYS order. */
      probabilities: Float32Array;
      canonicalSmiles: string;
      /** Morgan fingerprint (radius 2, 2048 bits) for the nearest measured molecule. */
      fingerprint: Uint8Array;
    }
  | { ok: false; reason: string };

export interface LoadedSslGcn {
  /** Per assay (head named by the assay): calibration, threshold, domain, measured molecules. */
  evidence: ModelEvidence;
  /** The model file's content hash (12 hex digits) and training date. */
  version: string;
  trainedAt: string;
  /** One result per SMILES, in order: the 12 probabilities, or why the SMILES was not read. */
  predict(smiles: readonly string[]): ScoredMolecule[];
}

export function readModelFile(): GcnFile & { meta: SslGcnMeta } {
  return JSON.parse(readFileSync(modelPath(MODEL_FILE), 'utf8'));
}

export async function loadSslGcn(): Promise<LoadedSslGcn> {
  const [rdkit] = await Promise.all([loadRDKit(), useWasmBackend()]);
  const bytes = readFileSync(modelPath(MODEL_FILE));
  const file = JSON.parse(bytes.toString('utf8')) as GcnFile & { meta: SslGcnMeta };
  const expected = TOX21_ASSAYS.map((a) => a.id);
  if (file.tasks.join() !== expected.join()) {
    throw new Error(
      `The model's tasks (${file.tasks.join(', ')}) are not the 12 Tox21 assays; retrain it (${RETRAIN}).`,
    );
  }
  const model = GcnModel.fromFile(file);
  const evidence = loadEvidence(MODEL_FILE, RETRAIN);
  for (const assay of expected) evidence.head(assay);
  if (evidence.similarity.measure !== 'tanimoto') throw new Error('Not a molecule evidence file.');
  const morgan = evidence.similarity.fingerprint;
  if (morgan.radius !== DEFAULT_MORGAN.radius || morgan.nBits !== DEFAULT_MORGAN.nBits) {
    throw new Error(`The evidence uses other fingerprints; refit it (${RETRAIN}).`);
  }
  return {
    evidence,
    version: contentVersion(bytes),
    trainedAt: file.meta.trainedAt.slice(0, 10),
    predict(smiles) {
      const graphs: GraphInput[] = [];
      const read = smiles.map((text) => {
        const result = withMolecule(rdkit, text, (m) => ({
          input: networkInput(
            graphInput(m.graph()),
            descriptorVector(m.descriptors()),
            file.meta.descriptorScaler,
          ),
          canonicalSmiles: m.canonicalSmiles(),
          fingerprint: m.morganFingerprint(DEFAULT_MORGAN),
        }));
        if (result.ok) graphs.push(result.value.input);
        return result;
      });
      const probabilities = model.predict(graphs);
      const tasks = expected.length;
      let next = 0;
      return read.map((result): ScoredMolecule => {
        if (!result.ok) return result;
        const row = next++;
        return {
          ok: true,
          probabilities: probabilities.slice(row * tasks, (row + 1) * tasks),
          canonicalSmiles: result.value.canonicalSmiles,
          fingerprint: result.value.fingerprint,
        };
      });
    },
  };
}
