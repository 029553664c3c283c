import { Box, Flex, Link } from '@chakra-ui/react';
import { useSiteConfig } from '@peptox/tool-contract';
import { ColorModeButton, MainContent } from '@peptox/ui';
import type { ReactNode } from 'react';
import { Outlet, Link as RouterLink } from 'react-router';

const siteLink = {
  color: 'inherit',
  px: '2',
  py: '1',
  whiteSpace: 'nowrap',
  fontSize: { base: 'sm', sm: 'md' },
} as const;

/** Header and <main> of the site's own pages (index, the workbench's, errors). */
export function SitePage({ children }: { children: ReactNode }) {
  const { config } = useSiteConfig();
  return (
    <Box flex="1" display="flex" flexDirection="column">
      <Box as="header" layerStyle="bar.solid" boxShadow="sm">
        <Flex
          align="center"
          gap={{ base: '2', md: '4' }}
          maxW="1440px"
          mx="auto"
          px={{ base: '3', md: '6' }}
          minH="16"
        >
          <Link asChild color="inherit" fontWeight="bold" fontSize="xl" textDecoration="none">
            <RouterLink to="/">{config.siteName}</RouterLink>
          </Link>
          <Box as="nav" aria-label="Site" flex="1" display="flex" gap="2" justifyContent="flex-end">
            {/* One line each, a little smaller on a phone: both fit beside the site's name. */}
            <Link asChild {...siteLink}>
              <RouterLink to="/sequence-info">Peptide workbench</RouterLink>
            </Link>
            <Link asChild {...siteLink}>
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

/** The frame of a site remote's pages (the workbench): the site's header, its pages inside. */
export function SiteFrame() {
  return (
    <SitePage>
      <Outlet />
    </SitePage>
  );
}
