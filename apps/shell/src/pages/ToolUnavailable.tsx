import { Box, Button, Heading, HStack, Link, Text } from '@chakra-ui/react';
import { findRemote, type RemoteId } from '@peptox/tool-contract';
import { useOnline, usePageTitle } from '@peptox/ui';
import { useEffect, useRef, useState } from 'react';
import {
  Link as RouterLink,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
} from 'react-router';
import { resetToolRemote, type UnavailableToolData } from '../federation/tools.ts';
import { SitePage } from '../layout/SitePage.tsx';

export interface ToolUnavailableProps {
  toolId: string;
  reason: string;
  notConfigured?: boolean;
}

/** A tool whose code cannot be loaded right now: say so, offer a retry, never a blank page. */
export function ToolUnavailable({ toolId, reason, notConfigured = false }: ToolUnavailableProps) {
  const tool = findRemote(toolId);
  const name = tool?.name ?? toolId;
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const [attempts, setAttempts] = useState(0);
  usePageTitle(`${name} is unavailable`);

  const retry = () => {
    if (tool) resetToolRemote(tool.id as RemoteId);
    setAttempts((n) => n + 1);
    // Navigating to the same address asks the router to load the tool's routes afresh.
    navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
  };
  const retrying = navigation.state !== 'idle';
  const online = useOnline();
  const wasOffline = useRef(!online);
  // Back online after failing offline: try again by itself.
  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      retryRef.current();
    }
  }, [online]);
  const retryRef = useRef(retry);
  retryRef.current = retry;

  return (
    <Box
      as="section"
      aria-labelledby="unavailable-title"
      py="10"
      maxW="2xl"
      mx="auto"
      colorPalette={tool && 'palette' in tool ? tool.palette : 'default'}
      data-testid="tool-unavailable"
    >
      <Heading as="h1" id="unavailable-title" size="2xl">
        {notConfigured
          ? `${name} is not available on this site yet`
          : `${name} is unavailable right now`}
      </Heading>
      <Text mt="4" fontSize="lg">
        {notConfigured
          ? `This deployment does not include ${name}. The other tools work as usual.`
          : online
            ? `Its pages could not be loaded; it may be being updated. The rest of the site works as usual. Try again in a moment.`
            : `You are offline, so its pages could not be loaded. They load as soon as you are back online.`}
      </Text>
      <HStack mt="8" gap="4" wrap="wrap">
        <Button onClick={retry} loading={retrying} loadingText="Retrying">
          Retry
        </Button>
        <Link asChild color="colorPalette.fg">
          <RouterLink to="/">Back to all tools</RouterLink>
        </Link>
      </HStack>
      {attempts > 0 && !retrying && (
        <Text mt="4" role="status" color="fg.muted">
          Still unavailable after {attempts} {attempts === 1 ? 'retry' : 'retries'}.
        </Text>
      )}
      <Box as="details" mt="8" color="fg.muted" fontSize="sm">
        <summary>Technical details</summary>
        <Text mt="2" fontFamily="mono" wordBreak="break-word">
          {reason}
        </Text>
      </Box>
    </Box>
  );
}

export function ToolUnavailablePage() {
  const { tool, problem } = useLoaderData() as UnavailableToolData;
  return (
    <SitePage>
      <ToolUnavailable
        toolId={tool}
        notConfigured={problem.status === 'not-configured'}
        reason={
          problem.status === 'failed'
            ? problem.reason
            : 'The site configuration names no remote for this tool.'
        }
      />
    </SitePage>
  );
}
