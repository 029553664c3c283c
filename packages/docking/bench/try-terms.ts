import { readFileSync } from 'node:fs';
import { readLigandPdbqt, readReceptorPdbqt } from '../src/pdbqt.ts';
import { buildLigand } from '../src/ligand.ts';
import { buildReceptor } from '../src/receptor.ts';
import { pairTerms } from '../src/terms.ts';
const d = `/work/shared/data/docking/${process.argv[2]}`;
const lig = buildLigand(readLigandPdbqt(readFileSync(`${d}/ligand-xray.pdbqt`, 'utf8')));
const rec = buildReceptor(readReceptorPdbqt(readFileSync(`${d}/receptor.pdbqt`, 'utf8')));
const sums = { gauss1: 0, gauss2: 0, repulsion: 0, hydrophobic: 0, hydrogenBond: 0 };
for (let h = 0; h < lig.heavy.length; h++) {
  const a = lig.heavy[h]!;
  for (let j = 0; j < rec.count; j++) {
    const r = Math.hypot(lig.reference[a*3]! - rec.coords[j*3]!, lig.reference[a*3+1]! - rec.coords[j*3+1]!, lig.reference[a*3+2]! - rec.coords[j*3+2]!);
    if (r >= 8) continue;
    const t = pairTerms(lig.heavyTypes[h]!, rec.types[j]!, r);
    for (const k of Object.keys(sums) as (keyof typeof sums)[]) sums[k] += t[k];
  }
}
console.log(sums);
