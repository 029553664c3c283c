import { Box, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

export interface ToolHeaderProps {
  id: string;
  name: string;
  tagline: string;
}

/** The tool's name (a link to its home) and what it does, in the tool's header bar. */
export function ToolHeader({ id, name, tagline }: ToolHeaderProps) {
  return (
    <Box minW="0">
      <Heading as="p" size="lg" lineHeight="short">
        <RouterLink to={`/${id}/home`}>{name}</RouterLink>
      </Heading>
      <Text textStyle="xs" opacity={0.9} truncate hideBelow="sm">
        {tagline}
      </Text>
    </Box>
  );
}
