// The trees beside the network: per assay, gradient-boosted trees on Morgan counts and RDKit's 2D
// descriptors, their probability averaged with the network's at a weight the validation molecules
// chose (0 where the trees did not help: the network alone).
import { type BoostingFile, boostingFromFile, type GradientBoosting, rocAuc } from '@peptox/ml';
import { checkFeatureBlocks, type FeatureBlock, featureCount } from '@peptox/molecule';

/** What the trees read of a molecule: Morgan counts (radius 2, 2048 bins), then RDKit's 2D descriptors. */
export const TREE_BLOCKS: readonly FeatureBlock[] = ['morganCounts', 'descriptors'];
export const TREE_FEATURES = featureCount(TREE_BLOCKS);

/** The trees' weights tried on the validation molecules; the network always keeps a share. */
export const TREE_WEIGHTS: readonly number[] = [0, 0.25, 0.5, 0.75];

/**
 * The ensemble's probability: one probability averaged with another that weighs `weight` (the
 * network's with the trees', then that with read-across's); at 0 the first alone.
 */
export function ensembleProbability(base: number, added: number, weight: number): number {
  if (!(weight >= 0 && weight <= 1)) throw new RangeError(`Weight ${weight} is not in [0, 1]`);
  return weight === 0 ? base : (1 - weight) * base + weight * added;
}

/**
 * The trees' weight of highest ROC-AUC on the validation molecules (labels 0/1, one score each
 * from the network and the trees). A tie keeps the smaller weight, so the trees are added only
 * where they help.
 */
export function chooseTreeWeight(
  actual: ArrayLike<number>,
  network: ArrayLike<number>,
  trees: ArrayLike<number>,
  weights: readonly number[] = TREE_WEIGHTS,
): { weight: number; auc: Record<string, number> } {
  const auc: Record<string, number> = {};
  let best = { weight: Number.NaN, auc: Number.NEGATIVE_INFINITY };
  for (const weight of [...weights].sort((a, b) => a - b)) {
    const scores = Float64Array.from({ length: actual.length }, (_, i) =>
      ensembleProbability(network[i] as number, trees[i] as number, weight),
    );
    const value = rocAuc(actual, scores);
    auc[String(weight)] = value;
    if (value > best.auc) best = { weight, auc: value };
  }
  return { weight: best.weight, auc };
}

/**
 * Read-across beside the ensemble: per assay, the similarity-weighted share of actives among the
 * molecule's nearest training molecules measured in it (@peptox/evidence's readAcross, over the
 * evidence's records), averaged with the ensemble at a weight the validation molecules chose.
 */
export interface ReadAcrossSetting {
  neighbours: number;
  /** Each neighbour weighted by similarity ** power. */
  power: number;
  /** The evidence records it reads (the network's training molecules), by position. */
  records: number[];
}

/** models/ssl-gcn-trees.json: per assay (Tox21 order) its trees' weight and the trees (none at 0). */
export interface TreesFile {
  format: 'ssl-gcn-trees';
  version: 1;
  blocks: string[];
  /** Per assay, `readAcross` is its weight (0: none); absent in files from before read-across. */
  assays: { assay: string; weight: number; trees: BoostingFile | null; readAcross?: number }[];
  readAcross?: ReadAcrossSetting;
  /** A few test molecules with the ensemble's probabilities the training run computed. */
  check: { smiles: string; probabilities: number[] }[];
  trainedAt: string;
}

/** The trees of every assay with their weights, scoring one molecule's feature row. */
export class AssayTrees {
  private constructor(
    readonly assays: readonly string[],
    readonly weights: Float64Array,
    readonly trees: readonly (GradientBoosting | null)[],
    /** Per assay, read-across's weight (0: none), and how it reads its neighbours. */
    readonly readAcrossWeights: Float64Array,
    readonly readAcross: ReadAcrossSetting | null,
  ) {}

  static fromFile(file: TreesFile, expected: readonly string[]): AssayTrees {
    if (file.format !== 'ssl-gcn-trees' || file.version !== 1) {
      throw new Error('Not an SSL-GCN trees file (version 1)');
    }
    if (checkFeatureBlocks(file.blocks).join() !== TREE_BLOCKS.join()) {
      throw new Error(`The trees read ${file.blocks.join(', ')}, not ${TREE_BLOCKS.join(', ')}`);
    }
    const assays = file.assays.map((a) => a.assay);
    if (assays.join() !== expected.join()) {
      throw new Error(`The trees' assays (${assays.join(', ')}) are not ${expected.join(', ')}`);
    }
    const trees = file.assays.map(({ assay, weight, trees }) => {
      if (weight > 0 && !trees) throw new Error(`${assay}: weight ${weight} but no trees`);
      const model = weight > 0 && trees ? boostingFromFile(trees) : null;
      if (model && model.nFeatures !== TREE_FEATURES) {
        throw new Error(
          `${assay}: the trees read ${model.nFeatures} features, not ${TREE_FEATURES}`,
        );
      }
      return model;
    });
    const readAcrossWeights = Float64Array.from(file.assays, (a) => a.readAcross ?? 0);
    if (readAcrossWeights.some((w) => w > 0) && !file.readAcross) {
      throw new Error('Read-across weights without a read-across setting');
    }
    return new AssayTrees(
      assays,
      Float64Array.from(file.assays, (a) => a.weight),
      trees,
      readAcrossWeights,
      file.readAcross ?? null,
    );
  }

  /**
   * The ensemble's probabilities of one molecule from the network's and its feature row, each
   * averaged with its assay's read-across (`readAcross(a)`) where that has a weight.
   */
  combine(
    network: ArrayLike<number>,
    features: ArrayLike<number>,
    offset = 0,
    readAcross?: (assay: number) => number,
  ): Float32Array {
    return Float32Array.from(this.trees, (model, a) => {
      const net = network[a] as number;
      const ensemble = model
        ? ensembleProbability(net, model.predict(features, offset), this.weights[a] as number)
        : net;
      const weight = this.readAcrossWeights[a] as number;
      if (weight === 0) return ensemble;
      if (!readAcross) throw new Error('This ensemble needs read-across: pass its neighbours.');
      return ensembleProbability(ensemble, readAcross(a), weight);
    });
  }
}
