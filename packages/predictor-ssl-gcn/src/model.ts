// The committed network with RDKit and TensorFlow.js, loaded once per process or worker thread.
// Imported by the predictor's init() only: this module pulls in TensorFlow.js.
import { readFileSync } from 'node:fs';
import { type HeadEvidence, type ModelEvidence, readAcross } from '@peptox/evidence';
import { type GcnFile, GcnModel, type GraphInput, graphInput, useWasmBackend } from '@peptox/gcn';
import type { Scaler } from '@peptox/ml';
import {
  DEFAULT_MORGAN,
  descriptorVector,
  loadRDKit,
  withMolecule,
  writeFeatures,
} from '@peptox/molecule';
import { contentVersion, loadEvidence, modelPath } from '@peptox/predictor-kit';
import { TOX21_ASSAYS } from './assays.ts';
import { AssayTrees, TREE_BLOCKS, TREE_FEATURES, type TreesFile } from './ensemble.ts';
import { networkInput } from './features.ts';

export const MODEL_FILE = new URL('../models/ssl-gcn.json', import.meta.url);
export const TREES_FILE = new URL('../models/ssl-gcn-trees.json', import.meta.url);
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
      /** The ensemble's probabilities (before calibration), in TOX21_ASSAYS order. */
      probabilities: Float32Array;
      canonicalSmiles: string;
      /** Morgan fingerprint (radius 2, 2048 bits) for the nearest measured molecule. */
      fingerprint: Uint8Array;
    }
  | { ok: false; reason: string };

export interface LoadedSslGcn {
  /** Per assay (head named by the assay): calibration, threshold, domain, measured molecules. */
  evidence: ModelEvidence;
  /** The network's and the trees' files' content hash (12 hex digits), and the trees' training date. */
  version: string;
  trainedAt: string;
  /** One result per SMILES, in order: the 12 probabilities, or why the SMILES was not read. */
  predict(smiles: readonly string[]): ScoredMolecule[];
}

export function readModelFile(): GcnFile & { meta: SslGcnMeta } {
  return JSON.parse(readFileSync(modelPath(MODEL_FILE), 'utf8'));
}

export function readTreesFile(): TreesFile {
  return JSON.parse(readFileSync(modelPath(TREES_FILE), 'utf8'));
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
  const treesBytes = readFileSync(modelPath(TREES_FILE));
  const treesFile = JSON.parse(treesBytes.toString('utf8')) as TreesFile;
  const trees = AssayTrees.fromFile(treesFile, expected);
  const evidence = loadEvidence(MODEL_FILE, RETRAIN);
  if (evidence.similarity.measure !== 'tanimoto') throw new Error('Not a molecule evidence file.');
  const morgan = evidence.similarity.fingerprint;
  if (morgan.radius !== DEFAULT_MORGAN.radius || morgan.nBits !== DEFAULT_MORGAN.nBits) {
    throw new Error(`The evidence uses other fingerprints; refit it (${RETRAIN}).`);
  }
  // Read-across reads only the records it was fitted with (the network's training molecules).
  const setting = trees.readAcross;
  const reads = new Set(setting?.records ?? []);
  const among = (record: number) => reads.has(record);
  const heads = expected.map((assay) => evidence.head(assay));
  return {
    evidence,
    version: contentVersion(Buffer.concat([bytes, treesBytes])),
    trainedAt: treesFile.trainedAt.slice(0, 10),
    predict(smiles) {
      const graphs: GraphInput[] = [];
      // RDKit reads each molecule once: its descriptors feed the network and the trees.
      const rows = new Float32Array(smiles.length * TREE_FEATURES);
      const read = smiles.map((text) => {
        const result = withMolecule(rdkit, text, (m) => {
          const descriptors = m.descriptors();
          writeFeatures(m, TREE_BLOCKS, rows, graphs.length * TREE_FEATURES, descriptors);
          return {
            input: networkInput(
              graphInput(m.graph()),
              descriptorVector(descriptors),
              file.meta.descriptorScaler,
            ),
            canonicalSmiles: m.canonicalSmiles(),
            fingerprint: m.morganFingerprint(DEFAULT_MORGAN),
          };
        });
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
          probabilities: trees.combine(
            probabilities.subarray(row * tasks, (row + 1) * tasks),
            rows,
            row * TREE_FEATURES,
            setting
              ? (a) =>
                  readAcross(
                    (heads[a] as HeadEvidence).neighbours(
                      result.value.fingerprint,
                      setting.neighbours,
                      among,
                    ),
                    setting.power,
                  )
              : undefined,
          ),
          canonicalSmiles: result.value.canonicalSmiles,
          fingerprint: result.value.fingerprint,
        };
      });
    },
  };
}
