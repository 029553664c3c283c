/**
 * Standardisation of feature columns for a neural network: each value goes through a signed log,
 * sign(x)·ln(1 + |x|) (molecular weights, surface areas and counts span orders of magnitude),
 * then is centred and scaled by the training rows' mean and standard deviation and clipped to
 * ±`clip`. The fitted numbers are plain arrays, stored with the model.
 */
export interface Scaler {
  mean: number[];
  sd: number[];
  clip: number;
}

const signedLog = (x: number): number => Math.sign(x) * Math.log1p(Math.abs(x));

/** Fits a scaler on rows of equal length (the training rows only). */
export function fitScaler(rows: readonly ArrayLike<number>[], clip = 5): Scaler {
  const width = rows[0]?.length ?? 0;
  const mean = new Array<number>(width).fill(0);
  const sd = new Array<number>(width).fill(0);
  for (const row of rows) {
    for (let j = 0; j < width; j++) mean[j] = (mean[j] as number) + signedLog(row[j] as number);
  }
  for (let j = 0; j < width; j++) mean[j] = (mean[j] as number) / rows.length;
  for (const row of rows) {
    for (let j = 0; j < width; j++) {
      sd[j] = (sd[j] as number) + (signedLog(row[j] as number) - (mean[j] as number)) ** 2;
    }
  }
  // A constant column scales by 1 (it becomes 0), not by 0.
  for (let j = 0; j < width; j++) sd[j] = Math.sqrt((sd[j] as number) / rows.length) || 1;
  return { mean, sd, clip };
}

/** One row through a fitted scaler. */
export function applyScaler(scaler: Scaler, row: ArrayLike<number>): Float32Array {
  if (row.length !== scaler.mean.length) {
    throw new RangeError(`The scaler takes ${scaler.mean.length} values, not ${row.length}.`);
  }
  const out = new Float32Array(row.length);
  for (let j = 0; j < row.length; j++) {
    const z = (signedLog(row[j] as number) - (scaler.mean[j] as number)) / (scaler.sd[j] as number);
    out[j] = Math.max(-scaler.clip, Math.min(scaler.clip, z));
  }
  return out;
}
