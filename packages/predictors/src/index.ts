import type { JobTool, ToolPredictor } from '@peptox/predictor-kit';
import { composeProfile } from './profile.ts';

export { composeProfile, PROFILE_TOOL } from './profile.ts';

// Each tool's predictor module, imported on first use: a process (or worker thread) holds only
// the predictors of the tools it has been asked about, and loads their models in `init()`.
const modules: Record<string, () => Promise<ToolPredictor>> = {
  ampep: async () => (await import('@peptox/predictor-ampep')).ampep,
  acpep: async () => (await import('@peptox/predictor-acpep')).acpep,
  hemopep: async () => (await import('@peptox/predictor-hemopep')).hemopep,
  bestox: async () => (await import('@peptox/predictor-bestox')).bestox,
  ecotoxicology: async () => (await import('@peptox/predictor-ecotoxicology')).ecotoxicology,
  'ssl-gcn': async () => (await import('@peptox/predictor-ssl-gcn')).sslGcn,
  // Every peptide tool above on the same input, with the selectivity indices.
  profile: async () => {
    const tools = await Promise.all(
      Object.keys(modules)
        .filter((tool) => tool !== 'profile')
        .map((tool) => loadPredictor(tool) as Promise<ToolPredictor>),
    );
    return composeProfile(tools.filter((tool) => tool.input === 'peptide'));
  },
};

/** The tools that have a predictor, in the catalogue's order. */
export const predictorTools: readonly string[] = Object.keys(modules);

const loaded = new Map<string, Promise<ToolPredictor>>();

/** A tool's predictor module (models not loaded: call `init()`), or undefined for no such tool. */
export function loadPredictor(tool: string): Promise<ToolPredictor> | undefined {
  const load = Object.hasOwn(modules, tool) ? modules[tool] : undefined;
  if (!load) return undefined;
  let predictor = loaded.get(tool);
  if (!predictor) {
    predictor = load();
    loaded.set(tool, predictor);
  }
  return predictor;
}

/** A tool's predictor with its models loaded and warmed up (once per process). */
export async function readyPredictor(tool: string): Promise<ToolPredictor | undefined> {
  const predictor = await loadPredictor(tool);
  if (!predictor) return undefined;
  await predictor.init();
  await warmedUp(predictor);
  return predictor;
}

const warmUps = new WeakMap<ToolPredictor, Promise<void>>();
function warmedUp(predictor: ToolPredictor): Promise<void> {
  let warming = warmUps.get(predictor);
  if (!warming) {
    warming = predictor.warmUp();
    warmUps.set(predictor, warming);
  }
  return warming;
}

/** Every tool's predictor module, by tool id: their descriptions, no model loaded. */
export async function loadPredictors(): Promise<Record<string, ToolPredictor>> {
  const predictors: Record<string, ToolPredictor> = {};
  for (const tool of predictorTools) {
    const predictor = await loadPredictor(tool);
    if (predictor) predictors[tool] = predictor;
  }
  return predictors;
}

// The tools whose jobs run as a whole (a docking job's receptor, ligands and box), imported on
// first use like the predictors.
const jobToolModules: Record<string, () => Promise<JobTool>> = {
  gwovina: async () => (await import('@peptox/predictor-docking')).gwovina,
  psovina: async () => (await import('@peptox/predictor-docking')).psovina,
};

/** The tools whose jobs run whole (docking), in the catalogue's order. */
export const jobTools: readonly string[] = Object.keys(jobToolModules);

const loadedJobTools = new Map<string, Promise<JobTool>>();

/** A job tool, checked once per process (`warmUp`), or undefined for no such tool. */
export function readyJobTool(tool: string): Promise<JobTool> | undefined {
  const load = Object.hasOwn(jobToolModules, tool) ? jobToolModules[tool] : undefined;
  if (!load) return undefined;
  let ready = loadedJobTools.get(tool);
  if (!ready) {
    ready = load().then(async (jobTool) => {
      await jobTool.warmUp();
      return jobTool;
    });
    loadedJobTools.set(tool, ready);
  }
  return ready;
}
