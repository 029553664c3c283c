import type { ToolId } from '@peptox/tool-contract';
import type { Reference } from '@peptox/ui';
import type { ComponentType, ReactNode } from 'react';

/** A page module whose default export is the page (loaded when the page is first opened). */
export type PageModule = () => Promise<{ default: ComponentType }>;

/** The method page's module: the tool's account of its methods, and the papers to cite. */
export type MethodModule = () => Promise<{ default: ComponentType; references: Reference[] }>;

/** How the tool takes its input. */
export type InputDefinition =
  /** FASTA peptides; with `genome`, also a genome translated in six frames. */
  | { kind: 'fasta'; genome: boolean }
  /**
   * Compounds: SMILES typed, uploaded (.smi) or drawn in the molecule editor, checked by RDKit in
   * the browser. Only for tools the catalogue calls `molecule` (their builds carry RDKit and the editor).
   */
  | { kind: 'smiles' }
  /**
   * A docking tool's job: a receptor file, ligands (files or SMILES) and the box, sent as a
   * multipart form. Only for tools the catalogue calls `docking`.
   */
  | { kind: 'docking' };

/**
 * What a prediction tool's home page says around the shared submission form. (Its heading and
 * intro are the catalogue's, @peptox/tool-contract: the shell shows them before the tool loads.)
 */
export interface HomeContent {
  /** A card of the tool's own beside the form, after the shared "come back later" card. */
  aside?: { title: string; body: ReactNode };
  /** The paper to cite, shown in the aside. */
  citation?: Reference;
}

/** The tool's catalogue entry (@peptox/tool-contract) gives its name, tagline, heading and intro. */
interface ToolBase {
  id: ToolId;
}

/** A tool that predicts: the shared form, job, retrieve, statistics and method pages, and its own prose. */
export interface PredictionToolDefinition extends ToolBase {
  input: InputDefinition;
  /**
   * The example input the form offers: FASTA peptides, or SMILES with names (one a line); a
   * docking tool's form offers none (its receptor is a file).
   */
  example: string;
  home?: HomeContent;
  /**
   * The tool's own prose pages, loaded when first opened. `method` (with its references) is
   * shown above the model cards the service serves;
   * without `help`, the shared help page (written from the service's tool description) is used;
   * `dataset` is needed when the catalogue gives the tool a dataset page. (A contact page, when
   * the catalogue gives one, is shared: its address comes from the runtime configuration.)
   */
  pages: { help?: PageModule; method: MethodModule; dataset?: PageModule };
}

export type ToolDefinition = PredictionToolDefinition;

/** What the shared pages of a prediction tool are given. */
export interface ToolPageProps {
  definition: PredictionToolDefinition;
}
