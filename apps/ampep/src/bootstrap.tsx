// AmPEP on its own (local development): the shared providers around the tool's own pages.
// Inside the site, the shell provides all of this and mounts `tool.routes` itself.
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { configureApi, normalizeError, onApiErrorNotice } from '@peptox/api-client';
import { PepToxProvider, ProgressBar, ToolLayout, toaster } from '@peptox/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  Navigate,
  Link as RouterLink,
  RouterProvider,
  useNavigation,
  useRouteError,
} from 'react-router';
import { tool } from './tool.tsx';

// The API address: PUBLIC_API_BASE_URL at dev/build time, else port 8000 of the page's host.
if (import.meta.env.PUBLIC_API_BASE_URL)
  configureApi({ baseUrl: import.meta.env.PUBLIC_API_BASE_URL });
onApiErrorNotice((notice) => toaster.create({ ...notice, type: 'error' }));

function ErrorPage() {
  const { message, statusCode } = normalizeError(useRouteError());
  return <ErrorText statusCode={statusCode} message={message} />;
}

function ErrorText({ statusCode, message }: { statusCode: number; message: string }) {
  return (
    <Stack gap="4" py="10" textAlign="center" align="center">
      <Heading as="h1" size="3xl">
        {statusCode}
      </Heading>
      <Text>{statusCode === 404 ? 'This page could not be found' : message}</Text>
      <Button asChild>
        <RouterLink to="/ampep/home">Go back to home</RouterLink>
      </Button>
    </Stack>
  );
}

function Frame() {
  const navigation = useNavigation();
  return (
    <>
      <ProgressBar navigating={navigation.state === 'loading'} />
      <ToolLayout tool={tool} palette="ampep" />
    </>
  );
}

const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/ampep/home" replace /> },
  {
    path: '/ampep',
    element: <Frame />,
    errorElement: <ErrorPage />,
    HydrateFallback: () => null,
    children: [
      { index: true, element: <Navigate to="home" replace /> },
      { errorElement: <ErrorPage />, children: tool.routes },
    ],
  },
  { path: '*', element: <ErrorText statusCode={404} message="" /> },
]);

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
});

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <PepToxProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </PepToxProvider>
    </StrictMode>,
  );
}
