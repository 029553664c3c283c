/**
 * A feature set: named values computed from a peptide. Every function of this package that
 * computes features is one; `concatBlocks` makes a model's feature vector of several.
 */
export interface FeatureBlock {
  readonly names: readonly string[];
  readonly size: number;
  /**
   * Writes `size` values for the sequence into out[offset ...]. The sequence must be non-empty
   * and hold only the 20 standard amino acids in upper case (see isStandardPeptide).
   */
  compute(sequence: string, out: Float32Array | number[], offset?: number): void;
}

export function featureBlock(
  names: readonly string[],
  compute: (sequence: string, out: Float32Array | number[], offset: number) => void,
): FeatureBlock {
  return { names, size: names.length, compute: (s, out, offset = 0) => compute(s, out, offset) };
}

/** The blocks' features one after the other, in the order given. */
export function concatBlocks(...blocks: readonly FeatureBlock[]): FeatureBlock {
  return featureBlock(
    blocks.flatMap((b) => b.names),
    (sequence, out, offset) => {
      let o = offset;
      for (const block of blocks) {
        block.compute(sequence, out, o);
        o += block.size;
      }
    },
  );
}

/** The block's features of many sequences as one row-major matrix (row i at i * size). */
export function featureRows(block: FeatureBlock, sequences: readonly string[]): Float32Array {
  const x = new Float32Array(sequences.length * block.size);
  sequences.forEach((sequence, i) => {
    block.compute(sequence, x, i * block.size);
  });
  return x;
}

/**
 * A block's features of many sequences in the shape @peptox/training's runProtocol takes: the
 * matrix, the feature names, and the training lengths for the model file's meta (a predictor
 * notes when a sequence lies outside them).
 */
export function trainingFeatures(block: FeatureBlock, sequences: readonly string[]) {
  let min = Number.POSITIVE_INFINITY;
  let max = 0;
  for (const s of sequences) {
    min = Math.min(min, s.length);
    max = Math.max(max, s.length);
  }
  return {
    x: featureRows(block, sequences),
    featureNames: block.names,
    meta: { lengthRange: [min, max] as [number, number] },
  };
}
