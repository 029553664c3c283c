/** Computes `size` features of each item into one row-major matrix (row i at i * size). */
export function featureMatrix<T>(
  items: readonly T[],
  size: number,
  compute: (item: T, out: Float32Array, offset: number) => void,
): Float32Array {
  const x = new Float32Array(items.length * size);
  items.forEach((item, i) => {
    compute(item, x, i * size);
  });
  return x;
}

/** The given rows of a row-major matrix of p columns, in the order given. */
export function rowsOf(x: Float32Array, p: number, rows: readonly number[]): Float32Array {
  const out = new Float32Array(rows.length * p);
  rows.forEach((r, j) => {
    out.set(x.subarray(r * p, r * p + p), j * p);
  });
  return out;
}

export const log = (...parts: unknown[]): void => {
  console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...parts);
};
