import { AveragedTrees } from './average.ts';
import { base64ToBytes, bytesToBase64 } from './base64.ts';
import { GradientBoosting } from './boosting/index.ts';
import { type ForestKind, RandomForest } from './forest/index.ts';
import type { ModelKind } from './model.ts';
import type { TreeNodes } from './trees.ts';

/**
 * The node arrays of a model file (trees.ts layout) as base64 of their little-endian bytes:
 * feature as uint8 (255 = leaf) when there are fewer than 255 features, else int16 (-1 = leaf);
 * child as uint16 when every tree has fewer than 65 536 nodes, else int32; value as float32.
 * That is 7 bytes (about 9.3 base64 characters) a node in the common case.
 */
export interface TreeNodesFile {
  nTrees: number;
  nNodes: number;
  featureType: 'uint8' | 'int16';
  childType: 'uint16' | 'int32';
  roots: string;
  feature: string;
  child: string;
  value: string;
}

export interface ForestFile extends TreeNodesFile {
  format: 'peptox-random-forest';
  version: 1;
  kind: ForestKind;
  nFeatures: number;
  nClasses: number;
  importances: number[] | null;
  /** Free-form facts about the model (feature names, training date), kept as given. */
  meta?: Record<string, unknown>;
}

/** Leaf values include the learning rate; a row's raw score is baseScore plus its leaves. */
export interface BoostingFile extends TreeNodesFile {
  format: 'peptox-gradient-boosting';
  version: 1;
  kind: ModelKind;
  nFeatures: number;
  baseScore: number;
  importances: number[];
  /** Free-form facts about the model (feature names, training settings), kept as given. */
  meta?: Record<string, unknown>;
}

/** Members' files without their meta; the average's meta is the file's own. */
export interface AveragedFile {
  format: 'peptox-averaged-trees';
  version: 1;
  kind: ModelKind;
  nFeatures: number;
  weights: number[];
  members: (ForestFile | BoostingFile)[];
  meta?: Record<string, unknown>;
}

export type ModelFile = ForestFile | BoostingFile | AveragedFile;

if (new Uint8Array(new Uint16Array([1]).buffer)[0] !== 1) {
  throw new Error('Model files are little-endian; this platform is not');
}

type NodeArray = Uint8Array | Int16Array | Uint16Array | Int32Array | Float32Array;

const encode = (a: NodeArray): string =>
  bytesToBase64(new Uint8Array(a.buffer, a.byteOffset, a.byteLength));

function nodesToFile(trees: TreeNodes, nFeatures: number): TreeNodesFile {
  if (nFeatures > 32767) throw new Error('Too many features for an int16 feature index');
  const featureType = nFeatures < 255 ? 'uint8' : 'int16';
  const nTrees = trees.roots.length;
  const nNodes = trees.feature.length;
  let largestTree = 0;
  trees.roots.forEach((root, t) => {
    const end = t + 1 < nTrees ? (trees.roots[t + 1] as number) : nNodes;
    largestTree = Math.max(largestTree, end - root);
  });
  const childType = largestTree < 65536 ? 'uint16' : 'int32';
  return {
    nTrees,
    nNodes,
    featureType,
    childType,
    roots: encode(trees.roots),
    feature: encode(
      featureType === 'uint8'
        ? Uint8Array.from(trees.feature, (f) => (f < 0 ? 255 : f))
        : Int16Array.from(trees.feature),
    ),
    child: encode(childType === 'uint16' ? Uint16Array.from(trees.child) : trees.child),
    value: encode(trees.value),
  };
}

function nodesFromFile(file: TreeNodesFile): TreeNodes {
  const decode = (text: string, count: number, bytesPerItem: number): ArrayBuffer => {
    const b = base64ToBytes(text);
    if (b.length !== count * bytesPerItem) throw new Error('Model file is truncated or corrupt');
    return b.buffer as ArrayBuffer;
  };
  return {
    roots: new Int32Array(decode(file.roots, file.nTrees, 4)),
    feature:
      file.featureType === 'uint8'
        ? Int32Array.from(new Uint8Array(decode(file.feature, file.nNodes, 1)), (f) =>
            f === 255 ? -1 : f,
          )
        : Int32Array.from(new Int16Array(decode(file.feature, file.nNodes, 2))),
    child:
      file.childType === 'uint16'
        ? Int32Array.from(new Uint16Array(decode(file.child, file.nNodes, 2)))
        : new Int32Array(decode(file.child, file.nNodes, 4)),
    value: new Float32Array(decode(file.value, file.nNodes, 4)),
  };
}

const roundedImportances = (importances: Float64Array): number[] =>
  Array.from(importances, (v) => +v.toPrecision(6));

export function forestToFile(forest: RandomForest, meta?: Record<string, unknown>): ForestFile {
  return {
    format: 'peptox-random-forest',
    version: 1,
    kind: forest.kind,
    nFeatures: forest.nFeatures,
    nClasses: forest.nClasses,
    ...nodesToFile(forest, forest.nFeatures),
    importances: forest.importances ? roundedImportances(forest.importances) : null,
    ...(meta ? { meta } : {}),
  };
}

export function forestFromFile(file: ForestFile): RandomForest {
  if (file.format !== 'peptox-random-forest' || file.version !== 1) {
    throw new Error('Not a peptox random forest file (version 1)');
  }
  const { roots, feature, child, value } = nodesFromFile(file);
  return new RandomForest(
    file.kind,
    file.nFeatures,
    file.nClasses,
    roots,
    feature,
    child,
    value,
    file.importances ? Float64Array.from(file.importances) : null,
  );
}

export const forestToJson = (forest: RandomForest, meta?: Record<string, unknown>): string =>
  JSON.stringify(forestToFile(forest, meta));

export const forestFromJson = (text: string): RandomForest =>
  forestFromFile(JSON.parse(text) as ForestFile);

export function boostingToFile(
  model: GradientBoosting,
  meta?: Record<string, unknown>,
): BoostingFile {
  return {
    format: 'peptox-gradient-boosting',
    version: 1,
    kind: model.kind,
    nFeatures: model.nFeatures,
    baseScore: model.baseScore,
    ...nodesToFile(model, model.nFeatures),
    importances: roundedImportances(model.importances),
    ...(meta ? { meta } : {}),
  };
}

export function boostingFromFile(file: BoostingFile): GradientBoosting {
  if (file.format !== 'peptox-gradient-boosting' || file.version !== 1) {
    throw new Error('Not a peptox gradient boosting file (version 1)');
  }
  const { roots, feature, child, value } = nodesFromFile(file);
  return new GradientBoosting(
    file.kind,
    file.nFeatures,
    file.baseScore,
    roots,
    feature,
    child,
    value,
    Float64Array.from(file.importances),
  );
}

export const boostingToJson = (model: GradientBoosting, meta?: Record<string, unknown>): string =>
  JSON.stringify(boostingToFile(model, meta));

export const boostingFromJson = (text: string): GradientBoosting =>
  boostingFromFile(JSON.parse(text) as BoostingFile);

/** A model of either learner, or an average of them. */
export type TreeModel = RandomForest | GradientBoosting | AveragedTrees;

/** Any learner's model file, so that model selection can ship whichever won. */
export function modelFromFile(file: ModelFile): TreeModel {
  switch (file.format) {
    case 'peptox-random-forest':
      return forestFromFile(file);
    case 'peptox-gradient-boosting':
      return boostingFromFile(file);
    case 'peptox-averaged-trees': {
      if (file.version !== 1) throw new Error('Not a peptox averaged-trees file (version 1)');
      const members = file.members.map((m) =>
        m.format === 'peptox-random-forest' ? forestFromFile(m) : boostingFromFile(m),
      );
      return new AveragedTrees(members, file.weights);
    }
    default:
      throw new Error(
        `Unknown model file format ${JSON.stringify((file as { format?: unknown }).format)}`,
      );
  }
}

export const modelFromJson = (text: string): TreeModel =>
  modelFromFile(JSON.parse(text) as ModelFile);

/** The model file of any learner. */
export function modelToFile(model: TreeModel, meta?: Record<string, unknown>): ModelFile {
  if (model instanceof AveragedTrees) {
    return {
      format: 'peptox-averaged-trees',
      version: 1,
      kind: model.kind,
      nFeatures: model.nFeatures,
      weights: Array.from(model.weights),
      members: model.members.map((m) =>
        m instanceof RandomForest ? forestToFile(m) : boostingToFile(m),
      ),
      ...(meta ? { meta } : {}),
    };
  }
  return model instanceof RandomForest ? forestToFile(model, meta) : boostingToFile(model, meta);
}
