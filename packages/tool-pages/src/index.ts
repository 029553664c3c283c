export { ModelCards, type ModelCardsProps } from './components/ModelCards.tsx';
export { DataCounts, ModelCardView } from './components/ModelCardView.tsx';
export { type DefinedTool, defineTool } from './define-tool.tsx';
export type {
  HomeContent,
  InformationToolDefinition,
  InputDefinition,
  PageModule,
  PredictionToolDefinition,
  ToolDefinition,
} from './definition.ts';
