// The workbench on its own (local development, http://localhost:3009/sequence-info): the shared
// providers and a plain frame around its pages. Inside the site the shell mounts `pages`.
import { Box, Heading, Link } from '@chakra-ui/react';
import { configureApi } from '@peptox/api-client';
import { defaultSiteConfig, SiteConfigContext } from '@peptox/tool-contract';
import { ColorModeButton, MainContent, PepToxProvider } from '@peptox/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, Outlet, RouterProvider } from 'react-router';
import { pages } from './pages.tsx';

const site = { config: defaultSiteConfig(), problem: null };
if (import.meta.env.PUBLIC_API_BASE_URL)
  site.config.apiBaseUrl = import.meta.env.PUBLIC_API_BASE_URL;
configureApi({ baseUrl: site.config.apiBaseUrl });

function Frame() {
  return (
    <Box minH="100vh">
      <Box maxW="7xl" mx="auto" px="4" py="3" display="flex" alignItems="center" gap="4">
        <Heading as="p" size="md" flex="1">
          <Link href="/sequence-info">PepTox workbench (standalone)</Link>
        </Heading>
        <ColorModeButton />
      </Box>
      <MainContent py="6">
        <Outlet />
      </MainContent>
    </Box>
  );
}

const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/sequence-info" replace /> },
  {
    path: '/sequence-info',
    element: <Frame />,
    HydrateFallback: () => null,
    children: pages.routes,
  },
]);
const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false } },
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
