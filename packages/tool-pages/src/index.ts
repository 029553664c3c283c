export {
  CardFigure,
  type CardFigureProps,
  CardThreshold,
  type CardThresholdProps,
} from './components/CardFigure.tsx';
export { ModelCards, type ModelCardsProps } from './components/ModelCards.tsx';
export { DataCounts, ModelCardView } from './components/ModelCardView.tsx';
export { type DefinedTool, defineTool } from './define-tool.tsx';
export type {
  HomeContent,
  InputDefinition,
  MethodModule,
  PageModule,
  PredictionToolDefinition,
  ToolDefinition,
} from './definition.ts';
export { type DockingToolDefinition, defineDockingTool } from './docking/page-module.tsx';
export type {
  DockingProgram,
  Finding,
  PaperResults,
  ProgramDownload,
  ProgramOption,
} from './docking/program.ts';
export { sharedReferences } from './references.ts';
