import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.ts';
import type { Service } from '../src/server.ts';
import { type Answer, call, postJson, startService, tempFolder } from './helpers.ts';

// GWOVina's job through the API on the smallest complex of ../shared/data/docking (1lrh:
// 14 heavy atoms, 2 torsions): one job, exhaustiveness 1, seeded, shared by the tests below.
const complex = join(repoRoot, '../shared/data/docking/1lrh');
const read = (name: string) => readFileSync(join(complex, name), 'utf8');
const receptor = read('receptor.pdbqt');
const crystal = read('ligand-xray.pdbqt');
const randomStart = read('ligand-random-start.pdbqt');
const box = JSON.parse(read('box.json')) as { center: number[]; size: number[] };
// A 20 Å box around the crystal ligand keeps the grid small; the search is the same.
const size = [20, 20, 20];

const folder = tempFolder();
let base: string;
let service: Service;

beforeAll(async () => {
  ({ base, service } = await startService({
    DATABASE_URL: `sqlite:${folder.dir}/docking.sqlite`,
    TOOLS: 'gwovina,psovina',
    RATE_LIMIT: '1000',
    DOCKING_THREADS: '2',
    MAX_RECEPTOR_MB: '1',
  }));
});
afterAll(async () => {
  await service.stop();
  folder.remove();
});

/** Polls the job, keeping every progress it showed while running, until it has ended. */
async function followJob(id: string): Promise<{ end: Answer; progress: number[] }> {
  const progress: number[] = [];
  for (;;) {
    const answer = await call(base, `/jobs/${id}?pageSize=200`);
    const job = answer.body.data;
    if (job.status === 'finished' || job.status === 'failed') return { end: answer, progress };
    if (job.progress) progress.push(job.progress.fraction);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a docking job through the API', () => {
  let job: { id: string; status: string; [key: string]: unknown };
  let progress: number[];
  let result: {
    rows: Record<string, string | number | null>[];
    total: number;
    tables: { id: string; columns: string[] }[];
    files: { name: string; mediaType: string; bytes: number }[];
  };

  beforeAll(async () => {
    const form = new FormData();
    form.append('receptor', new Blob([receptor]), '1lrh-receptor.pdbqt');
    form.append('ligands', new Blob([randomStart]), '1lrh-ligand.pdbqt');
    // A SMILES Open Babel cannot read among good input: only its own row fails.
    form.append('smiles', 'C1CC(C broken');
    form.append('reference', new Blob([crystal]), '1lrh-crystal.pdbqt');
    form.append('center', box.center.join(', '));
    form.append('size', size.join(', '));
    form.append('exhaustiveness', '1');
    form.append('seed', '7');
    const submitted = await call(base, '/gwovina/jobs', { method: 'POST', body: form });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    expect(submitted.body.data.inputType).toBe('docking');
    expect(submitted.body.data.methods).toEqual(['gwo']);
    const followed = await followJob(submitted.body.data.id);
    job = followed.end.body.data;
    progress = followed.progress;
    result = followed.end.body.data.result;
  }, 120_000);

  it('docks the good ligand and ranks its poses by score, with RMSD to the reference', () => {
    expect(job.status, JSON.stringify(job)).toBe('finished');
    const poses = result.rows.filter((r) => r.ligand !== null && r.pose !== null);
    expect(poses.length).toBeGreaterThan(0);
    expect(poses.map((p) => p.pose)).toEqual(poses.map((_, i) => i + 1));
    const affinities = poses.map((p) => p.affinity as number);
    expect(affinities).toEqual([...affinities].sort((a, b) => a - b));
    expect(affinities[0]).toBeLessThan(-3);
    for (const pose of poses) {
      expect(pose.rmsd_reference).toBeGreaterThanOrEqual(0);
      expect(pose.evaluations).toBeGreaterThan(0);
      expect(pose.torsions).toBe(2);
    }
    expect(result.total).toBe(result.rows.length);
  });

  it('fails only the ligand Open Babel cannot read, its row saying why', () => {
    const failed = result.rows.filter((r) => r.pose === null);
    expect(failed).toHaveLength(1);
    expect(failed[0]?.source).toBe('C1CC(C');
    expect(failed[0]?.note).toMatch(/\S/);
    expect(job.counts).toMatchObject({ records: 2, invalid: 1 });
  });

  it('showed its progress while running, and none once finished', () => {
    expect(progress.length).toBeGreaterThan(0);
    for (const fraction of progress) expect(fraction).toBeGreaterThanOrEqual(0);
    expect(job.progress).toBeNull();
  });

  it('keeps the poses (PDBQT, SDF), the receptor and the parameters to download', async () => {
    expect(result.files.map((f) => f.name)).toEqual([
      'poses.pdbqt',
      'poses.sdf',
      'receptor.pdbqt',
      'parameters.json',
    ]);
    const sdf = await fetch(`${base}/jobs/${job.id}/files/poses.sdf`);
    expect(sdf.status).toBe(200);
    expect(sdf.headers.get('content-disposition')).toContain(`gwovina-${job.id}-poses.sdf`);
    const poses = result.rows.filter((r) => r.pose !== null).length;
    expect((await sdf.text()).match(/^\$\$\$\$$/gm)).toHaveLength(poses);
    const pdbqt = await call(base, `/jobs/${job.id}/files/poses.pdbqt`);
    expect(pdbqt.body.match(/^MODEL/gm)).toHaveLength(poses);
    const parameters = await call(base, `/jobs/${job.id}/files/parameters.json`);
    const stated = parameters.body;
    expect(stated).toMatchObject({ search: 'gwo', seed: 7, exhaustiveness: 1 });
    expect(stated.box.size).toEqual(size);
    const unknown = await call(base, `/jobs/${job.id}/files/other.txt`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message.name[0]).toContain('poses.sdf');
  });

  it("gives each table's CSV: the ligands' best poses and every pose", async () => {
    const ids = result.tables.map((t) => t.id);
    expect(ids.length).toBeGreaterThan(1);
    for (const id of ids) {
      const csv = await call(base, `/jobs/${job.id}/results/${id}.csv`);
      expect(csv.status, id).toBe(200);
    }
    const all = await call(base, `/jobs/${job.id}/results/all.csv`);
    expect(all.body.trim().split('\n')).toHaveLength(result.rows.length + 1);
  });

  it('is not rerun: its input is not kept', async () => {
    const rerun = await postJson(base, `/jobs/${job.id}/rerun`, {});
    expect(rerun.status).toBe(409);
    expect(rerun.body.message.id[0]).toMatch(/submit the receptor and ligands anew/);
  });
});

describe("PSOVina's job through the API", () => {
  it('docks the same ligand by the particle swarm, and says so in its parameters', async () => {
    const submitted = await postJson(base, '/psovina/jobs', {
      receptor: { name: '1lrh-receptor.pdbqt', text: receptor },
      ligands: [{ name: '1lrh-ligand.pdbqt', text: randomStart }],
      reference: { name: '1lrh-crystal.pdbqt', text: crystal },
      center: box.center,
      size,
      exhaustiveness: 1,
      seed: 7,
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    expect(submitted.body.data.methods).toEqual(['pso']);
    const { end } = await followJob(submitted.body.data.id);
    const job = end.body.data;
    expect(job.status, JSON.stringify(job)).toBe('finished');
    const poses = job.result.rows.filter((r: { pose: number | null }) => r.pose !== null);
    expect(poses.length).toBeGreaterThan(0);
    expect(poses[0].affinity).toBeLessThan(-3);
    expect(poses[0].rmsd_reference).toBeGreaterThanOrEqual(0);
    const parameters = await call(base, `/jobs/${job.id}/files/parameters.json`);
    expect(parameters.body).toMatchObject({ search: 'pso', seed: 7, exhaustiveness: 1 });
  }, 120_000);
});

describe('a docking submission refused with a sentence naming its field', () => {
  const json = (body: Record<string, unknown>) =>
    postJson(base, '/psovina/jobs', {
      receptor: { name: 'r.pdbqt', text: receptor },
      smiles: 'CCO ethanol',
      center: box.center,
      size,
      exhaustiveness: 1,
      ...body,
    });

  it('a box that misses the receptor', async () => {
    const { status, body } = await json({ center: [300, 300, 300] });
    expect(status).toBe(422);
    expect(body.message.center[0]).toMatch(/Å/);
  });

  it('an unreadable PDB, naming the file and line', async () => {
    const broken = 'HEADER    X\nATOM      1  N   ALA A   1      oops  \nEND\n';
    const { status, body } = await json({ receptor: { name: 'broken.pdb', text: broken } });
    expect(status).toBe(422);
    expect(body.message.receptor[0]).toMatch(/broken\.pdb.*line 2/);
  });

  it('more than ten ligands', async () => {
    const smiles = Array.from({ length: 11 }, (_, i) => `C${'C'.repeat(i)}O l${i}`).join('\n');
    const { status, body } = await json({ smiles });
    expect(status).toBe(422);
    expect(JSON.stringify(body.message)).toMatch(/10/);
  });

  it('a receptor file over the bytes limit (413)', async () => {
    const padded = `${receptor}${'REMARK padding\n'.repeat(80_000)}`;
    const { status, body } = await json({ receptor: { name: 'big.pdbqt', text: padded } });
    expect(status).toBe(413);
    expect(body.message.receptor[0]).toMatch(/big\.pdbqt/);
  });

  it('an instant answer: docking runs as a job only', async () => {
    const { status, body } = await postJson(base, '/gwovina/predict', { input: 'CCO' });
    expect(status).toBe(422);
    expect(body.message.tool[0]).toMatch(/POST \/gwovina\/jobs/);
  });
});
