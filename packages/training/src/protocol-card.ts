// The card of a protocol run (ModelCard of @peptox/tool-schema): the spec and what the run
// measured, in words and figures; protocol-files.ts writes it beside the model file.
import type { TreeModel } from '@peptox/ml';
import type { EvidenceSummary, ModelCard } from '@peptox/tool-schema';
import { describeLearner, describeOutput } from './learners.ts';
import type { ProtocolEvaluation, ProtocolSpec } from './protocol-types.ts';

/** The final model as the card describes it: its trees and the size of its model file. */
export interface CardModel {
  trees: TreeModel;
  bytes: number;
}

/** The card of a run, dated today. */
export function protocolCard(
  spec: ProtocolSpec,
  evaluation: ProtocolEvaluation,
  model: CardModel,
  evidence?: EvidenceSummary,
): ModelCard {
  const { task, name, blend } = spec;
  const { chosen, split, seed } = evaluation;
  const n = spec.y.length;
  const noun = spec.rowNoun ?? 'rows';
  const kept = (what: string) =>
    spec.groups ? `${what}, ${spec.groups.description} kept on one side` : what;
  const strataText = spec.strata
    ? `, strata: ${spec.strata.description}`
    : task === 'regression'
      ? ', strata: target deciles'
      : '';
  return {
    name,
    title: spec.title,
    date: new Date().toISOString().slice(0, 10),
    model: blend
      ? `${describeLearner(task, chosen)}, blended with ${blend.name}: ${blend.description}`
      : describeLearner(task, chosen),
    output: blend
      ? `${describeOutput(task, chosen, spec.target)}, blended: ${blend.treesWeight} x that + ${+(1 - blend.treesWeight).toFixed(4)} x the ${blend.name} value`
      : describeOutput(task, chosen, spec.target),
    data: spec.data,
    features: { count: spec.featureNames.length, description: spec.features },
    split: {
      validation: kept(
        `seeded stratified hold-out of 20 % (${split.test.length} ${noun}, seed ${seed}${strataText}), never used to choose settings`,
      ),
      selection: `5-fold stratified cross-validation on the other 80 % (${split.train.length} ${noun}) over ${spec.grid.length} settings; chosen by ${evaluation.selectedBy}`,
      crossValidation: kept(
        '10-fold stratified cross-validation of the chosen setting on all data',
      ),
      final: `trained on all ${n} ${noun}`,
    },
    hyperParameters: chosen,
    selection: evaluation.selection,
    metrics: evaluation.metrics,
    file: {
      path: `models/${name}.json`,
      bytes: model.bytes,
      trees: model.trees.nTrees,
      nodes: model.trees.nNodes,
      trainSeconds: +evaluation.trainSeconds.toFixed(1),
    },
    topFeatures: topFeatures(model.trees, spec.featureNames),
    ...(evidence ? { evidence } : {}),
    notes: [...(spec.notes ?? []), ...evaluation.notes],
  };
}

/** The ten features of highest importance, when the model measures them. */
function topFeatures(model: TreeModel, names: readonly string[]) {
  if (!model.importances) return [];
  return [...model.importances.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 10)
    .map(([f, v]) => ({ feature: names[f] as string, importance: +v.toFixed(4) }));
}
