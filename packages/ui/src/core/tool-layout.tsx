import { Box, CloseButton, Drawer, Flex, IconButton, Link, Portal, Stack } from '@chakra-ui/react';
import { navHref, siteLinks, type ToolModule } from '@peptox/tool-contract';
import { type ReactNode, useEffect } from 'react';
import { NavLink, Outlet, Link as RouterLink } from 'react-router';
import { NAV_DRAWER_BELOW_PX } from '../theme/breakpoints.ts';
import { ColorModeButton } from './color-mode.tsx';
import { MainContent } from './main-content.tsx';
import { createStore, useStore } from './store.ts';
import { useViewportWidth } from './use-viewport-width.ts';

export interface ToolLayoutProps {
  tool: Pick<ToolModule, 'id' | 'name' | 'navigation' | 'Header'>;
  /** Colour palette of the tool (its catalogue entry's `palette`). */
  palette?: string;
  /** The page; the router's <Outlet/> by default. */
  children?: ReactNode;
  /** Extra content at the end of the header bar (e.g. the shell's link home). */
  actions?: ReactNode;
}

const wide = `@media (min-width: ${NAV_DRAWER_BELOW_PX}px)`;

/**
 * The tool whose navigation drawer is open. Outside the layout because the first page's frame is
 * drawn from the catalogue and replaced by the tool's own when its code arrives: a drawer opened
 * in between stays open across the swap instead of vanishing under the finger.
 */
const openDrawer = createStore<string | null>(null);

function NavLinks({
  tool,
  onNavigate,
}: {
  tool: ToolLayoutProps['tool'];
  onNavigate?: () => void;
}) {
  return tool.navigation.map((item) => (
    <Link
      key={item.to}
      asChild
      color="inherit"
      px="3"
      py="2"
      rounded="md"
      fontWeight="medium"
      textDecoration="none"
      _hover={{ bg: 'blackAlpha.200' }}
      css={{
        '&[aria-current=page]': {
          textDecoration: 'underline',
          textUnderlineOffset: '6px',
          textDecorationThickness: '2px',
        },
      }}
    >
      <NavLink to={navHref(tool.id, item.to)} onClick={onNavigate}>
        {item.label}
      </NavLink>
    </Link>
  ));
}

/**
 * A tool's frame: its own header and navigation in the tool's colours, a drawer for the
 * navigation below 1264 px (with the site's own pages after the tool's), and the page in <main>.
 */
export function ToolLayout({ tool, palette = 'default', children, actions }: ToolLayoutProps) {
  const open = useStore(openDrawer) === tool.id;
  const setOpen = (next: boolean) => openDrawer.set(next ? tool.id : null);
  const width = useViewportWidth();
  const { Header } = tool;

  // A drawer left open while the window grows past the breakpoint has nothing to show.
  useEffect(() => {
    if (width >= NAV_DRAWER_BELOW_PX) openDrawer.set(null);
  }, [width]);

  return (
    <Box colorPalette={palette} data-tool={tool.id} flex="1" display="flex" flexDirection="column">
      <Box as="header" layerStyle="bar.solid" boxShadow="sm">
        <Flex align="center" gap="2" maxW="1440px" mx="auto" px={{ base: '3', md: '6' }} minH="16">
          <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="start">
            <Drawer.Trigger asChild>
              <IconButton
                variant="ghost"
                color="inherit"
                aria-label={`Open ${tool.name} navigation`}
                css={{ [wide]: { display: 'none' } }}
                _hover={{ bg: 'blackAlpha.200' }}
              >
                <span aria-hidden="true">☰</span>
              </IconButton>
            </Drawer.Trigger>
            <Portal>
              <Drawer.Backdrop />
              <Drawer.Positioner>
                <Drawer.Content colorPalette={palette}>
                  <Drawer.Header>
                    <Drawer.Title>{tool.name}</Drawer.Title>
                  </Drawer.Header>
                  <Drawer.Body>
                    <Stack
                      as="nav"
                      aria-label={`${tool.name} pages`}
                      gap="1"
                      color="colorPalette.fg"
                    >
                      <NavLinks tool={tool} onNavigate={() => setOpen(false)} />
                      {siteLinks.map((link) => (
                        <Link key={link.to} asChild px="3" py="2" color="fg.muted">
                          <RouterLink to={link.to} onClick={() => setOpen(false)}>
                            {link.label}
                          </RouterLink>
                        </Link>
                      ))}
                    </Stack>
                  </Drawer.Body>
                  <Drawer.CloseTrigger asChild>
                    <CloseButton size="sm" aria-label="Close navigation" />
                  </Drawer.CloseTrigger>
                </Drawer.Content>
              </Drawer.Positioner>
            </Portal>
          </Drawer.Root>
          <Box flex="1" minW="0">
            <Header />
          </Box>
          <Flex
            as="nav"
            aria-label={`${tool.name} pages`}
            gap="1"
            display="none"
            css={{ [wide]: { display: 'flex' } }}
          >
            <NavLinks tool={tool} />
          </Flex>
          {actions}
          <ColorModeButton />
        </Flex>
      </Box>
      <MainContent>{children ?? <Outlet />}</MainContent>
    </Box>
  );
}
