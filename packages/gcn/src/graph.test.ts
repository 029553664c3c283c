import { loadRDKit, type MoleculeGraph, withMolecule } from '@peptox/molecule';
import { beforeAll, describe, expect, it } from 'vitest';
import { ATOM_FEATURE_NAMES, ATOM_FEATURES, atomFeatures } from './atom-features.ts';
import { BOND_TYPES, type GraphInput, graphInput, packBatch } from './graph-input.ts';
import { convolve, dense, maxByMolecule, sumByMolecule } from './graph-ops.ts';
import { type Tensor, type Tensor2D, tf, useWasmBackend } from './tf.ts';

let graphOf: (smiles: string) => MoleculeGraph;
beforeAll(async () => {
  const rdkit = await loadRDKit();
  await useWasmBackend();
  graphOf = (smiles) => {
    const read = withMolecule(rdkit, smiles, (m) => m.graph());
    if (!read.ok) throw new Error(read.reason);
    return read.value;
  };
});

const on = (features: Float32Array, atom: number) =>
  ATOM_FEATURE_NAMES.filter((_, f) => features[atom * ATOM_FEATURES + f] === 1);

describe('atom features', () => {
  it('describe each atom one-hot, as RDKit sees it', () => {
    // Acetic acid's carbonyl carbon, pyridine's nitrogen, a charged amine, a chlorine.
    expect(on(atomFeatures(graphOf('CC(=O)O')), 1)).toEqual([
      'element C',
      'degree 3',
      'charge zero',
      'hybridisation sp2',
      'hydrogens 0',
    ]);
    expect(on(atomFeatures(graphOf('c1ccncc1')), 3)).toEqual([
      'element N',
      'degree 2',
      'charge zero',
      'hybridisation sp2',
      'aromatic',
      'hydrogens 0',
      'in ring',
    ]);
    expect(on(atomFeatures(graphOf('C[NH3+]')), 1)).toContain('charge positive');
    expect(on(atomFeatures(graphOf('C[NH3+]')), 1)).toContain('hydrogens 3');
    expect(on(atomFeatures(graphOf('CC#N')), 1)).toContain('hybridisation sp');
    expect(on(atomFeatures(graphOf('[Na+].[Cl-]')), 0)).toEqual([
      'element other',
      'degree 0',
      'charge positive',
      'hybridisation other',
      'hydrogens 0',
    ]);
  });

  it('set exactly one value of each one-hot group per atom', () => {
    const features = atomFeatures(graphOf('CN1C=NC2=C1C(=O)N(C(=O)N2C)C')); // caffeine
    for (let atom = 0; atom < features.length / ATOM_FEATURES; atom++) {
      const names = on(features, atom);
      for (const group of ['element', 'degree', 'charge', 'hybridisation', 'hydrogens']) {
        expect(names.filter((n) => n.startsWith(group))).toHaveLength(1);
      }
    }
  });
});

describe('packBatch', () => {
  it('puts molecules side by side with two directed edges per bond, typed and normalised', () => {
    const ethanol = graphInput(graphOf('CCO'));
    const benzene = graphInput(graphOf('c1ccccc1'));
    const batch = packBatch([ethanol, benzene]);
    expect(batch.molecules).toBe(2);
    expect(batch.atoms).toBe(9);
    expect([...batch.atomMolecule]).toEqual([0, 0, 0, 1, 1, 1, 1, 1, 1]);
    expect(batch.edgeSource).toHaveLength(2 * (2 + 6));
    // Ethanol's C-C bond: degrees 1+1 and 2+1, so 1/sqrt(2*3), both ways, single.
    expect(batch.edgeSource.slice(0, 2)).toEqual(Int32Array.from([0, 1]));
    expect(batch.edgeTarget.slice(0, 2)).toEqual(Int32Array.from([1, 0]));
    expect(batch.edgeWeight[0]).toBeCloseTo(1 / Math.sqrt(6));
    expect(BOND_TYPES[batch.edgeType[0] as number]).toBe('single');
    // Benzene's bonds start at atom 3, are aromatic and join atoms of degree 2 (weight 1/3).
    expect(Math.min(...batch.edgeSource.slice(4))).toBe(3);
    expect([...batch.edgeType.slice(4)].every((t) => BOND_TYPES[t] === 'aromatic')).toBe(true);
    expect(batch.edgeWeight[4]).toBeCloseTo(1 / 3);
    expect(batch.features.slice(3 * ATOM_FEATURES, 9 * ATOM_FEATURES)).toEqual(benzene.features);
  });

  it('carries molecule features and refuses a batch where they differ in width', () => {
    const a = graphInput(graphOf('CCO'), Float32Array.from([1, 2]));
    const b = graphInput(graphOf('CN'), Float32Array.from([3, 4]));
    expect([...packBatch([a, b]).moleculeFeatures]).toEqual([1, 2, 3, 4]);
    expect(() => packBatch([a, graphInput(graphOf('CN'))])).toThrow('same number');
  });
});

describe('graph operations and their gradients', () => {
  // Three molecules of 3, 1 and 4 atoms, with every bond type.
  let graphs: GraphInput[];
  beforeAll(() => {
    graphs = ['C=CC#N', 'O', 'c1ccoc1'].map((s) => graphInput(graphOf(s)));
  });

  const random = (shape: [number, number], seed: number) =>
    tf.randomUniform(shape, -1, 1, 'float32', seed) as Tensor2D;

  /** The same operations from plain TensorFlow.js ops on dense matrices: the reference. */
  function reference(batch: ReturnType<typeof packBatch>) {
    const { atoms, molecules } = batch;
    const types = BOND_TYPES.length;
    const adjacency = new Float32Array(types * atoms * atoms);
    batch.edgeSource.forEach((from, e) => {
      const to = batch.edgeTarget[e] as number;
      adjacency[(batch.edgeType[e] as number) * atoms * atoms + to * atoms + from] += batch
        .edgeWeight[e] as number;
    });
    const membership = new Float32Array(molecules * atoms);
    batch.atomMolecule.forEach((m, a) => {
      membership[m * atoms + a] = 1;
    });
    return {
      convolve(projected: Tensor2D, gates: Tensor2D): Tensor2D {
        const width = gates.shape[1] as number;
        const [neighbour, self] = tf.split(projected, 2, 1) as [Tensor2D, Tensor2D];
        let out: Tensor2D = self;
        for (let t = 0; t < types; t++) {
          const a = tf.tensor2d(adjacency.slice(t * atoms * atoms, (t + 1) * atoms * atoms), [
            atoms,
            atoms,
          ]);
          const gate = tf.slice(gates, [t, 0], [1, width]);
          out = tf.add(out, tf.mul(tf.matMul(a, neighbour), gate));
        }
        return out;
      },
      sum: (x: Tensor2D): Tensor2D => tf.matMul(tf.tensor2d(membership, [molecules, atoms]), x),
      max: (x: Tensor2D) =>
        tf.stack(
          Array.from({ length: molecules }, (_, m) => {
            const rows = [...batch.atomMolecule.keys()].filter((a) => batch.atomMolecule[a] === m);
            return tf.max(tf.gather(x, rows), 0);
          }),
        ) as Tensor2D,
    };
  }

  const close = (a: Tensor, b: Tensor) => {
    const x = a.dataSync();
    const y = b.dataSync();
    expect(a.shape).toEqual(b.shape);
    x.forEach((v, i) => {
      expect(v).toBeCloseTo(y[i] as number, 4);
    });
  };

  it('convolve matches dense adjacency products, and so do its gradients', () => {
    const batch = packBatch(graphs);
    const ref = reference(batch);
    const width = 5;
    const projected = random([batch.atoms, 2 * width], 1);
    const gates = random([BOND_TYPES.length, width], 2);
    const weights = random([batch.atoms, width], 3);
    close(convolve(projected, gates, batch), ref.convolve(projected, gates));
    const loss =
      (f: (p: Tensor2D, g: Tensor2D) => Tensor2D) =>
      (...[p, g]: Tensor[]) =>
        tf.sum(tf.mul(f(p as Tensor2D, g as Tensor2D), weights));
    const ours = tf.grads(loss((p, g) => convolve(p, g, batch)))([projected, gates]);
    const theirs = tf.grads(loss(ref.convolve))([projected, gates]);
    close(ours[0] as Tensor, theirs[0] as Tensor);
    close(ours[1] as Tensor, theirs[1] as Tensor);
  });

  it('sums and maxima per molecule match plain ops, gradients included', async () => {
    const batch = packBatch(graphs);
    const ref = reference(batch);
    const x = random([batch.atoms, 4], 4);
    const weights = random([batch.molecules, 4], 5);
    close(sumByMolecule(x, batch), ref.sum(x));
    const loss = (f: (x: Tensor2D) => Tensor2D) => (v: Tensor) =>
      tf.sum(tf.mul(f(v as Tensor2D), weights));
    close(tf.grad(loss((v) => sumByMolecule(v, batch)))(x), tf.grad(loss(ref.sum))(x));
    close(maxByMolecule(x, batch), ref.max(x));
    // The reference's max gradient uses gather; compute it on the cpu backend.
    const oursMax = tf
      .grad(loss((v) => maxByMolecule(v, batch)))(x)
      .arraySync();
    await tf.setBackend('cpu');
    const cpuX = tf.tensor2d(x.arraySync() as number[][]);
    const cpuWeights = tf.tensor2d(weights.arraySync() as number[][]);
    const theirs = tf
      .grad((v: Tensor) => tf.sum(tf.mul(ref.max(v as Tensor2D), cpuWeights)))(cpuX)
      .arraySync();
    await tf.setBackend('wasm');
    expect(oursMax).toEqual(theirs);
  });

  it('dense has the gradient of matMul', () => {
    const x = random([6, 3], 6);
    const w = random([3, 4], 7);
    const weights = random([6, 4], 8);
    const ours = tf.grads((...[a, b]: Tensor[]) =>
      tf.sum(tf.mul(dense(a as Tensor2D, b as Tensor2D), weights)),
    )([x, w]);
    const theirs = tf.grads((...[a, b]: Tensor[]) =>
      tf.sum(tf.mul(tf.matMul(a as Tensor2D, b as Tensor2D), weights)),
    )([x, w]);
    close(ours[0] as Tensor, theirs[0] as Tensor);
    close(ours[1] as Tensor, theirs[1] as Tensor);
  });
});
