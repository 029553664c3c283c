// Benchmark of a docking job through the API (prints figures; not a test): the service on a
// temporary SQLite file, one worker thread and DOCKING_THREADS threads for the searches; a
// complex of ../shared/data/docking (default 1hwi: 10 torsions, 30 Å box) is submitted to each
// docking tool with its randomised start as the ligand, the crystal ligand as the reference,
// exhaustiveness 8; printed are the job's queue-to-end time, its best pose and the load.
// Usage: pnpm --filter @peptox/api bench:docking [complex] [tools, comma separated]
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../src/config.ts';
import { startService, tempFolder } from '../test/helpers.ts';

const complex = process.argv[2] ?? '1hwi';
const tools = (process.argv[3] ?? 'gwovina,psovina').split(',');
const threads = process.env.DOCKING_THREADS ?? String(cpus().length);
const dir = join(repoRoot, '../shared/data/docking', complex);
const read = (name: string) => readFileSync(join(dir, name), 'utf8');
const box = JSON.parse(read('box.json')) as {
  center: number[];
  size: number[];
  ligand_torsions?: number;
};

const folder = tempFolder();
const { base, service } = await startService({
  DATABASE_URL: `sqlite:${folder.dir}/bench.sqlite`,
  DOCKING_THREADS: threads,
  RATE_LIMIT: '1000',
});
console.log(
  `${complex}: ${box.ligand_torsions ?? '?'} torsions, box ${box.size.join(' × ')} Å, exhaustiveness 8, ${threads} threads, ${cpus().length} cores`,
);
console.log(
  '| tool | load before | job time (s) | best affinity (kcal/mol) | its RMSD (Å) | evaluations |',
);
console.log('|---|---|---|---|---|---|');
try {
  for (const tool of tools) {
    const load = loadavg()[0]?.toFixed(2);
    const submitted = await fetch(`${base}/${tool}/jobs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        receptor: { name: `${complex}-receptor.pdbqt`, text: read('receptor.pdbqt') },
        ligands: [{ name: `${complex}-ligand.pdbqt`, text: read('ligand-random-start.pdbqt') }],
        reference: { name: `${complex}-crystal.pdbqt`, text: read('ligand-xray.pdbqt') },
        center: box.center,
        size: box.size,
        exhaustiveness: 8,
        seed: 1,
      }),
    });
    const { data } = (await submitted.json()) as { data: { id: string } };
    if (!submitted.ok) throw new Error(JSON.stringify(data));
    for (;;) {
      const job = (
        (await (await fetch(`${base}/jobs/${data.id}`)).json()) as {
          data: {
            status: string;
            error: string | null;
            createdAt: string;
            finishedAt: string | null;
            result: { rows: Record<string, number | string | null>[] } | null;
          };
        }
      ).data;
      if (job.status === 'failed') throw new Error(`${tool}: ${job.error}`);
      if (job.status === 'finished' && job.finishedAt) {
        const seconds = (Date.parse(job.finishedAt) - Date.parse(job.createdAt)) / 1000;
        const best = job.result?.rows[0] ?? {};
        console.log(
          `| ${tool} | ${load} | ${seconds.toFixed(1)} | ${best.affinity} | ${best.rmsd_reference} | ${best.evaluations} |`,
        );
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  console.log(
    `load after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  );
} finally {
  await service.stop();
  folder.remove();
}
