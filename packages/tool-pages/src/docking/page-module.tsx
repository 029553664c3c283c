import { findTool, type ToolId } from '@peptox/tool-contract';
import { type DefinedTool, defineTool } from '../define-tool.tsx';
import type { PageModule } from '../definition.ts';
import type { DockingProgram } from './program.ts';

/**
 * The home page of a docking tool: the shared docking-program page filled with the tool's
 * content module (whose default export is its `DockingProgram`). Both load on first visit.
 */
export function dockingProgramPage(
  id: ToolId,
  content: () => Promise<{ default: DockingProgram }>,
): PageModule {
  return async () => {
    const [{ default: program }, { DockingProgramPage }] = await Promise.all([
      content(),
      import('./DockingProgramPage.tsx'),
    ]);
    const tool = findTool(id);
    if (!tool) throw new Error(`'${id}' is not a tool of the catalogue`);
    return { default: () => <DockingProgramPage tool={tool} program={program} /> };
  };
}

export interface DockingToolDefinition {
  id: ToolId;
  /** The module whose default export is the program's page content. */
  content: () => Promise<{ default: DockingProgram }>;
}

/** A docking program's tool: an information tool whose one page is the docking-program page. */
export function defineDockingTool({ id, content }: DockingToolDefinition): DefinedTool {
  return defineTool({
    id,
    input: { kind: 'none' },
    pages: { home: dockingProgramPage(id, content) },
  });
}
