import { findTool, notFound, type ToolId } from '@peptox/tool-contract';
import {
  createBrowserRouter,
  type LoaderFunctionArgs,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
  redirect,
  useLocation,
} from 'react-router';
import { reloadOnce } from '../federation/reload-guard.ts';
import { loadTool, type ToolState } from '../federation/tools.ts';
import { PageSkeleton } from '../layout/PageSkeleton.tsx';
import { RootLayout } from '../layout/RootLayout.tsx';
import { RouteErrorPage } from '../pages/ErrorPage.tsx';
import { Home } from '../pages/Home.tsx';
import { ToolFrame, ToolPlaceholder } from '../pages/ToolFrame.tsx';
import { ToolUnavailablePage } from '../pages/ToolUnavailable.tsx';
import { withGuards } from './guards.ts';

const PAGES_ROUTE_ID = 'pages';

/** Why each tool that is not patched in could not be shown, for the unavailable page. */
const toolProblems = new Map<ToolId, ToolState & { status: 'failed' | 'not-configured' }>();
const patchedTools = new Set<ToolId>();

export interface UnavailableToolData {
  tool: ToolId;
  problem: ToolState & { status: 'failed' | 'not-configured' };
}

/** The catch-all: a tool that could not be loaded, or a page that does not exist. */
function unmatchedLoader({ params }: LoaderFunctionArgs): UnavailableToolData {
  const first = (params['*'] ?? '').split('/')[0] ?? '';
  const tool = findTool(first);
  const problem = tool && toolProblems.get(tool.id);
  if (!tool || !problem || patchedTools.has(tool.id)) notFound();
  return { tool: tool.id, problem };
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

/** Loads a tool's code on the first visit to one of its pages and mounts its routes. */
const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const first = path.split('/').filter(Boolean)[0] ?? '';
  const tool = findTool(first);
  if (!tool || patchedTools.has(tool.id)) return;
  const state = await loadTool(tool.id);
  if (state.status === 'loaded') {
    toolProblems.delete(tool.id);
    patch(PAGES_ROUTE_ID, [toolRoutes(tool.id, state)]);
    patchedTools.add(tool.id);
    return;
  }
  // Code that cannot be fetched is often a deploy in progress: one reload fetches the new files.
  // Not offline, though: the unavailable page waits for the connection and tries again.
  if (state.status === 'failed' && state.codeMissing && navigator.onLine && reloadOnce()) {
    await new Promise(() => {}); // the page is going away
  }
  toolProblems.set(tool.id, state);
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
          { index: true, Component: Home },
          {
            path: 'sequence-info',
            lazy: async () => ({
              Component: (await import('../pages/SequenceInfo.tsx')).SequenceInfo,
            }),
          },
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
