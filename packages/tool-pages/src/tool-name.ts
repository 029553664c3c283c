import { findTool } from '@peptox/tool-contract';

/** The tool's name as the catalogue gives it. */
export function toolName(id: string): string {
  return findTool(id)?.name ?? id;
}
