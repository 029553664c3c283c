// The scan benchmark of one served model: its analog pairs scored out of fold by refits of the
// model (@peptox/mutant-scan's cross-validation), the change model kept per anchor, and the file
// the service reads (models/<model>.scan.json).
import { readFileSync } from 'node:fs';
import {
  analogPairs,
  benchmarkCases,
  crossValidatePairs,
  type PairCrossValidation,
  SCAN_DEFINITIONS,
  SCAN_FILE_FORMAT,
  type ScanFile,
} from '@peptox/mutant-scan';
import { contentVersion } from '@peptox/predictor-kit';
import type { Refit } from './scan-refit.ts';

export const SCAN_COMMAND = 'pnpm --filter @peptox/predictors bench:scan';

export interface ScanBenchmarkOptions {
  folds?: number;
  seed?: number;
  /** The model file measured (its version goes into the file). */
  modelUrl: URL;
  /** Told of each fit as it ends. */
  onFit?: (anchor: string, fold: number, seconds: number) => void;
  /** Given the scored pairs, for methods tried beside the file's (the learned change). */
  onPairs?: (cv: PairCrossValidation) => void;
  /**
   * The sibling endpoint (the other bacterium's MIC model): its file's name, evidence head, value's
   * label and measured values by peptide (upper case, on the change's scale), read by the learned
   * change.
   */
  sibling?: { model: string; head: string; label: string; measured: ReadonlyMap<string, number> };
}

export function runScanBenchmark(refit: Refit, options: ScanBenchmarkOptions): ScanFile {
  const { folds = 10, seed = 2026 } = options;
  const cpu = process.cpuUsage();
  const pairs = analogPairs(refit.sequences);
  const cv = crossValidatePairs(
    { sequences: refit.sequences, measured: refit.measured },
    pairs,
    (rows, fold, anchor) => {
      const started = performance.now();
      const predict = refit.foldFit(rows, fold, anchor);
      options.onFit?.(anchor, fold, (performance.now() - started) / 1000);
      return predict;
    },
    { folds, seed },
  );
  const cases = benchmarkCases(cv, options.sibling?.measured ?? null);
  options.onPairs?.(cv);
  const used = process.cpuUsage(cpu);
  const column = refit.output.valueColumns[0];
  if (!column?.unit) throw new Error(`${refit.name}: its value has no unit`);
  return {
    format: SCAN_FILE_FORMAT,
    version: 4,
    model: refit.name,
    head: refit.head,
    column: column.key,
    label: column.label,
    unit: column.unit,
    modelVersion: contentVersion(readFileSync(options.modelUrl)),
    trainedAt: refit.trainedAt,
    date: new Date().toISOString().slice(0, 10),
    command: SCAN_COMMAND,
    cpuSeconds: Math.round((used.user + used.system) / 1e6),
    records: refit.sequences.length,
    pairs: pairs.length,
    folds,
    seed,
    definitions: SCAN_DEFINITIONS,
    cases,
    sibling: options.sibling
      ? { model: options.sibling.model, head: options.sibling.head, label: options.sibling.label }
      : null,
  };
}
