import { base64ToBytes, bytesToBase64 } from './base64.ts';
import { type ForestKind, RandomForest } from './forest.ts';

/**
 * The model file: a small JSON header and the node arrays as base64 of their little-endian bytes:
 * feature as uint8 (255 = leaf) when there are fewer than 255 features, else int16 (-1 = leaf);
 * child as uint16 when every tree has fewer than 65 536 nodes, else int32; value as float32.
 * That is 7 bytes (about 9.3 base64 characters) a node in the common case.
 */
export interface ForestFile {
  format: 'peptox-random-forest';
  version: 1;
  kind: ForestKind;
  nFeatures: number;
  nClasses: number;
  nTrees: number;
  nNodes: number;
  featureType: 'uint8' | 'int16';
  childType: 'uint16' | 'int32';
  roots: string;
  feature: string;
  child: string;
  value: string;
  importances: number[] | null;
  /** Free-form facts about the model (feature names, training date), kept as given. */
  meta?: Record<string, unknown>;
}

if (new Uint8Array(new Uint16Array([1]).buffer)[0] !== 1) {
  throw new Error('Model files are little-endian; this platform is not');
}

type NodeArray = Uint8Array | Int16Array | Uint16Array | Int32Array | Float32Array;

const encode = (a: NodeArray): string =>
  bytesToBase64(new Uint8Array(a.buffer, a.byteOffset, a.byteLength));

export function forestToFile(forest: RandomForest, meta?: Record<string, unknown>): ForestFile {
  if (forest.nFeatures > 32767) throw new Error('Too many features for an int16 feature index');
  const featureType = forest.nFeatures < 255 ? 'uint8' : 'int16';
  let largestTree = 0;
  forest.roots.forEach((root, t) => {
    const end = t + 1 < forest.nTrees ? (forest.roots[t + 1] as number) : forest.nNodes;
    largestTree = Math.max(largestTree, end - root);
  });
  const childType = largestTree < 65536 ? 'uint16' : 'int32';
  return {
    format: 'peptox-random-forest',
    version: 1,
    kind: forest.kind,
    nFeatures: forest.nFeatures,
    nClasses: forest.nClasses,
    nTrees: forest.nTrees,
    nNodes: forest.nNodes,
    featureType,
    childType,
    roots: encode(forest.roots),
    feature: encode(
      featureType === 'uint8'
        ? Uint8Array.from(forest.feature, (f) => (f < 0 ? 255 : f))
        : Int16Array.from(forest.feature),
    ),
    child: encode(childType === 'uint16' ? Uint16Array.from(forest.child) : forest.child),
    value: encode(forest.value),
    importances: forest.importances
      ? Array.from(forest.importances, (v) => +v.toPrecision(6))
      : null,
    ...(meta ? { meta } : {}),
  };
}

export function forestFromFile(file: ForestFile): RandomForest {
  if (file.format !== 'peptox-random-forest' || file.version !== 1) {
    throw new Error('Not a peptox random forest file (version 1)');
  }
  const decode = (text: string, count: number, bytesPerItem: number): ArrayBuffer => {
    const b = base64ToBytes(text);
    if (b.length !== count * bytesPerItem) throw new Error('Model file is truncated or corrupt');
    return b.buffer as ArrayBuffer;
  };
  const roots = new Int32Array(decode(file.roots, file.nTrees, 4));
  const feature =
    file.featureType === 'uint8'
      ? Int32Array.from(new Uint8Array(decode(file.feature, file.nNodes, 1)), (f) =>
          f === 255 ? -1 : f,
        )
      : Int32Array.from(new Int16Array(decode(file.feature, file.nNodes, 2)));
  const child =
    file.childType === 'uint16'
      ? Int32Array.from(new Uint16Array(decode(file.child, file.nNodes, 2)))
      : new Int32Array(decode(file.child, file.nNodes, 4));
  const value = new Float32Array(decode(file.value, file.nNodes, 4));
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
