// Small linear systems (normal equations of a few terms): Gaussian elimination with partial
// pivoting; a pivot near 0 means the terms are collinear and no fit is unique.

/** x with a x = b, for a square a. */
export function solveLinear(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] as number]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) {
      if (Math.abs(m[r]?.[col] as number) > Math.abs(m[pivot]?.[col] as number)) pivot = r;
    }
    [m[col], m[pivot]] = [m[pivot] as number[], m[col] as number[]];
    const p = m[col]?.[col] as number;
    if (Math.abs(p) < 1e-12) throw new Error('The change terms are collinear: no unique fit.');
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const factor = (m[r]?.[col] as number) / p;
      for (let c = col; c <= n; c++) {
        (m[r] as number[])[c] = (m[r]?.[c] as number) - factor * (m[col]?.[c] as number);
      }
    }
  }
  return m.map((row, i) => (row[n] as number) / (row[i] as number));
}
