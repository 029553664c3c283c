import { findTool, type ToolId } from '@peptox/tool-contract';
import { type DefinedTool, defineTool } from '../define-tool.tsx';
import type { MethodModule } from '../definition.ts';
import { autodockVina, type DockingProgram } from './program.ts';

/**
 * A docking tool's method page prose: what this site runs, then the program's own account, from
 * the tool's content module (whose default export is its `DockingProgram`). Both load on first
 * visit; the papers to cite are the program's, then AutoDock Vina's.
 */
function dockingMethod(
  id: ToolId,
  content: () => Promise<{ default: DockingProgram }>,
): MethodModule {
  return async () => {
    const [{ default: program }, { DockingProgramProse }] = await Promise.all([
      content(),
      import('./DockingProgramProse.tsx'),
    ]);
    const name = findTool(id)?.name ?? id;
    return {
      default: () => <DockingProgramProse name={name} program={program} />,
      references: [...program.references, autodockVina],
    };
  };
}

export interface DockingToolDefinition {
  id: ToolId;
  /** The module whose default export is the program's account, for the method page. */
  content: () => Promise<{ default: DockingProgram }>;
}

/**
 * A docking tool: the shared pages of a job tool (home with the docking form, help, method,
 * statistics, job and retrieve pages), its method page telling the program's story.
 */
export function defineDockingTool({ id, content }: DockingToolDefinition): DefinedTool {
  return defineTool({
    id,
    input: { kind: 'docking' },
    example: '',
    pages: { method: dockingMethod(id, content) },
  });
}
