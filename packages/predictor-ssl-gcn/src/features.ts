// What the network reads of a molecule: its graph (atom features, typed bonds) and RDKit's 2D
// descriptors, scaled as on the training molecules, joined to the graph's readout.
import type { GraphInput } from '@peptox/gcn';
import { applyScaler, type Scaler } from '@peptox/ml';
import { DESCRIPTOR_NAMES } from '@peptox/molecule';

export const MOLECULE_FEATURES = DESCRIPTOR_NAMES.length;

/** A molecule's graph with its descriptors (DESCRIPTOR_NAMES order) scaled beside it. */
export function networkInput(
  graph: GraphInput,
  descriptors: ArrayLike<number>,
  scaler: Scaler,
): GraphInput {
  return { ...graph, moleculeFeatures: applyScaler(scaler, descriptors) };
}
