import type { Rng } from '@peptox/ml';
import type { Evaluator } from '../evaluator.ts';
import type { Box } from '../grid.ts';
import type { Candidate, SearchContext } from './common.ts';
import { GWO, greyWolf } from './gwo.ts';
import { monteCarlo } from './monte-carlo.ts';
import { PSO, particleSwarm } from './pso.ts';

export type SearchName = 'monte-carlo' | 'pso' | 'gwo';
export const SEARCHES: SearchName[] = ['monte-carlo', 'pso', 'gwo'];
export type { Candidate } from './common.ts';

/** The reference's budget: Monte Carlo steps from the ligand's size and degrees of freedom. */
export function monteCarloSteps(movableAtoms: number, torsions: number): number {
  const heuristic = movableAtoms + 10 * (6 + torsions);
  return Math.floor((70 * 3 * (50 + heuristic)) / 2);
}

/** BFGS steps of one local minimisation, from the ligand's size. */
export const localSteps = (movableAtoms: number): number => Math.floor((25 + movableAtoms) / 3);

export interface RunSetup {
  evaluator: Evaluator;
  box: Box;
  rng: Rng;
  torsions: number;
  movableAtoms: number;
  gyration: number;
  onStep?: (fraction: number) => void;
}

/**
 * One independent run of a search. The swarm and the pack minimise a whole population each step,
 * so their step limits are the Monte Carlo budget divided by the population: the same upper bound
 * on evaluations, which their early stops then undercut.
 */
export function runSearch(search: SearchName, setup: RunSetup): Candidate[] {
  const mcSteps = monteCarloSteps(setup.movableAtoms, setup.torsions);
  const population = search === 'pso' ? PSO.particles : search === 'gwo' ? GWO.wolves : 1;
  const ctx: SearchContext = {
    evaluator: setup.evaluator,
    box: setup.box,
    rng: setup.rng,
    torsions: setup.torsions,
    localSteps: localSteps(setup.movableAtoms),
    maxSteps: Math.ceil(mcSteps / population),
    gyration: setup.gyration,
    onStep: setup.onStep,
  };
  if (search === 'pso') return particleSwarm(ctx);
  if (search === 'gwo') return greyWolf(ctx);
  return monteCarlo(ctx);
}
