import type { LigandModel } from './ligand.ts';

/** Radius of gyration of the heavy atoms at the input conformation (Å). */
export function gyrationRadius(ligand: LigandModel): number {
  const { heavy, reference } = ligand;
  const centre = [0, 0, 0];
  for (const a of heavy) for (let c = 0; c < 3; c++) centre[c] += reference[a * 3 + c];
  for (let c = 0; c < 3; c++) centre[c] /= heavy.length;
  let sum = 0;
  for (const a of heavy) for (let c = 0; c < 3; c++) sum += (reference[a * 3 + c] - centre[c]) ** 2;
  return Math.sqrt(sum / heavy.length);
}
