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

/** Two row-major matrices of the same rows side by side: each row's pa columns of a, then pb of b. */
export function joinColumns(
  a: Float32Array,
  pa: number,
  b: Float32Array,
  pb: number,
): Float32Array {
  const n = a.length / pa;
  if (b.length !== n * pb) throw new RangeError(`Expected ${n} rows of ${pb} columns in b.`);
  const p = pa + pb;
  const out = new Float32Array(n * p);
  for (let i = 0; i < n; i++) {
    out.set(a.subarray(i * pa, (i + 1) * pa), i * p);
    out.set(b.subarray(i * pb, (i + 1) * pb), i * p + pa);
  }
  return out;
}

export const log = (...parts: unknown[]): void => {
  console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...parts);
};
