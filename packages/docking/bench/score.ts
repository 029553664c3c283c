// The score against Debian's vina on every complex: --score_only on the crystal pose, and
// --local_only from it; prints both figures, the differences and how many are within target.
//
//   pnpm --filter @peptox/docking bench:score [folder] [--complexes 1kzk,1opk]
//        [--json bench/results/score.json]
// With --json the file is rewritten after every complex; the method pages read the committed one.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { scoreComplex } from '../src/index.ts';
import { complexesFolder, parseArgs, readComplexes, runVina, vinaAffinity } from './complexes.ts';

const { positional, options } = parseArgs(process.argv.slice(2));
const folder = complexesFolder(positional[0]);
const complexes = readComplexes(folder, options.get('complexes')?.split(','));
const scratch = mkdtempSync(join(tmpdir(), 'score-'));
console.log(
  `Scoring ${complexes.length} crystal poses of ${folder} (${new Date().toISOString()}, load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')})`,
);
console.log('complex  score_only: vina    ours    diff   local_only: vina    ours    diff');
const scoreDiffs: number[] = [];
const localDiffs: number[] = [];
/** Per complex, kcal/mol: vina's and our score of the crystal pose, and after local optimisation. */
const rows: {
  complex: string;
  vinaScore: number;
  score: number;
  vinaLocal: number;
  local: number;
}[] = [];
const json = options.get('json');
const startedAt = new Date().toISOString();
const save = (finished: boolean) => {
  if (!json) return;
  const file = {
    command: 'bench:score',
    started: startedAt,
    finished: finished ? new Date().toISOString() : null,
    loadAverage: loadavg()[0],
    rows,
  };
  writeFileSync(json, `${JSON.stringify(file, null, 2)}\n`);
};
try {
  for (const c of complexes) {
    const xray = join(c.dir, 'ligand-xray.pdbqt');
    const vinaScore = vinaAffinity(await runVina(c, xray, ['--score_only']));
    const vinaLocal = vinaAffinity(
      await runVina(c, xray, ['--local_only', '--out', join(scratch, `${c.name}.pdbqt`)]),
    );
    const score = scoreComplex(c.receptor, c.xray).affinity;
    const local = scoreComplex(c.receptor, c.xray, { minimiseIn: c.box }).affinity;
    scoreDiffs.push(score - vinaScore);
    localDiffs.push(local - vinaLocal);
    rows.push({ complex: c.name, vinaScore, score, vinaLocal, local });
    save(false);
    const f = (v: number) => v.toFixed(3).padStart(8);
    console.log(
      `${c.name.padEnd(8)} ${' '.repeat(11)}${f(vinaScore)}${f(score)}${f(score - vinaScore)} ${' '.repeat(12)}${f(vinaLocal)}${f(local)}${f(local - vinaLocal)}`,
    );
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
const summary = (name: string, diffs: number[], target: number) =>
  console.log(
    `${name}: largest difference ${Math.max(...diffs.map(Math.abs)).toFixed(3)} kcal/mol; within ${target}: ${diffs.filter((d) => Math.abs(d) <= target).length}/${diffs.length}`,
  );
save(true);
summary('score_only', scoreDiffs, 0.01);
summary('local_only', localDiffs, 0.05);
