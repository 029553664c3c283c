import type { AppContext, ServedTool } from '../context.ts';
import { notFound } from '../http/envelope.ts';
import { messages } from '../http/messages.ts';

/** The predictor of a tool named in a path, or a 404 that names it. */
export function findTool(context: AppContext, tool: string): ServedTool {
  const predictor = Object.hasOwn(context.tools, tool) ? context.tools[tool] : undefined;
  if (!predictor) throw notFound('tool', messages.toolUnknown(tool));
  return predictor;
}
