// Redocking benchmark: every complex from its randomised start with Monte Carlo, PSO, GWO and
// Debian's vina (same box, exhaustiveness and seeds); prints per complex the top pose's heavy-atom
// RMSD to the crystal ligand (symmetry-corrected), its score, the evaluations and the wall time.
//
//   pnpm --filter @peptox/docking bench:redock [folder] [--exhaustiveness 8] [--seeds 1,2]
//        [--methods monte-carlo,pso,gwo,vina] [--complexes 1lrh,1yv3] [--threads 2]
//        [--json bench/results/redock.json] [--resume]
// With --json the file is rewritten after every run, so a run that is stopped keeps what it
// measured; --resume skips the runs the file already holds. The method pages read the committed
// bench/results/redock.json.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { dock, heavyGraph, type SearchName, symmetricRmsd } from '../src/index.ts';
import { complexesFolder, median, parseArgs, readComplexes, runVina } from './complexes.ts';

type Method = SearchName | 'vina';
/** What --json writes: the runs, and how and when they were measured. */
interface RedockFile {
  command: string;
  exhaustiveness: number;
  seeds: number[];
  threads: number;
  started: string;
  finished: string | null;
  /** One-minute load averages seen at the start and after each run (2 cores here). */
  loadAverage: { min: number; max: number };
  rows: Row[];
}

interface Row {
  complex: string;
  method: Method;
  seed: number;
  rmsd: number;
  affinity: number;
  evaluations: number | null;
  seconds: number;
  /** CPU seconds (all threads; for vina, the child's), telling a busy machine from a slow run. */
  cpu: number;
}

/** CPU seconds of this process's threads and of its finished children (from /proc/self/stat). */
function cpuSeconds(): { self: number; children: number } {
  const usage = process.cpuUsage();
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  // Fields 16 and 17 of stat (cutime, cstime) are the 14th and 15th after the command name.
  const ticks = Number(fields[13]) + Number(fields[14]);
  return { self: (usage.user + usage.system) / 1e6, children: ticks / 100 };
}

const { positional, options } = parseArgs(process.argv.slice(2));
const folder = complexesFolder(positional[0]);
const exhaustiveness = Number(options.get('exhaustiveness') ?? 8);
const seeds = (options.get('seeds') ?? '1').split(',').map(Number);
const methods = (options.get('methods') ?? 'monte-carlo,pso,gwo,vina').split(',') as Method[];
const threads = Number(options.get('threads') ?? 2);
const complexes = readComplexes(folder, options.get('complexes')?.split(','));
const scratch = mkdtempSync(join(tmpdir(), 'redock-'));
const json = options.get('json');
const previous: RedockFile | undefined =
  json && options.has('resume') && existsSync(json)
    ? (JSON.parse(readFileSync(json, 'utf8')) as RedockFile)
    : undefined;
const startedAt = new Date().toISOString();
const loads: number[] = [loadavg()[0] as number];

console.log(
  `Redocking ${complexes.length} complexes of ${folder}: exhaustiveness ${exhaustiveness}, seeds ${seeds.join(',')}, ${threads} threads, load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} (${new Date().toISOString()})`,
);
console.log('complex  method       seed  rmsd(Å)  score(kcal/mol)  evaluations  time(s)  cpu(s)');
// Every row the file holds stays in it: a run of some methods or complexes adds to the others.
const rows: Row[] = previous?.rows ?? [];
const done = (complex: string, method: Method, seed: number) =>
  rows.some((r) => r.complex === complex && r.method === method && r.seed === seed);
function save(finished: boolean): void {
  if (!json) return;
  const file: RedockFile = {
    command: `bench:redock --exhaustiveness ${exhaustiveness} --seeds ${seeds.join(',')} --threads ${threads}`,
    exhaustiveness,
    seeds,
    threads,
    started: previous?.started ?? startedAt,
    finished: finished ? new Date().toISOString() : null,
    loadAverage: {
      min: Math.min(...loads, previous?.loadAverage.min ?? Number.POSITIVE_INFINITY),
      max: Math.max(...loads, previous?.loadAverage.max ?? 0),
    },
    rows,
  };
  writeFileSync(json, `${JSON.stringify(file, null, 2)}\n`);
}
const print = (r: Row) => {
  rows.push(r);
  loads.push(loadavg()[0] as number);
  save(false);
  console.log(
    `${r.complex.padEnd(8)} ${r.method.padEnd(12)} ${String(r.seed).padStart(4)} ${r.rmsd.toFixed(2).padStart(8)} ${r.affinity.toFixed(3).padStart(16)} ${(r.evaluations === null ? 'n/a' : String(r.evaluations)).padStart(12)} ${r.seconds.toFixed(1).padStart(8)} ${r.cpu.toFixed(1).padStart(7)}`,
  );
};

try {
  for (const c of complexes) {
    const reference = heavyGraph(c.xray, 'ligand-xray.pdbqt');
    for (const seed of seeds) {
      for (const method of methods) {
        if (done(c.name, method, seed)) continue;
        const started = performance.now();
        const cpuBefore = cpuSeconds();
        if (method === 'vina') {
          const out = join(scratch, `${c.name}-${seed}.pdbqt`);
          await runVina(c, c.startFile, [
            '--exhaustiveness',
            String(exhaustiveness),
            '--seed',
            String(seed),
            '--cpu',
            String(threads),
            '--out',
            out,
          ]);
          const seconds = (performance.now() - started) / 1000;
          const top = readFileSync(out, 'utf8').split('ENDMDL')[0] as string;
          const affinity = Number(top.match(/VINA RESULT:\s+(-?[\d.]+)/)?.[1]);
          print({
            complex: c.name,
            method,
            seed,
            rmsd: symmetricRmsd(heavyGraph(top), reference),
            affinity,
            evaluations: null,
            seconds,
            cpu: cpuSeconds().children - cpuBefore.children,
          });
          continue;
        }
        const [result] = await dock({
          receptor: c.receptor,
          ligands: [{ name: c.name, pdbqt: c.start }],
          box: c.box,
          search: method,
          exhaustiveness,
          seed,
          threads,
        });
        const top = result?.poses[0];
        if (!result || !top) throw new Error(`${method} returned no pose for ${c.name}`);
        print({
          complex: c.name,
          method,
          seed,
          rmsd: symmetricRmsd(heavyGraph(top.pdbqt), reference),
          affinity: top.affinity,
          evaluations: result.evaluations,
          seconds: result.seconds,
          cpu: cpuSeconds().self - cpuBefore.self,
        });
      }
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

console.log('\nSummary (top pose within 2 Å of the crystal ligand)');
console.log('method       successes  median evaluations  median time(s)  median cpu(s)');
for (const method of methods) {
  const mine = rows.filter((r) => r.method === method);
  const successes = mine.filter((r) => r.rmsd <= 2).length;
  const evaluations = mine.flatMap((r) => (r.evaluations === null ? [] : [r.evaluations]));
  console.log(
    `${method.padEnd(12)} ${`${successes}/${mine.length}`.padStart(9)} ${(evaluations.length ? String(Math.round(median(evaluations))) : 'n/a').padStart(19)} ${median(
      mine.map((r) => r.seconds),
    )
      .toFixed(1)
      .padStart(15)} ${median(mine.map((r) => r.cpu))
      .toFixed(1)
      .padStart(14)}`,
  );
}
save(true);
console.log(
  `load at the end ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
