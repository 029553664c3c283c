// A peptide tool's predictor from its definition: its methods, the models each runs (a model file,
// its feature set and its outputs), and how the columns group into tables. Every peptide tool
// gets from here the same row: the values with their intervals or calibrated probabilities, the
// nearest measured training peptide and the domain per model, the notes, and the model versions.
import type { ModelEvidence } from '@peptox/evidence';
import {
  NO_SIBLING,
  type ScanFile,
  type ScoreChanges,
  scoreChanges,
  singleEdit,
} from '@peptox/mutant-scan';
import type { FeatureBlock } from '@peptox/peptide-features';
import {
  type Column,
  type GenomeWindow,
  INVALID_CLASS,
  joinNotes,
  type MethodInfo,
  type ModelCard,
  type ResultRow,
  type TableSpec,
} from '@peptox/tool-schema';
import {
  type LoadedModel,
  loadEvidence,
  loadModelFile,
  loadScanFile,
  versionOf,
} from './models.ts';
import type { ClassifierOutput, RegressionOutput } from './outputs.ts';
import { unscorableNote } from './peptide.ts';
import {
  type InputRecord,
  once,
  type PredictOptions,
  peptideInputColumns,
  type ToolPredictor,
} from './predictor.ts';
import { measuredNeighbours, siblingMeasured } from './scan-records.ts';

/** One output of a model: which head of its evidence file it reads, and its columns and cells. */
export type ModelOutput =
  | { head: string; regression: RegressionOutput }
  | { head: string; classifier: ClassifierOutput };

/** A trained model as a method runs it. */
export interface PeptideModel {
  /** models/<file>.json beside its evidence (models/<file>.evidence.json). */
  url: URL;
  features: FeatureBlock;
  outputs: readonly ModelOutput[];
}

/** A method of the tool and the models it runs. */
export interface PeptideMethod extends MethodInfo {
  models: readonly PeptideModel[];
  /**
   * Columns computed from the method's own values (a ratio of two of them, say), placed after
   * its values; `derive` fills them for a row whose values are set.
   */
  derived?: { columns: readonly Column[]; derive(row: ResultRow): void };
  /**
   * The method's values apply only to peptides a classifier calls positive (a MIC only to
   * peptides called antimicrobial): for another peptide they stay empty, with the reason, unless
   * the peptide is a training record the method's model measured. Not asked in a mutant scan.
   */
  appliesWhen?: Gate;
}

/** A classifier whose positive call a method's values need (see PeptideMethod.appliesWhen). */
export interface Gate {
  model: PeptideModel;
  /** Its evidence head (the calibration and threshold). */
  head: string;
  /** What its call is, for the model versions a job records. */
  role: string;
  /** Why the values do not apply, given the classifier's calibrated probability and threshold. */
  reason(probability: number, threshold: number): string;
}

export interface PeptideToolSpec {
  tool: string;
  name: string;
  genome?: GenomeWindow;
  methods: readonly PeptideMethod[];
  tables: readonly TableSpec[];
  /** The command that retrains the models, for errors when a file does not fit the code. */
  retrain: string;
  modelCards: readonly ModelCard[];
  /** The columns `pnpm predict` prints; all but the web-only nearest inputs by default. */
  cliColumns?: readonly string[];
  /** Peptides the warm-up scores (every method, both length branches). */
  warmUp: readonly string[];
  /** The note column's explanation. */
  noteDescription?: string;
}

const outputColumns = (output: ModelOutput) =>
  'regression' in output ? output.regression : output.classifier;

/**
 * The tool's columns: id and sequence, every method's values (and derived columns), then every
 * model's evidence, and the note: the values stay where they were before evidence came.
 */
export function peptideToolColumns(spec: Pick<PeptideToolSpec, 'methods' | 'noteDescription'>) {
  const columns: Column[] = [...peptideInputColumns];
  const outputsOf = (method: PeptideMethod) =>
    method.models.flatMap((m) => m.outputs.map(outputColumns));
  for (const method of spec.methods) {
    columns.push(...outputsOf(method).flatMap((o) => o.valueColumns));
    columns.push(...(method.derived?.columns ?? []));
  }
  for (const method of spec.methods) {
    columns.push(...outputsOf(method).flatMap((o) => o.evidenceColumns));
  }
  columns.push({
    key: 'note',
    label: 'Note',
    type: 'text',
    description:
      spec.noteDescription ??
      'Why a method gave no value for the peptide, or why a value deserves caution.',
  });
  return columns;
}

/** Scan benchmarks already reported as measuring another model version. */
const staleScans = new Set<string>();

interface Loaded {
  model: LoadedModel;
  evidence: ModelEvidence;
}

/** The ToolPredictor of a peptide tool (see PeptideToolSpec). */
export function peptidePredictor(spec: PeptideToolSpec): ToolPredictor {
  const columns = peptideToolColumns(spec);
  const methodIds = spec.methods.map((m) => m.id);
  const models = [...new Set(spec.methods.flatMap((m) => m.models))];
  const loaded = new Map<PeptideModel, Loaded>();
  const load = (model: PeptideModel): Loaded => {
    let entry = loaded.get(model);
    if (!entry) {
      entry = {
        model: loadModelFile(model.url, model.features.size, spec.retrain),
        evidence: loadEvidence(model.url, spec.retrain),
      };
      loaded.set(model, entry);
    }
    return entry;
  };

  /**
   * Rows of the records. Model by model over all records rather than record by record over the
   * models: each model's trees and each evidence index stay in the CPU's caches while they work,
   * which makes the nearest-record searches of five models several times faster.
   */
  function predictSync(
    records: readonly InputRecord[],
    chosen: readonly string[],
    options: PredictOptions = {},
  ): ResultRow[] {
    return score(records, chosen, options).rows;
  }

  /** The rows, and each running model's raw score of every record (its own scale). */
  function score(
    records: readonly InputRecord[],
    chosen: readonly string[],
    { evidence: withEvidence = true }: PredictOptions = {},
  ): { rows: ResultRow[]; raw: Map<PeptideModel, Float64Array> } {
    for (const m of chosen) {
      if (!methodIds.includes(m)) throw new Error(`${spec.name} has no method '${m}'`);
    }
    const running = spec.methods.filter((m) => chosen.includes(m.id));
    const gates = withEvidence
      ? [...new Set(running.flatMap((m) => (m.appliesWhen ? [m.appliesWhen] : [])))]
      : [];
    const invalidClasses = columns.filter(
      (c) => c.type === 'class' && !c.role && running.some((m) => m.id === c.method),
    );
    const rows: ResultRow[] = [];
    const notes: string[][] = [];
    const scorable: number[] = [];
    const sequences: string[] = [];
    records.forEach(({ id, text }, r) => {
      const row: ResultRow = Object.fromEntries(columns.map((c) => [c.key, null]));
      row.id = id;
      row.sequence = text;
      rows.push(row);
      notes.push([]);
      const sequence = text.toUpperCase();
      sequences.push(sequence);
      const unscorable = unscorableNote(sequence);
      if (!unscorable) scorable.push(r);
      else if (running.length > 0) {
        for (const column of invalidClasses) row[column.key] = INVALID_CLASS;
        notes[r]?.push(unscorable);
      }
    });
    // Each feature set once per peptide, then every model that reads it.
    const runningModels = [
      ...new Set([...running.flatMap((m) => m.models), ...gates.map((g) => g.model)]),
    ];
    const raw = new Map(runningModels.map((m) => [m, new Float64Array(records.length)]));
    for (const block of new Set(runningModels.map((m) => m.features))) {
      const readers = runningModels.filter((m) => m.features === block);
      const trained = readers.map((m) => load(m).model.model);
      const x = new Float32Array(block.size);
      for (const r of scorable) {
        block.compute(sequences[r] as string, x);
        readers.forEach((m, k) => {
          (raw.get(m) as Float64Array)[r] = (trained[k] as LoadedModel['model']).predict(x);
        });
      }
    }
    // Per gate, the rows its classifier does not call positive, and why.
    const refused = new Map<Gate, Map<number, string>>();
    for (const gate of gates) {
      const head = load(gate.model).evidence.head(gate.head);
      const scores = raw.get(gate.model) as Float64Array;
      const threshold = head.threshold ?? 0.5;
      const reasons = new Map<number, string>();
      for (const r of scorable) {
        const score = scores[r] as number;
        if (head.classOf(score) === 0)
          reasons.set(r, gate.reason(head.probability(score), threshold));
      }
      refused.set(gate, reasons);
    }
    const runningOutputs = new Set(running.flatMap((m) => m.models));
    for (const model of runningModels) {
      if (!runningOutputs.has(model)) continue;
      const { evidence } = load(model);
      const scores = raw.get(model) as Float64Array;
      const gate = running.find((m) => m.models.includes(model))?.appliesWhen;
      for (const output of model.outputs) {
        const head = evidence.head(output.head);
        for (const r of scorable) {
          const sequence = sequences[r] as string;
          const query = { text: sequence };
          const notApplicable = gate ? refused.get(gate)?.get(r) : undefined;
          const context = {
            length: sequence.length,
            evidence: withEvidence,
            ...(notApplicable ? { notApplicable } : {}),
          };
          const result =
            'regression' in output
              ? output.regression.cells(evidence, head, scores[r] as number, query, context)
              : output.classifier.cells(evidence, head, scores[r] as number, query, context);
          Object.assign(rows[r] as ResultRow, result.cells);
          const own = notes[r] as string[];
          for (const note of result.notes) if (!own.includes(note)) own.push(note);
        }
      }
    }
    for (const r of scorable) {
      for (const method of running) method.derived?.derive(rows[r] as ResultRow);
    }
    rows.forEach((row, r) => {
      row.note = joinNotes(notes[r] as string[]);
    });
    return { rows, raw };
  }

  /**
   * The scan: values only, and for each regression output its scan benchmark measured, the
   * variants' changes against the wild type's anchor (its measured value when the evidence finds
   * it among the training records, else its prediction) by the benchmark's change model.
   */
  function scanSync(wildType: string, variants: readonly InputRecord[], chosen: readonly string[]) {
    const records = [{ id: 'wild type', text: wildType }, ...variants];
    const { rows, raw } = score(records, chosen, { evidence: false });
    const upper = wildType.toUpperCase();
    const edits = variants.map((v) => singleEdit(upper, v.text.toUpperCase()));
    const changes: ScoreChanges[] = [];
    for (const [model, scores] of raw) {
      const file = scanFileOf(model);
      if (!file) continue;
      for (const output of model.outputs) {
        if (!('regression' in output) || output.head !== file.head) continue;
        const { toValue, valueColumns } = output.regression;
        if (valueColumns[0]?.key !== file.column) {
          throw new Error(
            `${file.model}.scan.json measured ${file.column}, not ${valueColumns[0]?.key}`,
          );
        }
        // The change's scale: log10 of the value; none where the row has no value.
        const onScale = (r: number) =>
          rows[r]?.[file.column] === null ? null : Math.log10(toValue(scores[r] as number));
        const head = load(model).evidence.head(output.head);
        const found = head.nearest({ text: upper });
        const neighbours = measuredNeighbours(head, toValue, upper);
        const sibling = file.sibling ? siblingOf(file.sibling, upper) : () => NO_SIBLING;
        const answer = scoreChanges(file, {
          wildType: upper,
          reference: onScale(0),
          variants: variants.map((_, i) => onScale(i + 1)),
          edits,
          neighbours: variants.map((v) => neighbours(v.text.toUpperCase())),
          siblings: variants.map((v) => sibling(v.text.toUpperCase())),
          measured: found?.identical
            ? { value: Math.log10(toValue(found.measured)), record: found.id }
            : null,
        });
        if (answer) changes.push(answer);
      }
    }
    return { rows, changes };
  }

  /** What a scan file's sibling endpoint measured of a wild type (upper case) and its variants. */
  function siblingOf(sibling: NonNullable<ScanFile['sibling']>, wildType: string) {
    const model = models.find((m) => m.url.pathname.endsWith(`/${sibling.model}.json`));
    const output = model?.outputs.find((o) => o.head === sibling.head);
    if (!model || !output || !('regression' in output)) {
      throw new Error(
        `The scan reads the measured changes of ${sibling.model} (${sibling.head}), which ${spec.name} does not serve.`,
      );
    }
    return siblingMeasured(
      load(model).evidence.head(sibling.head),
      output.regression.toValue,
      wildType,
    );
  }

  /** A model's scan benchmark, when it measured the model file that serves (else none). */
  function scanFileOf(model: PeptideModel): ScanFile | null {
    const file = loadScanFile(model.url);
    if (!file) return null;
    const { version } = load(model).model;
    if (file.modelVersion === version) return file;
    if (!staleScans.has(file.model)) {
      staleScans.add(file.model);
      console.warn(
        `${file.model}.scan.json measured model version ${file.modelVersion}, not ${version}: the scan gives no changes for it until the benchmark runs again (pnpm --filter @peptox/predictors bench:scan).`,
      );
    }
    return null;
  }

  return {
    tool: spec.tool,
    name: spec.name,
    input: 'peptide',
    ...(spec.genome ? { genome: spec.genome } : {}),
    methods: spec.methods.map(({ models: _, derived: __, appliesWhen: ___, ...info }) => info),
    columns,
    tables: [...spec.tables],
    cliColumns:
      spec.cliColumns ?? columns.filter((c) => c.role !== 'nearest-input').map((c) => c.key),
    modelCards: spec.modelCards,
    init: once(async () => {
      for (const model of models) load(model);
    }),
    async warmUp() {
      predictSync(
        spec.warmUp.map((text, i) => ({ id: `warm-up-${i}`, text })),
        methodIds,
      );
    },
    async predict(records, chosen, options) {
      return predictSync(records, chosen, options);
    },
    async scan(wildType, variants, chosen) {
      return scanSync(wildType, variants, chosen);
    },
    modelVersions(chosen) {
      return spec.methods
        .filter((m) => chosen.includes(m.id))
        .flatMap((m) => [
          ...m.models.map((model) => versionOf(load(model).model, m.id)),
          ...(m.appliesWhen
            ? [{ ...versionOf(load(m.appliesWhen.model).model, m.id), role: m.appliesWhen.role }]
            : []),
        ]);
    },
  };
}
