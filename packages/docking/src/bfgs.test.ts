import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bfgs } from './bfgs.ts';
import { Evaluator } from './evaluator.ts';
import { buildLigand } from './ligand.ts';
import { readLigandPdbqt, readReceptorPdbqt } from './pdbqt.ts';
import { applyStep, referenceConf } from './pose.ts';
import { dataFolder } from './programs.test-support.ts';
import { buildReceptor, CellList } from './receptor.ts';
import { interDirect } from './score.ts';

const add = (x: Float64Array, step: Float64Array, alpha: number, out: Float64Array) => {
  for (let i = 0; i < x.length; i++) out[i] = x[i] + alpha * step[i];
};

describe('BFGS', () => {
  it.each(['search', 'reference'] as const)(
    'finds the minimum of the Rosenbrock function at (1, 1) with the %s line search',
    (lineSearch) => {
      const rosenbrock = (x: Float64Array, g: Float64Array) => {
        const [a, b] = [x[0], x[1]];
        g[0] = -2 * (1 - a) - 400 * a * (b - a * a);
        g[1] = 200 * (b - a * a);
        return (1 - a) ** 2 + 100 * (b - a * a) ** 2;
      };
      const x = Float64Array.from([-1.2, 1]);
      const result = bfgs(rosenbrock, x, 500, add, 2, lineSearch);
      expect(result.energy).toBeLessThan(1e-8);
      expect(x[0]).toBeCloseTo(1, 3);
      expect(x[1]).toBeCloseTo(1, 3);
    },
  );

  it('with the reference line search, goes on when no trial passes, and undoes a pass that ends higher', () => {
    // A gradient of the wrong sign: every step goes uphill, so no trial passes Armijo's test.
    const misleading = (x: Float64Array, g: Float64Array) => {
      g[0] = -2 * x[0];
      return x[0] ** 2;
    };
    const searched = Float64Array.from([1]);
    const stopped = bfgs(misleading, searched, 5, add, 1);
    // The searches' line search stops at the first step that finds no descent.
    expect(stopped.evaluations).toBe(11);
    const referenced = Float64Array.from([1]);
    const undone = bfgs(misleading, referenced, 5, add, 1, 'reference');
    // The reference takes each last trial (uphill), runs its five steps, then returns to the start.
    expect(undone.evaluations).toBe(51);
    expect(referenced[0]).toBe(1);
    expect(undone.energy).toBe(1);
  });

  it('finds the centre of a quadratic bowl in a few steps', () => {
    const centre = [3, -2, 0.5, 7];
    const weights = [1, 10, 0.1, 5];
    const bowl = (x: Float64Array, g: Float64Array) =>
      centre.reduce((sum, c, i) => {
        g[i] = 2 * weights[i] * (x[i] - c);
        return sum + weights[i] * (x[i] - c) ** 2;
      }, 0);
    const x = new Float64Array(4);
    const result = bfgs(bowl, x, 30, add, 4);
    expect(Array.from(x).map((v) => Number(v.toFixed(4)))).toEqual(centre);
    expect(result.evaluations).toBeLessThan(60);
  });

  it('follows the pose gradient: a ligand never ends higher than it started, and moves downhill', () => {
    const folder = dataFolder();
    const receptor = buildReceptor(
      readReceptorPdbqt(readFileSync(`${folder}/1hwi/receptor.pdbqt`, 'utf8')),
    );
    const ligand = buildLigand(
      readLigandPdbqt(readFileSync(`${folder}/1hwi/ligand-xray.pdbqt`, 'utf8')),
    );
    const cells = new CellList(receptor);
    const ev = new Evaluator(ligand, (c, f) =>
      interDirect(receptor, cells, ligand.heavyTypes, c, f),
    );
    const conf = referenceConf(ligand);
    for (let t = 7; t < conf.length; t++) conf[t] = 0.2;
    const gradient = new Float64Array(conf.length - 1);
    const start = ev.energy(conf, gradient);
    // Finite differences agree with the analytic gradient for each degree of freedom.
    const probe = new Float64Array(conf.length);
    const scratch = new Float64Array(gradient.length);
    for (let i = 0; i < gradient.length; i++) {
      const step = new Float64Array(gradient.length);
      step[i] = 1;
      applyStep(conf, step, 1e-5, probe);
      const up = ev.energy(probe, scratch);
      applyStep(conf, step, -1e-5, probe);
      const down = ev.energy(probe, scratch);
      expect((up - down) / 2e-5).toBeCloseTo(gradient[i], 1);
    }
    const end = bfgs((c, g) => ev.energy(c, g), conf, 200).energy;
    expect(end).toBeLessThan(start - 1);
  });
});
