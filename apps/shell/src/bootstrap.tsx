import { configureApi, onApiErrorNotice, toolsQueryOptions } from '@peptox/api-client';
import { findTool, resolveSiteConfig, SiteConfigContext } from '@peptox/tool-contract';
import { loadScript, PepToxProvider, setSiteName, toaster } from '@peptox/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { registerToolRemotes } from './federation/tools.ts';
import { ErrorPageBoundary } from './pages/ErrorPage.tsx';
import { createSiteRouter } from './routing/router.tsx';

// What `react-router/dom` would add; that entry also holds framework-mode hydration (~17 KB gzip).
const flushRouterUpdate = (update: () => unknown): undefined => {
  flushSync(update);
};

async function start() {
  // The runtime configuration first: it says where the API and each tool live. The site server
  // writes it into the page; elsewhere it is fetched.
  const { config, problem } = await resolveSiteConfig();
  let configProblem = problem;
  configureApi({ baseUrl: config.apiBaseUrl });
  setSiteName(config.siteName);
  try {
    registerToolRemotes(config.remotes);
  } catch (error) {
    configProblem = `the tools' addresses could not be used (${(error as Error).message})`;
  }
  if (config.analytics) {
    loadScript('/insights/script.js').catch((error) => console.warn(error));
  }
  onApiErrorNotice(({ title, description }) => {
    toaster.create({ title, description, type: 'error', closable: true });
  });

  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  });
  // A tool's pages read the tools' descriptions from the service: asked for now, while the
  // tool's code loads, rather than once its page is drawn.
  const firstTool = findTool(location.pathname.split('/')[1] ?? '');
  if (firstTool) {
    void queryClient.prefetchQuery(toolsQueryOptions());
  }
  const router = createSiteRouter();
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  const reactRoot = createRoot(root);
  // A transition: React renders the first page in slices and lets the browser breathe between
  // them, instead of one long task that blocks input while the page is built.
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <ErrorPageBoundary>
          <SiteConfigContext.Provider value={{ config, problem: configProblem }}>
            <PepToxProvider>
              <QueryClientProvider client={queryClient}>
                <RouterProvider router={router} flushSync={flushRouterUpdate} />
              </QueryClientProvider>
            </PepToxProvider>
          </SiteConfigContext.Provider>
        </ErrorPageBoundary>
      </StrictMode>,
    ),
  );
}

start();
