// The workbench on its own (local development, http://localhost:3009/sequence-info): the shared
// providers and a plain frame around its pages. Inside the site the shell mounts `pages`.
import { Box, Heading, Link } from '@chakra-ui/react';
import { renderStandalone, standaloneSite } from '@peptox/tool-pages/standalone';
import { ColorModeButton, MainContent } from '@peptox/ui';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { pages } from './pages.tsx';

const site = standaloneSite();

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
renderStandalone(site, router);
