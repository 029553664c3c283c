import { defineDockingTool } from '@peptox/tool-pages';

export const tool = defineDockingTool({
  id: 'psovina',
  content: () => import('./content/program.tsx'),
});
