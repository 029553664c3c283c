import { Box, Flex, Link, Text } from '@chakra-ui/react';
import { findTool, useSiteConfig } from '@peptox/tool-contract';
import { useStore } from '@peptox/ui';
import { Link as RouterLink } from 'react-router';
import { loadedTools } from '../federation/tools.ts';

export function Footer() {
  const { config } = useSiteConfig();
  const tools = useStore(loadedTools);
  const builds = [...tools.entries()].filter(([, state]) => state.build);
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" mt="auto">
      <Flex
        maxW="1440px"
        mx="auto"
        px={{ base: '3', md: '6' }}
        py="6"
        gap="4"
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        fontSize="sm"
        color="fg.muted"
      >
        <Text>
          {config.siteName}: prediction tools for peptides and small molecules. Every score comes
          from a model trained by this project on public data.
        </Text>
        <Flex as="nav" aria-label="Footer" gap="4" wrap="wrap">
          <Link asChild color="fg.muted">
            <RouterLink to="/">All tools</RouterLink>
          </Link>
          <Link asChild color="fg.muted">
            <RouterLink to="/sequence-info">Peptide workbench</RouterLink>
          </Link>
        </Flex>
      </Flex>
      {builds.length > 0 && (
        <Text
          data-testid="tool-builds"
          fontSize="xs"
          color="fg.muted"
          textAlign="center"
          pb="3"
          px="3"
        >
          {builds
            .map(([id, state]) => `${findTool(id)?.name ?? id} build ${state.build}`)
            .join(' · ')}
        </Text>
      )}
    </Box>
  );
}
