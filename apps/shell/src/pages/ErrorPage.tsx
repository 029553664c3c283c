import { Box, Button, Heading, Spinner, Text } from '@chakra-ui/react';
import { useOnline, usePageTitle } from '@peptox/ui';
import { Component, type ErrorInfo, type ReactNode, useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useRouteError } from 'react-router';
import { isChunkLoadError, reloadOnce } from '../federation/reload-guard.ts';
import { SitePage } from '../layout/SitePage.tsx';
import { describeRouteError } from './error-message.ts';
import { ToolUnavailable } from './ToolUnavailable.tsx';

/** The error page: status code, message, link home. */
export function ErrorPage({ error }: { error: unknown }) {
  const { statusCode, message, detail } = describeRouteError(error);
  usePageTitle(statusCode === 404 ? 'Page not found' : `Error ${statusCode}`);
  return (
    <Box
      as="section"
      aria-labelledby="error-title"
      py="10"
      textAlign="center"
      data-status={statusCode}
    >
      <Heading as="h1" id="error-title" size="5xl" color="colorPalette.fg">
        {statusCode}
      </Heading>
      <Text fontSize="xl" mt="2" data-testid="error-message">
        {message}
      </Text>
      {detail ? (
        <Text mt="3" color="fg.muted" maxW="2xl" mx="auto" data-testid="error-detail">
          {detail}
        </Text>
      ) : null}
      <Button asChild mt="8" colorPalette="default">
        <RouterLink to="/">Back to home</RouterLink>
      </Button>
    </Box>
  );
}

/**
 * The last resort when the error page itself fails to render: plain elements only, since
 * the styling system may be what broke.
 */
export function ErrorPageFailure({ error }: { error: unknown }) {
  const details = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return (
    <main
      id="main"
      style={{
        maxWidth: 720,
        margin: '4rem auto',
        padding: '0 1rem',
        fontFamily: 'system-ui, sans-serif',
      }}
    >
      <h1>An error occurred while showing the error page</h1>
      <p>Unfortunately an error occurred and while showing the error page another error occurred</p>
      <pre
        style={{ whiteSpace: 'pre-wrap', background: '#f4f4f5', color: '#18181b', padding: '1rem' }}
      >
        {details}
      </pre>
      <a href="/" style={{ color: '#0d47a1' }}>
        Go back to home
      </a>
    </main>
  );
}

/** Catches a failure while rendering an error page and shows ErrorPageFailure instead. */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The error page failed to render', error, info.componentStack);
  }
  override render() {
    return this.state.error ? <ErrorPageFailure error={this.state.error} /> : this.props.children;
  }
}

/**
 * A page's code could not be fetched: reload once (a deploy may have replaced it), else say so.
 * Offline, a reload would only show the browser's own error page and lose what the visitor
 * typed: wait for the connection instead, then reload.
 */
function ChunkFailure({ error }: { error: unknown }) {
  const { pathname } = useLocation();
  const tool = pathname.split('/').filter(Boolean)[0] ?? '';
  const online = useOnline();
  const [reloading, setReloading] = useState(() => navigator.onLine && reloadOnce());
  useEffect(() => {
    if (online && !reloading) setReloading(reloadOnce());
  }, [online, reloading]);
  if (!online) {
    return (
      <Box py="10" textAlign="center" role="status" data-testid="offline-page">
        <Heading as="h1" size="2xl">
          This page needs a connection
        </Heading>
        <Text mt="3">
          You are offline, so its code could not be loaded. It loads as soon as you are back online;
          what you typed on other pages is kept.
        </Text>
      </Box>
    );
  }
  if (reloading) {
    return (
      <Box py="10" textAlign="center" aria-busy="true">
        <Spinner size="lg" color="colorPalette.solid" />
        <Text mt="3">Reloading…</Text>
      </Box>
    );
  }
  return <ToolUnavailable toolId={tool} reason={String((error as Error)?.message ?? error)} />;
}

/**
 * The errorElement of the site's routes; `inTool`: shown inside a tool's layout, which already
 * has a header and a <main>.
 */
export function RouteErrorPage({ inTool = false }: { inTool?: boolean }) {
  const error = useRouteError();
  return (
    <ErrorPageBoundary>
      {inTool ? (
        <RouteErrorContent error={error} />
      ) : (
        <SitePage>
          <RouteErrorContent error={error} />
        </SitePage>
      )}
    </ErrorPageBoundary>
  );
}

/** Inside the boundary: even reading the error may throw. */
function RouteErrorContent({ error }: { error: unknown }) {
  return isChunkLoadError(error) ? <ChunkFailure error={error} /> : <ErrorPage error={error} />;
}
