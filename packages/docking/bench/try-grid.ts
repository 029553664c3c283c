import { readFileSync } from 'node:fs';
import { readLigandPdbqt, readReceptorPdbqt } from '../src/pdbqt.ts';
import { buildLigand, ligandTypes } from '../src/ligand.ts';
import { buildReceptor, CellList } from '../src/receptor.ts';
import { interDirect } from '../src/score.ts';
import { buildGrid, GridEnergy } from '../src/grid.ts';
const d = `/work/shared/data/docking/${process.argv[2]}`;
const lig = buildLigand(readLigandPdbqt(readFileSync(`${d}/ligand-xray.pdbqt`, 'utf8')));
const rec = buildReceptor(readReceptorPdbqt(readFileSync(`${d}/receptor.pdbqt`, 'utf8')));
const box = JSON.parse(readFileSync(`${d}/box.json`, 'utf8'));
const cells = new CellList(rec);
const grid = buildGrid(rec, box, ligandTypes(lig));
const types = Int8Array.from([lig.heavyTypes[0]!]);
const ge = new GridEnergy(grid, types);
const c = new Float64Array(3);
let diffs: number[] = [];
for (let k = 0; k < 2000; k++) {
  for (let i = 0; i < 3; i++) c[i] = box.center[i] + (Math.random() - 0.5) * box.size[i] * 0.9;
  const onGrid = k % 2 === 0;
  if (onGrid) for (let i = 0; i < 3; i++) c[i] = grid.origin[i]! + Math.round((c[i]! - grid.origin[i]!) / 0.375) * 0.375;
  const direct = interDirect(rec, cells, types, c, new Float64Array(3));
  const g = ge.energy(c, null);
  if (direct < 1) diffs.push(Math.abs(direct - g));
  if (onGrid && Math.abs(direct - g) > 1e-3 && direct < 5) console.log('on grid mismatch', direct, g);
}
diffs.sort((a, b) => a - b);
console.log('median', diffs[diffs.length >> 1], 'p90', diffs[Math.floor(diffs.length * 0.9)]);
