// A tool on its own (local development on its dev server): the shared providers around the
// tool's pages. Inside the site, the shell provides all of this and mounts the tool's routes.
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { configureApi, normalizeError, onApiErrorNotice } from '@peptox/api-client';
import {
  defaultSiteConfig,
  findTool,
  type LoadedSiteConfig,
  SiteConfigContext,
} from '@peptox/tool-contract';
import { PepToxProvider, ProgressBar, ToolLayout, toaster } from '@peptox/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  type DataRouter,
  Navigate,
  Link as RouterLink,
  RouterProvider,
  useNavigation,
  useRouteError,
} from 'react-router';
import type { DefinedTool } from './define-tool.tsx';

function ErrorText({
  home,
  statusCode,
  message,
}: {
  home: string;
  statusCode: number;
  message: string;
}) {
  return (
    <Stack gap="4" py="10" textAlign="center" align="center">
      <Heading as="h1" size="3xl">
        {statusCode}
      </Heading>
      <Text>{statusCode === 404 ? 'This page could not be found' : message}</Text>
      <Button asChild>
        <RouterLink to={home}>Go back to home</RouterLink>
      </Button>
    </Stack>
  );
}

/**
 * The configuration of a remote running on its own: the API at PUBLIC_API_BASE_URL (dev/build
 * time), else port 8000 of the page's host; API errors shown as toasts.
 */
export function standaloneSite(): LoadedSiteConfig {
  const site = { config: defaultSiteConfig(), problem: null };
  if (import.meta.env.PUBLIC_API_BASE_URL)
    site.config.apiBaseUrl = import.meta.env.PUBLIC_API_BASE_URL;
  configureApi({ baseUrl: site.config.apiBaseUrl });
  onApiErrorNotice((notice) => toaster.create({ ...notice, type: 'error' }));
  return site;
}

/** Renders a router into #root inside the providers the shell gives its remotes. */
export function renderStandalone(site: LoadedSiteConfig, router: DataRouter): void {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
  });
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  createRoot(root).render(
    <StrictMode>
      <SiteConfigContext.Provider value={site}>
        <PepToxProvider>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </PepToxProvider>
      </SiteConfigContext.Provider>
    </StrictMode>,
  );
}

/** Renders the tool into #root with its own router, providers and default configuration. */
export function runStandalone(tool: DefinedTool): void {
  const site = standaloneSite();

  const home = `/${tool.id}/home`;
  const palette = findTool(tool.id)?.palette ?? 'default';
  function RouteError() {
    const { message, statusCode } = normalizeError(useRouteError());
    return <ErrorText home={home} statusCode={statusCode} message={message} />;
  }
  function Frame() {
    const navigation = useNavigation();
    return (
      <>
        <ProgressBar navigating={navigation.state === 'loading'} />
        <ToolLayout tool={tool} palette={palette} />
      </>
    );
  }

  const router = createBrowserRouter([
    { path: '/', element: <Navigate to={home} replace /> },
    {
      path: `/${tool.id}`,
      element: <Frame />,
      errorElement: <RouteError />,
      HydrateFallback: () => null,
      children: [
        { index: true, element: <Navigate to="home" replace /> },
        { errorElement: <RouteError />, children: tool.routes },
      ],
    },
    { path: '*', element: <ErrorText home={home} statusCode={404} message="" /> },
  ]);
  renderStandalone(site, router);
}
