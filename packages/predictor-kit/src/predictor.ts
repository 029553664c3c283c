import type { ModelCard, ResultRow, ToolDescription } from '@peptox/tool-schema';

/** One input record: a peptide sequence or a SMILES, and its unique id. */
export interface InputRecord {
  id: string;
  text: string;
}

/**
 * A tool's predictor as the job service and the command line run it. Importing a predictor's
 * module must stay cheap (the API process reads every tool's description): models, WebAssembly
 * libraries and neural networks load in `init()`.
 */
export interface ToolPredictor extends ToolDescription {
  /** The cards of the models that serve, as their training runs wrote them, in method order. */
  modelCards: readonly ModelCard[];
  /** Loads the models; the first call does the work, later calls return the same promise. */
  init(): Promise<void>;
  /** Runs a small input of the predictor's own choosing through every method (after init). */
  warmUp(): Promise<void>;
  /** Scores records with the chosen methods; one row per record, in input order, none dropped. */
  predict(records: readonly InputRecord[], methods: readonly string[]): Promise<ResultRow[]>;
}

/** `init` that runs `load` once, however often and concurrently it is called. */
export function once(load: () => Promise<void>): () => Promise<void> {
  let loading: Promise<void> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined; // a failed load may be tried again
      throw error;
    });
    return loading;
  };
}
