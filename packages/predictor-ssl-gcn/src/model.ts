// The committed network with RDKit and TensorFlow.js, loaded once per process or worker thread.
// Imported by the predictor's init() only: this module pulls in TensorFlow.js.
import { readFileSync } from 'node:fs';
import {
  ApplicabilityDomain,
  type DomainFile,
  type DomainPlace,
} from '@peptox/applicability-domain';
import { type GcnFile, GcnModel, type GraphInput, graphInput, useWasmBackend } from '@peptox/gcn';
import type { Scaler } from '@peptox/ml';
import { descriptorVector, loadRDKit, withMolecule } from '@peptox/molecule';
import { TOX21_ASSAYS } from './assays.ts';
import { networkInput } from './features.ts';

export const MODEL_FILE = new URL('../models/ssl-gcn.json', import.meta.url);
export const DOMAIN_FILE = new URL('../models/ssl-gcn.domain.json', import.meta.url);

/** What the training run stored beside the weights (see scripts/train.ts). */
export interface SslGcnMeta {
  /** Per assay, in TOX21_ASSAYS order: class 1 at this probability or above. */
  thresholds: number[];
  /** How the descriptors are scaled, fitted on the training molecules. */
  descriptorScaler: Scaler;
  /** A few test molecules and the probabilities the training run computed for them. */
  check: { smiles: string; probabilities: number[] }[];
  trainedAt: string;
}

export type ScoredMolecule =
  | { ok: true; probabilities: Float32Array; place: DomainPlace }
  | { ok: false; reason: string };

export interface LoadedSslGcn {
  thresholds: readonly number[];
  domain: ApplicabilityDomain;
  /** One result per SMILES, in order: the 12 probabilities, or why the SMILES was not read. */
  predict(smiles: readonly string[]): ScoredMolecule[];
}

export function readModelFile(): GcnFile & { meta: SslGcnMeta } {
  return JSON.parse(readFileSync(MODEL_FILE, 'utf8'));
}

export async function loadSslGcn(): Promise<LoadedSslGcn> {
  const [rdkit] = await Promise.all([loadRDKit(), useWasmBackend()]);
  const file = readModelFile();
  const expected = TOX21_ASSAYS.map((a) => a.id);
  if (file.tasks.join() !== expected.join() || file.meta.thresholds.length !== expected.length) {
    throw new Error(
      `The model's tasks (${file.tasks.join(', ')}) are not the 12 Tox21 assays; retrain it (pnpm --filter @peptox/predictor-ssl-gcn train).`,
    );
  }
  const model = GcnModel.fromFile(file);
  const domain = ApplicabilityDomain.fromFile(
    JSON.parse(readFileSync(DOMAIN_FILE, 'utf8')) as DomainFile,
  );
  return {
    thresholds: file.meta.thresholds,
    domain,
    predict(smiles) {
      const graphs: GraphInput[] = [];
      const read = smiles.map((text) => {
        const result = withMolecule(rdkit, text, (m) => ({
          input: networkInput(
            graphInput(m.graph()),
            descriptorVector(m.descriptors()),
            file.meta.descriptorScaler,
          ),
          place: domain.locate(m.morganFingerprint(domain.fingerprint)),
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
          place: result.value.place,
        };
      });
    },
  };
}
