import { isJobId, notFound, type SiteRemoteModule } from '@peptox/tool-contract';
import type { LoaderFunctionArgs } from 'react-router';

// What the shell mounts under /sequence-info: the workbench, the profile form and profile jobs.
export const pages: SiteRemoteModule = {
  id: 'workbench',
  routes: [
    { index: true, lazy: async () => ({ Component: (await import('./Workbench.tsx')).default }) },
    {
      path: 'profile',
      lazy: async () => ({ Component: (await import('./ProfilePage.tsx')).default }),
    },
    {
      path: 'jobs/:id?',
      // An id that cannot be one is a missing page, before the page loads.
      loader: ({ params }: LoaderFunctionArgs) => {
        if (params.id !== undefined && !isJobId(params.id)) notFound();
        return null;
      },
      lazy: async () => ({ Component: (await import('./ProfileJob.tsx')).default }),
    },
  ],
};

export default pages;
