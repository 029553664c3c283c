import {
  findTool,
  notFound,
  type RemoteId,
  type SiteRemoteInfo,
  siteRemoteAt,
  type ToolId,
} from '@peptox/tool-contract';
import {
  createBrowserRouter,
  type LoaderFunctionArgs,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
  redirect,
  useLocation,
} from 'react-router';
import { reloadOnce } from '../federation/reload-guard.ts';
import {
  loadSiteRemote,
  loadTool,
  type ToolProblem,
  type ToolState,
  type UnavailableToolData,
} from '../federation/tools.ts';
import { PageSkeleton } from '../layout/PageSkeleton.tsx';
import { RootLayout } from '../layout/RootLayout.tsx';
import { SiteFrame } from '../layout/SitePage.tsx';
import { RouteErrorPage } from '../pages/ErrorPage.tsx';
import { Home } from '../pages/Home.tsx';
import { ToolFrame, ToolPlaceholder } from '../pages/ToolFrame.tsx';
import { ToolUnavailablePage } from '../pages/ToolUnavailable.tsx';
import { withGuards } from './guards.ts';

const PAGES_ROUTE_ID = 'pages';

/** Why each remote (a tool, the workbench) that is not patched in could not be shown. */
const toolProblems = new Map<RemoteId, ToolProblem>();
const patchedTools = new Set<RemoteId>();

/** The remote that serves a path's first segment: a tool, or a site remote (/sequence-info). */
function remoteAt(first: string): { id: RemoteId; site?: SiteRemoteInfo } | undefined {
  const tool = findTool(first);
  if (tool) return { id: tool.id };
  const site = siteRemoteAt(first);
  return site ? { id: site.id, site } : undefined;
}

/** The catch-all: a remote that could not be loaded, or a page that does not exist. */
function unmatchedLoader({ params }: LoaderFunctionArgs): UnavailableToolData {
  const first = (params['*'] ?? '').split('/')[0] ?? '';
  const remote = remoteAt(first);
  const problem = remote && toolProblems.get(remote.id);
  if (!remote || !problem || patchedTools.has(remote.id)) notFound();
  return { tool: remote.id, problem };
}

/** A site remote's pages under its path, in the site's own page frame. */
function siteRemoteRoutes(site: SiteRemoteInfo, routes: RouteObject[]): RouteObject {
  return {
    id: `remote:${site.id}`,
    path: site.path,
    element: <SiteFrame />,
    children: [
      {
        id: `remote:${site.id}:pages`,
        errorElement: <RouteErrorPage />,
        children: [...withGuards(routes), { path: '*', loader: () => notFound() }],
      },
    ],
  };
}

function toolRoutes(id: ToolId, state: ToolState & { status: 'loaded' }): RouteObject {
  return {
    id: `tool:${id}`,
    path: id,
    element: <ToolFrame id={id} />,
    children: [
      {
        // Errors of a tool's pages show inside the tool's layout, header and navigation kept.
        id: `tool:${id}:pages`,
        errorElement: <RouteErrorPage inTool />,
        children: [
          { index: true, loader: () => redirect(`/${id}/home`) },
          ...withGuards(state.module.routes),
          { path: '*', loader: () => notFound() },
        ],
      },
    ],
  };
}

/**
 * Loads a remote's code on the first visit to one of its pages and mounts its routes: a tool's
 * under /<tool>, a site remote's (the workbench) under its path.
 */
const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const first = path.split('/').filter(Boolean)[0] ?? '';
  const remote = remoteAt(first);
  if (!remote || patchedTools.has(remote.id)) return;
  const mount = (route: RouteObject) => {
    toolProblems.delete(remote.id);
    patch(PAGES_ROUTE_ID, [route]);
    patchedTools.add(remote.id);
  };
  let problem: ToolProblem;
  if (remote.site) {
    const state = await loadSiteRemote(remote.site.id);
    if (state.status === 'loaded') return mount(siteRemoteRoutes(remote.site, state.module.routes));
    problem = state;
  } else {
    const state = await loadTool(remote.id as ToolId);
    if (state.status === 'loaded') return mount(toolRoutes(remote.id as ToolId, state));
    problem = state;
  }
  // Code that cannot be fetched is often a deploy in progress: one reload fetches the new files.
  // Not offline, though: the unavailable page waits for the connection and tries again.
  if (problem.status === 'failed' && problem.codeMissing && navigator.onLine && reloadOnce()) {
    await new Promise(() => {}); // the page is going away
  }
  toolProblems.set(remote.id, problem);
};

/**
 * The first page while its code loads (a tool's code, or a page of the shell's own): a tool's
 * page gets its frame from the catalogue, with the heading and intro on its home.
 */
function FirstPageFallback() {
  const [first = '', page = ''] = useLocation().pathname.split('/').filter(Boolean);
  const tool = findTool(first);
  return (
    <RootLayout>{tool ? <ToolPlaceholder info={tool} page={page} /> : <PageSkeleton />}</RootLayout>
  );
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: FirstPageFallback,
    children: [
      {
        id: PAGES_ROUTE_ID,
        errorElement: <RouteErrorPage />,
        children: [
          // The index page is most visitors' first: drawn at once, not loaded on demand.
          // Everything else but this browser's jobs is a remote's: the tools', and the
          // workbench's (/sequence-info).
          { index: true, Component: Home },
          {
            path: 'my-jobs',
            lazy: async () => ({ Component: (await import('../pages/MyJobs.tsx')).MyJobs }),
          },
          { path: '*', loader: unmatchedLoader, Component: ToolUnavailablePage },
        ],
      },
    ],
  },
];

export function createSiteRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation });
}
