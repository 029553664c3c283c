// Another tool's model as one more feature (multi-task by stacking): fish LC50 reads BESTox's
// predicted rat LD50. The other model is copied beside this one when this one is trained
// (meta.auxiliary names the copy), so this model always reads the very model it was trained
// with, whatever the other tool ships later. RDKit reads a molecule once: the blocks of both
// models are computed together and each model's row is cut out of them.
import type { TreeModel } from '@peptox/ml';
import { type FeatureBlock, featureCount, featureNames } from '@peptox/molecule';

/** What a model file's meta says of its auxiliary model. */
export interface AuxiliaryMeta {
  /** The copy's file name, beside the model's. */
  file: string;
  /** What the feature is, e.g. "BESTox's predicted rat oral pLD50". */
  label: string;
}

/** The auxiliary meta of a model file, if it has one (checked). */
export function auxiliaryMeta(meta: Record<string, unknown>, file: string): AuxiliaryMeta | null {
  const auxiliary = meta.auxiliary as Partial<AuxiliaryMeta> | undefined;
  if (auxiliary === undefined) return null;
  if (typeof auxiliary?.file !== 'string' || typeof auxiliary.label !== 'string') {
    throw new Error(`${file}: meta.auxiliary should name a file and a label; retrain it.`);
  }
  return { file: auxiliary.file, label: auxiliary.label };
}

/** How one molecule's features become a model's row: its own blocks, then the other's value. */
export interface ModelInputs {
  /** The blocks RDKit computes per molecule: the model's, then the other model's missing ones. */
  blocks: FeatureBlock[];
  /** The model's row (its blocks' features, then the other model's prediction if it has one). */
  row(features: Float32Array, out: Float32Array): Float32Array;
  /** The model's feature count. */
  nFeatures: number;
}

/** The inputs of a model on `blocks`, with an auxiliary model (on its own blocks) or none. */
export function modelInputs(
  blocks: readonly FeatureBlock[],
  auxiliary?: { model: TreeModel; blocks: readonly FeatureBlock[] },
): ModelInputs {
  const own = featureCount(blocks);
  if (!auxiliary) {
    return { blocks: [...blocks], nFeatures: own, row: (features) => features.subarray(0, own) };
  }
  const all = [...blocks, ...auxiliary.blocks.filter((b) => !blocks.includes(b))];
  // Where each of the other model's features sits among all the computed ones.
  const offsets = new Map<FeatureBlock, number>();
  let at = 0;
  for (const block of all) {
    offsets.set(block, at);
    at += featureCount([block]);
  }
  const gather = auxiliary.blocks.flatMap((block) =>
    featureNames([block]).map((_, j) => (offsets.get(block) as number) + j),
  );
  const otherRow = new Float32Array(gather.length);
  return {
    blocks: all,
    nFeatures: own + 1,
    row(features, out) {
      for (let j = 0; j < gather.length; j++) otherRow[j] = features[gather[j] as number] as number;
      out.set(features.subarray(0, own));
      out[own] = auxiliary.model.predict(otherRow, 0);
      return out.subarray(0, own + 1);
    },
  };
}
