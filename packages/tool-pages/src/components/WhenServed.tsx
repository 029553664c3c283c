import { Alert, Heading, Skeleton, Stack } from '@chakra-ui/react';
import { ApiError, normalizeError, type Tool, useTool } from '@peptox/api-client';
import type { ReactNode } from 'react';
import { toolName } from '../tool-name.ts';

export interface WhenServedProps {
  /** The tool's id. */
  id: string;
  /** What needs the service's tool: drawn once GET /tools lists it. */
  children: (tool: Tool) => ReactNode;
  /** Shown while GET /tools is on its way. */
  loading?: ReactNode;
  /** The page's heading, for a page whose heading is drawn by what needs the service. */
  heading?: string;
}

/**
 * Draws what needs the job service only when the service offers the tool (GET /tools). A tool
 * deployed before its predictor is served then says so, instead of asking the service for pages
 * of a tool it does not know (404s).
 */
export function WhenServed({ id, children, loading, heading }: WhenServedProps) {
  const { data: tool, error, isPending } = useTool(id);
  if (isPending) return loading ?? <Skeleton height="8rem" aria-busy="true" />;
  if (tool) return children(tool);
  return (
    <Stack gap="6">
      {heading ? (
        <Heading as="h1" size="2xl">
          {heading}
        </Heading>
      ) : null}
      <NotServed id={id} error={error} />
    </Stack>
  );
}

function NotServed({ id, error }: { id: string; error: Error | null }) {
  if (error) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            {error instanceof ApiError && error.unreachable === 'origin-refused'
              ? 'The prediction service refused this site'
              : 'The prediction service cannot be reached'}
          </Alert.Title>
          <Alert.Description>{normalizeError(error).message}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Title>The prediction service does not offer {toolName(id)} at the moment.</Alert.Title>
    </Alert.Root>
  );
}
