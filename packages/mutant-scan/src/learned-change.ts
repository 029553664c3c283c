// A learned change: ridge regression from what a scan knows of one variant (the model's two
// predictions and the anchor, the wild type, the residue changed and where, and the measured
// values of the variant's other neighbours among the training peptides) to the measured change.
// The fitted line sees only the model's predictions; this also sees that potent wild types tend to
// lose potency (regression to the mean), what the substitution does to charge and hydrophobicity,
// what analogs one edit from the variant measured (read-across), and what a sibling endpoint (the
// other bacterium's MIC) measured of the variant: the change from the wild type where it measured
// both, the variant's value against the anchor where it measured the variant only.
import {
  CHOU_FASMAN_HELIX,
  EISENBERG_CONSENSUS,
  type Scale,
  SIDE_CHAIN_CHARGE,
  WIMLEY_WHITE_INTERFACE,
} from '@peptox/sequence';
import { type ChangeInputs, changeTerms } from './change.ts';
import type { Edit } from './pairs.ts';
import { fitRidge, type Ridge, ridgePredict } from './ridge.ts';

/** What the learned change reads of one variant. */
export interface LearnedChangeInputs extends ChangeInputs {
  /** The wild type, upper case. */
  wildType: string;
  edit: Edit;
  /**
   * The measured values (on the change's scale) of the training peptides one edit from the
   * variant (VariantNeighbours), the wild type not among them; none for most variants.
   */
  neighbours: readonly number[];
  /**
   * The sibling endpoint's measured values (on the change's scale) of the wild type and of the
   * variant, each null where it is not a training record of the sibling model (or there is none).
   */
  sibling: SiblingMeasured;
}

/** What a sibling endpoint measured of a wild type and one variant (see LearnedChangeInputs). */
export interface SiblingMeasured {
  wildType: number | null;
  variant: number | null;
}

/** No sibling endpoint, or one that measured neither peptide. */
export const NO_SIBLING: SiblingMeasured = { wildType: null, variant: null };

/** The features, in the order of their weights. */
export const LEARNED_FEATURES = [
  'difference',
  'anchor_gap',
  'anchor',
  'deletion',
  'charge_delta',
  'hydrophobicity_delta',
  'interface_delta',
  'helix_delta',
  'n_terminal',
  'c_terminal',
  'centrality',
  'length',
  'net_charge',
  'measured_neighbours',
  'neighbour_change',
  'sibling_both',
  'sibling_change',
  'sibling_variant_only',
  'sibling_variant_gap',
] as const;

/** The ridge regression and the features it weighs: a service computes it from these alone. */
export interface LearnedChangeModel extends Ridge {
  features: readonly string[];
}

/** The L2 penalty: with a few thousand pairs it only steadies nearly collinear features. */
export const LEARNED_LAMBDA = 10;

const residue = (scale: Scale, aa: string | null) => (aa === null ? 0 : (scale[aa] ?? 0));
const delta = (scale: Scale, edit: Edit) => residue(scale, edit.to) - residue(scale, edit.from);

export function learnedFeatures(inputs: LearnedChangeInputs): number[] {
  const { wildType, edit, anchor, neighbours, sibling } = inputs;
  const [difference, anchorGap] = changeTerms(inputs);
  const n = wildType.length;
  // 0 at the N terminus, 1 at the C terminus.
  const at = n > 1 ? (edit.position - 1) / (n - 1) : 0.5;
  let charge = 0;
  for (const aa of wildType) charge += residue(SIDE_CHAIN_CHARGE, aa);
  return [
    difference,
    anchorGap,
    anchor.value,
    edit.kind === 'deletion' ? 1 : 0,
    delta(SIDE_CHAIN_CHARGE, edit),
    delta(EISENBERG_CONSENSUS, edit),
    delta(WIMLEY_WHITE_INTERFACE, edit),
    delta(CHOU_FASMAN_HELIX, edit),
    edit.position <= 2 ? 1 : 0,
    edit.position >= n - 1 ? 1 : 0,
    1 - Math.abs(2 * at - 1),
    Math.log(n),
    charge,
    neighbours.length > 0 ? 1 : 0,
    // The neighbours' mean measured value against the anchor; 0 without neighbours.
    neighbours.length > 0
      ? neighbours.reduce((a, b) => a + b, 0) / neighbours.length - anchor.value
      : 0,
    ...siblingTerms(sibling, anchor.value),
  ];
}

/**
 * Where the sibling measured both peptides, its change; where it measured the variant only, the
 * variant's value there against the anchor (the two MICs of a peptide go together); else 0.
 */
function siblingTerms({ wildType, variant }: SiblingMeasured, anchor: number): number[] {
  if (variant === null) return [0, 0, 0, 0];
  return wildType === null ? [0, 0, 1, variant - anchor] : [1, variant - wildType, 0, 0];
}

export function predictLearnedChange(
  model: LearnedChangeModel,
  inputs: LearnedChangeInputs,
): number {
  return ridgePredict(model, learnedFeatures(inputs));
}

/** The learned change fitted on measured changes (ridge regression, see ridge.ts). */
export function fitLearnedChange(
  inputs: readonly LearnedChangeInputs[],
  measured: readonly number[],
  lambda = LEARNED_LAMBDA,
): LearnedChangeModel {
  if (inputs.length !== measured.length) throw new Error('One measured change per pair is needed.');
  if (inputs.length < 2 * LEARNED_FEATURES.length) {
    throw new Error(`A learned change needs at least ${2 * LEARNED_FEATURES.length} pairs.`);
  }
  return {
    features: [...LEARNED_FEATURES],
    ...fitRidge(inputs.map(learnedFeatures), measured, lambda),
  };
}
