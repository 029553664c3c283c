import { defineDockingTool } from '@peptox/tool-pages';

export const tool = defineDockingTool({
  id: 'psovina',
  tagline: 'Protein–ligand docking: AutoDock Vina with a particle swarm',
  content: () => import('./content/program.tsx'),
});
