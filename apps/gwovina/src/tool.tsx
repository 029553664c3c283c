import { defineDockingTool } from '@peptox/tool-pages';

export const tool = defineDockingTool({
  id: 'gwovina',
  tagline: 'Protein–ligand docking: AutoDock Vina with a grey wolf optimiser',
  content: () => import('./content/program.tsx'),
});
