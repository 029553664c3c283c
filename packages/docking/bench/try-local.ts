import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { readLigandPdbqt, readReceptorPdbqt } from '../src/pdbqt.ts';
import { buildLigand } from '../src/ligand.ts';
import { buildReceptor, CellList } from '../src/receptor.ts';
import { interDirect, affinity } from '../src/score.ts';
import { referenceConf } from '../src/pose.ts';
import { Evaluator, boxPenalty } from '../src/evaluator.ts';
import { bfgs } from '../src/bfgs.ts';
const root = '/work/shared/data/docking';
for (const d of readdirSync(root).filter((x) => !x.endsWith('.md'))) {
  const lig = buildLigand(readLigandPdbqt(readFileSync(`${root}/${d}/ligand-xray.pdbqt`, 'utf8')));
  const rec = buildReceptor(readReceptorPdbqt(readFileSync(`${root}/${d}/receptor.pdbqt`, 'utf8')));
  const box = JSON.parse(readFileSync(`${root}/${d}/box.json`, 'utf8'));
  const cells = new CellList(rec);
  const ev = new Evaluator(lig, (c, f) => interDirect(rec, cells, lig.heavyTypes, c, f) + boxPenalty(box, c, f), Infinity);
  const conf = referenceConf(lig);
  const t0 = performance.now();
  const m = bfgs((c, g) => ev.energy(c, g), conf, Math.floor((25 + lig.pdbqt.atoms.length) / 3));
  const ms = performance.now() - t0;
  ev.kinematics.heavyCoordinates(conf, ev.coords);
  const inter = interDirect(rec, cells, lig.heavyTypes, ev.coords, null);
  const f = `/tmp/dock/${d}.local.txt`;
  const vina = existsSync(f) ? Number(readFileSync(f, 'utf8').match(/Estimated Free Energy of Binding\s*:\s*(\S+)/)?.[1]) : NaN;
  console.log(d, 'aff', affinity(inter, lig.rotatableCount).toFixed(3), 'vina', vina, 'evals', m.evaluations, 'ms', ms.toFixed(0));
}
