import { Box, Heading, Link, Text } from '@chakra-ui/react';
import type { ToolInfo } from '@peptox/tool-contract';
import { Link as RouterLink } from 'react-router';

/**
 * The tool's name (a link to its home) and its tagline, in the tool's header bar; from the
 * catalogue, so the shell draws the same header before the tool's code arrives.
 */
export function ToolHeader({ tool }: { tool: Pick<ToolInfo, 'id' | 'name' | 'tagline'> }) {
  return (
    <Box minW="0">
      <Heading as="p" size="lg" lineHeight="short">
        {/* Chakra's link: the theme's focus ring, which the header bar makes its text colour. */}
        <Link asChild color="inherit" textDecoration="none" display="inline">
          <RouterLink to={`/${tool.id}/home`}>{tool.name}</RouterLink>
        </Link>
      </Heading>
      {/* Full opacity: at 0.9, white on the default palette (#1976D2) is 4.0:1, under 4.5. */}
      <Text textStyle="xs" truncate hideBelow="sm">
        {tool.tagline}
      </Text>
    </Box>
  );
}
