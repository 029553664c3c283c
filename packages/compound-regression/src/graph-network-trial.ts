// A trial, not the model (Node only): does the graph network of @peptox/gcn, as a regressor, add
// to the served model (the trees blended with read-across) on molecules of new scaffolds? It is
// judged where the card's scaffold figure is: the network's weight in the average is chosen on the
// out-of-fold predictions of a 5-fold CV of the scaffold split's training part whose folds keep
// scaffolds whole, then both are fitted on the whole training part and the scaffold hold-out is
// scored once, at that weight. (One scaffold-disjoint fifth alone chose a weight of 0.5 for LC50
// from 68 molecules, which the hold-out then refuted: too few to choose on.) A network is built
// into the model only when its gain is clear of the noise and its fits fit the training budget.

import {
  DEFAULT_CONFIG,
  type GcnConfig,
  type GraphInput,
  graphInput,
  type TrainingOptions,
  trainGcn,
  useWasmBackend,
} from '@peptox/gcn';
import {
  applyScaler,
  createRng,
  fitScaler,
  quantileBins,
  shuffle,
  stratifiedGroupKFold,
} from '@peptox/ml';
import { DESCRIPTOR_NAMES, descriptorVector, withMolecule } from '@peptox/molecule';
import { log, protocolFitter, protocolTrainingSizes, recordTrial, report } from '@peptox/training';
import { gainInterval, r2 } from './gain-interval.ts';
import { readAcrossBlend, readAcrossMeta } from './read-across.ts';
import { type CompoundTrialSpec, readTrialData } from './trial-data.ts';

export type GraphNetworkTrialSpec = CompoundTrialSpec;

/**
 * Twice SSL-GCN's width: in a first probe on BESTox's scaffold hold-out, SSL-GCN's own size
 * ranked lower alone (R² 0.43 against 0.46).
 */
const NETWORK = { layers: DEFAULT_CONFIG.layers, hidden: 128, dense: 256 };
const TRAINING: Omit<TrainingOptions, 'config' | 'seed'> = {
  tasks: ['value'],
  epochs: 100,
  patience: 10,
  batchSize: 64,
  learningRate: 1e-3,
  dropout: 0.1,
  inputNoise: 0,
  objective: 'regression',
};
/** The network's weight in the average with the served model. */
const WEIGHTS = Array.from({ length: 21 }, (_, i) => i / 20);
/** Folds of the selection's CV. */
const SELECTION_FOLDS = 5;
/** The least gain in R² in the selection's CV that pays for a network in the predictor. */
const MIN_GAIN = 0.005;
/**
 * The most CPU minutes the network's fits may add to the model's training run: every model's
 * training together is kept within 90 CPU minutes, and without networks in the compound models
 * it takes about 70 (docs/measurements.md), which leaves about 10 for each of the two.
 */
const MAX_ADDED_TRAINING_MINUTES = 10;

interface Molecule {
  graph: GraphInput;
  descriptors: Float64Array;
}

const blend = (served: number[], network: number[], w: number) =>
  served.map((s, i) => (1 - w) * s + w * (network[i] as number));
const cpuSeconds = (started: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(started);
  return (user + system) / 1e6;
};
const cpuMinutes = (started: NodeJS.CpuUsage) => +(cpuSeconds(started) / 60).toFixed(1);

export async function trialGraphNetwork(spec: GraphNetworkTrialSpec) {
  const started = process.cpuUsage();
  await useWasmBackend();
  const { rdkit, seed, set, splits, meta, setting, data, fingerprints, trainingCpuMinutes } =
    await readTrialData(spec);
  const { y } = set;
  const { x, nFeatures: p } = data;
  const readAcross = readAcrossMeta(meta, spec.name);
  const molecules = set.compounds.map((c): Molecule => {
    const read = withMolecule(rdkit, c.canonical, (m) => ({
      graph: graphInput(m.graph()),
      descriptors: descriptorVector(m.descriptors()),
    }));
    if (!read.ok) throw new Error(`${c.canonical}: ${read.reason}`);
    return read.value;
  });
  const actual = (rows: readonly number[]) => rows.map((r) => y[r] as number);

  /** The served model (trees, and read-across at its weight) fitted on `train`, as its run fits it. */
  const fit = protocolFitter(
    'regression',
    readAcross ? readAcrossBlend(readAcross, fingerprints, y) : undefined,
  );
  const served = (train: number[], test: number[]) => {
    const model = fit(data, train, setting);
    return test.map((r) => model.predict(x, r * p));
  };

  /**
   * The network fitted on `train` (descriptors scaled and the value standardised on it; the
   * epoch kept on a seeded random tenth of it, which it does not learn from).
   */
  const fitted = { rows: 0, cpuSeconds: 0 };
  const network = async (train: number[], test: number[], label: string) => {
    const fitStarted = process.cpuUsage();
    const scaler = fitScaler(train.map((r) => (molecules[r] as Molecule).descriptors));
    const input = (r: number): GraphInput => {
      const m = molecules[r] as Molecule;
      return { ...m.graph, moleculeFeatures: applyScaler(scaler, m.descriptors) };
    };
    const values = actual(train);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length);
    const order = shuffle([...train], createRng(seed));
    const stop = order.slice(0, Math.round(order.length / 10));
    const learn = order.slice(stop.length);
    const labelled = (rows: number[]) => ({
      graphs: rows.map(input),
      labels: Float32Array.from(rows, (r) => ((y[r] as number) - mean) / sd),
    });
    const config: GcnConfig = {
      ...DEFAULT_CONFIG,
      ...NETWORK,
      moleculeFeatures: scaler.mean.length,
      outputs: 1,
    };
    const trained = await trainGcn(labelled(learn), [], labelled(stop), {
      ...TRAINING,
      config,
      seed,
    });
    log(
      spec.name,
      `${label}: best epoch ${trained.bestEpoch} of ${trained.history.length}, ${trained.seconds.toFixed(0)} s`,
    );
    const predicted = trained.model.predictValues(test.map(input));
    trained.model.dispose();
    fitted.rows += train.length;
    fitted.cpuSeconds += cpuSeconds(fitStarted);
    return Array.from(predicted, (v) => v * sd + mean);
  };

  // The weight, chosen on the training part's out-of-fold predictions, scaffolds kept whole.
  const outer = splits.scaffold;
  const folds = stratifiedGroupKFold(
    quantileBins(actual(outer.train), 10),
    Int32Array.from(outer.train, (r) => set.scaffoldGroups[r] as number),
    SELECTION_FOLDS,
    seed,
  );
  const selection = { rows: [] as number[], served: [] as number[], network: [] as number[] };
  for (let fold = 0; fold < SELECTION_FOLDS; fold++) {
    const train = outer.train.filter((_, i) => folds[i] !== fold);
    const test = outer.train.filter((_, i) => folds[i] === fold);
    selection.rows.push(...test);
    selection.served.push(...served(train, test));
    selection.network.push(...(await network(train, test, `selection fold ${fold + 1}`)));
  }
  const selected = actual(selection.rows);
  const curve = WEIGHTS.map((w) => ({
    w,
    r2: r2(selected, blend(selection.served, selection.network, w)),
  }));
  const best = curve.reduce((a, b) => (b.r2 > a.r2 ? b : a));
  const servedSelection = curve[0]?.r2 as number;
  const gain = best.r2 - servedSelection;
  const interval = gainInterval(
    selected,
    selection.served,
    blend(selection.served, selection.network, best.w),
    selection.rows.map((r) => set.scaffoldGroups[r] as number),
    seed,
  );
  const accurate = best.w > 0 && gain >= MIN_GAIN && interval[0] > 0;

  // The scaffold hold-out, scored once at the chosen weight.
  const held = {
    served: served(outer.train, outer.test),
    network: await network(outer.train, outer.test, 'scaffold split fit'),
  };
  const heldOut = {
    served: report('regression', actual(outer.test), held.served),
    network: report('regression', actual(outer.test), held.network),
    blend: report('regression', actual(outer.test), blend(held.served, held.network, best.w)),
  };
  // What the network would add to the model's run: a fit on each of its training sets (the
  // protocol's and the scaffold split's), at the CPU a training row cost here.
  const runRows = [
    ...protocolTrainingSizes(splits, data.groups !== undefined),
    splits.scaffold.train.length,
  ];
  const cpuSecondsPerTrainingRow = fitted.cpuSeconds / fitted.rows;
  const cost = {
    cpuSecondsPerTrainingRow,
    runFits: runRows.length,
    addedRunMinutes: +(
      (runRows.reduce((a, b) => a + b, 0) * cpuSecondsPerTrainingRow) /
      60
    ).toFixed(0),
    runMinutes: trainingCpuMinutes,
  };
  const affordable = cost.addedRunMinutes <= MAX_ADDED_TRAINING_MINUTES;
  const kept = accurate && affordable;
  const result = {
    network: { ...NETWORK, descriptors: DESCRIPTOR_NAMES.length, training: TRAINING },
    molecules: {
      scaffoldTrain: outer.train.length,
      scaffoldTest: outer.test.length,
    },
    selection: {
      served: servedSelection,
      network: r2(selected, selection.network),
      networkWeight: best.w,
      blend: best.r2,
      gainInterval: interval,
      curve,
    },
    cost,
    scaffoldHoldOut: heldOut,
    cpuMinutes: cpuMinutes(started),
  };
  log(spec.name, JSON.stringify(result, null, 1));
  const f = (v: unknown) => (v as number).toFixed(3);
  const heldGain = (heldOut.blend.r2 as number) - (heldOut.served.r2 as number);
  const onHoldOut = `on the hold-out it ${heldGain >= 0 ? 'gained' : 'lost'} ${f(Math.abs(heldGain))}`;
  const inCv = `In that CV the average gained ${f(gain)} R² (90 % interval, resampling its scaffolds: ${f(interval[0])} to ${f(interval[1])})`;
  const run = `its run would fit the network ${cost.runFits} times, about ${cost.addedRunMinutes} min of CPU${cost.runMinutes ? ` beside the run's ${cost.runMinutes} today` : ''}`;
  const verdict =
    gain < MIN_GAIN || best.w === 0
      ? `${inCv}, less than the ${MIN_GAIN} a network in the predictor must gain, so the model does without it; ${onHoldOut}.`
      : !accurate
        ? `${inCv}, an interval that reaches below zero, so the model does without it; ${onHoldOut}.`
        : !affordable
          ? `${inCv}; ${onHoldOut}. Built into the model, ${run}: more than the gain pays for, so the model does without it.`
          : `${inCv}; ${onHoldOut}. Built into the model, ${run}. Kept.`;
  recordTrial(spec.modelsDir, spec.name, {
    id: 'graph-network',
    date: new Date().toISOString().slice(0, 10),
    command: spec.command,
    kept,
    note: `Trial, graph-network (\`${spec.command}\`, ${result.cpuMinutes} min of CPU): the graph convolutional network of SSL-GCN, ${NETWORK.hidden} units wide, as a regressor (one output, mean squared error on the standardised value, RDKit's descriptors joined to the readout), averaged with the served model on new scaffolds. Its weight, chosen on the out-of-fold predictions of a ${SELECTION_FOLDS}-fold CV of the scaffold split's training part (${outer.train.length} molecules, scaffolds kept whole): ${best.w} (R² there ${f(servedSelection)} served, ${f(result.selection.network)} network alone, ${f(best.r2)} averaged). The scaffold hold-out (${outer.test.length} molecules, scored once): served R² ${f(heldOut.served.r2)}, network alone ${f(heldOut.network.r2)}, averaged at that weight ${f(heldOut.blend.r2)}. ${verdict}`,
    ...result,
  });
  return result;
}
