import type { ToolPredictor } from '@peptox/predictor-kit';
import type { AppContext } from '../context.ts';
import { notFound } from '../http/envelope.ts';
import { messages } from '../http/messages.ts';

/** The predictor of a tool named in a path, or a 404 that names it. */
export function findTool(context: AppContext, tool: string): ToolPredictor {
  const predictor = Object.hasOwn(context.predictors, tool) ? context.predictors[tool] : undefined;
  if (!predictor) throw notFound('tool', messages.toolUnknown(tool));
  return predictor;
}
