import { Box, Flex, Link } from '@chakra-ui/react';
import { useSiteConfig } from '@peptox/tool-contract';
import { ColorModeButton, MainContent } from '@peptox/ui';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** Header and <main> of the shell's own pages (index, sequence info, errors). */
export function SitePage({ children }: { children: ReactNode }) {
  const { config } = useSiteConfig();
  return (
    <Box flex="1" display="flex" flexDirection="column">
      <Box as="header" layerStyle="bar.solid" boxShadow="sm">
        <Flex align="center" gap="4" maxW="1440px" mx="auto" px={{ base: '3', md: '6' }} minH="16">
          <Link asChild color="inherit" fontWeight="bold" fontSize="xl" textDecoration="none">
            <RouterLink to="/">{config.siteName}</RouterLink>
          </Link>
          <Box as="nav" aria-label="Site" flex="1" display="flex" gap="2" justifyContent="flex-end">
            <Link asChild color="inherit" px="2" py="1">
              <RouterLink to="/sequence-info">Sequence properties</RouterLink>
            </Link>
            <Link asChild color="inherit" px="2" py="1">
              <RouterLink to="/my-jobs">My jobs</RouterLink>
            </Link>
          </Box>
          <ColorModeButton />
        </Flex>
      </Box>
      <MainContent py={{ base: '6', md: '10' }}>{children}</MainContent>
    </Box>
  );
}
