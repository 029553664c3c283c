// The training side of an auxiliary model (./auxiliary.ts), Node only: its prediction of every
// training molecule, which of them it was itself trained on, and its copy beside this model.
import { copyFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { featureCount, type RDKitModule } from '@peptox/molecule';
import type { Compound } from './data.ts';
import { compoundFeatures } from './features.ts';
import { loadCompoundModel } from './predictor.ts';

export interface AuxiliarySpec {
  /** What the feature is, e.g. "BESTox's predicted rat oral pLD50". */
  label: string;
  /** The other tool's committed model file (its evidence file beside it). */
  model: URL;
  /** The command that retrains the other model, for the message of a missing file. */
  retrain: string;
}

/**
 * The other model's prediction of each molecule, and whether it was trained on it. The prediction
 * is its trees' (as modelInputs computes it at prediction): a read-across blend would need the
 * other model's evidence beside its copy, so the label says so when the other model has one.
 */
export async function auxiliaryColumn(
  rdkit: RDKitModule,
  compounds: readonly Compound[],
  spec: AuxiliarySpec,
): Promise<{ values: Float32Array; inItsTraining: boolean[] }> {
  const other = await loadCompoundModel({ files: { model: spec.model }, retrain: spec.retrain });
  const row = new Float32Array(featureCount(other.blocks));
  const values = Float32Array.from(compounds, (c) => {
    const read = compoundFeatures(rdkit, c.canonical, other.blocks, row);
    if (!read.ok) throw new Error(`${c.canonical}: ${read.reason}`);
    return other.model.model.predict(row, 0);
  });
  // Its evidence finds a training molecule as itself (by canonical SMILES), as for a result's note.
  const head = other.evidence.head(other.model.meta.name);
  const inItsTraining = compounds.map(
    (c) => head.nearest({ text: c.canonical })?.identical === true,
  );
  return { values, inItsTraining };
}

/**
 * Copies the other model beside this one (`<name>-auxiliary.json`) and returns the copy's name;
 * with `kept` false, removes a copy an earlier training left.
 */
export function copyAuxiliary(
  spec: AuxiliarySpec,
  modelsDir: string,
  name: string,
  kept = true,
): string {
  const file = `${name}-auxiliary.json`;
  if (kept) copyFileSync(fileURLToPath(spec.model), join(modelsDir, file));
  else rmSync(join(modelsDir, file), { force: true });
  return file;
}
