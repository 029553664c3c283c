import type { Static } from 'typebox';
import type {
  ChangeMethodSchema,
  ScanDefinitionsSchema,
  ScanFiguresSchema,
  ScoreChangesSchema,
  ServedBenchmarkSchema,
} from './wire/scan-changes.ts';

// What a mutant scan answers for a score its benchmark measured, on the wire. Written once, as the
// schemas in ./wire/scan-changes.ts (their fields documented there); @peptox/mutant-scan computes
// them.

/** What a scan benchmark reports of predicted against measured changes. */
export type ScanFigures = Static<typeof ScanFiguresSchema>;

/** The figures' definitions, as a benchmark file records them. */
export type ScanDefinitions = Static<typeof ScanDefinitionsSchema>;

/** How a variant's change is predicted from the model's two predictions and the anchor. */
export type ChangeMethod = Static<typeof ChangeMethodSchema>;

/** The benchmark as a scan's answer states it: per anchor, the method kept and its figures. */
export type ServedBenchmark = Static<typeof ServedBenchmarkSchema>;

/** The changes of one score: the anchor, each variant's change, how far a change can be trusted. */
export type ScoreChanges = Static<typeof ScoreChangesSchema>;
