// The scan benchmark's file beside the model it measured (models/<model>.scan.json): written by
// the benchmark command, read by the service (the change model and uncertainty it applies), and
// by the model cards; its figures reach the workbench through the scan's answer.
import type { ScanCase } from './benchmark.ts';
import type { AnchorKind } from './change.ts';
import type { ScanDefinitions } from './figures.ts';

export const SCAN_FILE_FORMAT = 'peptox-scan-benchmark';

export interface ScanFile {
  format: typeof SCAN_FILE_FORMAT;
  /**
   * 2: a case may keep the learned change (ScanCase.learned); 3: the learned change reads the
   * variant's measured neighbours too; 4: and the change measured in a sibling endpoint.
   */
  version: 4;
  /** The model file measured (models/<model>.json), its evidence head and the served column. */
  model: string;
  head: string;
  column: string;
  label: string;
  unit: string;
  /** The model file's version (SHA-256, 12 digits) and training date: the scan serves only it. */
  modelVersion: string;
  trainedAt: string;
  /** When the benchmark ran (YYYY-MM-DD), by which command, how many CPU seconds it took. */
  date: string;
  command: string;
  cpuSeconds: number;
  /** The measured records, their analog pairs, and the folds of each case. */
  records: number;
  pairs: number;
  folds: number;
  seed: number;
  definitions: ScanDefinitions;
  cases: Record<AnchorKind, ScanCase>;
  /**
   * The sibling endpoint whose measurements the learned change reads (the other bacterium's MIC
   * model: its file's name, evidence head and value's label), or null.
   */
  sibling: { model: string; head: string; label: string } | null;
}

export function readScanFile(text: string): ScanFile {
  const file = JSON.parse(text) as ScanFile;
  if (file.format !== SCAN_FILE_FORMAT || file.version !== 4) {
    throw new Error(
      'Not a version 4 scan benchmark file: run the benchmark again (pnpm --filter @peptox/predictors bench:scan).',
    );
  }
  return file;
}
