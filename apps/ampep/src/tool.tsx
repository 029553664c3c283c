import { isEmail, isJobId, notFound, type ToolModule } from '@peptox/tool-contract';
import type { RouteObject } from 'react-router';
import { Header } from './Header.tsx';

/** A page module's default export becomes the route's Component (loaded on demand). */
const page =
  (load: () => Promise<{ default: React.ComponentType }>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

export const routes: RouteObject[] = [
  { path: 'home', lazy: page(() => import('./pages/home.tsx')) },
  { path: 'help', lazy: page(() => import('./pages/help.tsx')) },
  { path: 'method', lazy: page(() => import('./pages/method.tsx')) },
  { path: 'statistics', lazy: page(() => import('./pages/statistics.tsx')) },
  { path: 'dataset', lazy: page(() => import('./pages/dataset.tsx')) },
  {
    path: 'jobs/:id?',
    // Checked before the page loads: an id that cannot be a job id is a missing page.
    loader: ({ params }) => {
      if (params.id !== undefined && !isJobId(params.id)) notFound();
      return null;
    },
    lazy: page(() => import('./pages/job.tsx')),
  },
  {
    path: 'retrieve/:email?',
    loader: ({ params }) => {
      if (params.email !== undefined && !isEmail(params.email)) notFound();
      return null;
    },
    lazy: page(() => import('./pages/retrieve.tsx')),
  },
];

export const tool: ToolModule = {
  id: 'ampep',
  name: 'AmPEP',
  navigation: [
    { label: 'Home', to: 'home' },
    { label: 'Help', to: 'help' },
    { label: 'Method', to: 'method' },
    { label: 'Statistics', to: 'statistics' },
    { label: 'Dataset', to: 'dataset' },
    { label: 'Retrieve', to: 'jobs' },
  ],
  Header,
  routes,
};

export default tool;
