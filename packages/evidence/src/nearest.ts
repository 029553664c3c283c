// What a nearest-record search answers, shared by every index (peptide alignment, fingerprints).
export interface Nearest {
  /** Position of the nearest record in the indexed list. */
  index: number;
  /** 0-1; 1 for the same record. */
  similarity: number;
}

/** Records kept for nearest-record searches. */
export interface SimilarityIndex<Q> {
  readonly size: number;
  /** The nearest record; null when the index holds none. */
  nearest(query: Q): Nearest | null;
}
