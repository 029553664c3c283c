import { defineDockingTool } from '@peptox/tool-pages';

export const tool = defineDockingTool({
  id: 'gwovina',
  content: () => import('./content/program.tsx'),
});
