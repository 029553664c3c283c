import { Box, Flex, Link, Text } from '@chakra-ui/react';
import { useSiteConfig } from '@peptox/tool-contract';
import { AfterFirstPaint, ProgressBar } from '@peptox/ui';
import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { Footer } from './Footer.tsx';
import { HashTargetScroller } from './HashTargetScroller.tsx';
import { OfflineBanner } from './OfflineBanner.tsx';

function SkipLink() {
  return (
    <Link
      href="#main"
      position="absolute"
      left="2"
      top="-16"
      zIndex="skipLink"
      bg="bg"
      color="fg"
      px="3"
      py="2"
      rounded="md"
      _focusVisible={{ top: '2' }}
    >
      Skip to content
    </Link>
  );
}

function ConfigWarning({ problem }: { problem: string }) {
  return (
    <Box
      role="alert"
      bg="orange.100"
      color="orange.950"
      px="4"
      py="2"
      fontSize="sm"
      textAlign="center"
    >
      <Text>
        The site's settings could not be loaded ({problem}); it runs on its defaults, so some tools
        or results may be unreachable.
      </Text>
    </Box>
  );
}

/**
 * Everything around every page: progress bar, notices, page transition, footer, scrolling.
 * `children` stands in for the page while the first page's code loads.
 */
export function RootLayout({ children }: { children?: ReactNode }) {
  const navigation = useNavigation();
  const { pathname, key } = useLocation();
  const { problem: configProblem } = useSiteConfig();
  const leaving = navigation.state === 'loading';
  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink />
      <ProgressBar navigating={navigation.state !== 'idle'} />
      <Box as="aside" aria-label="Site status">
        {configProblem && <ConfigWarning problem={configProblem} />}
        <OfflineBanner />
      </Box>
      {/* Page change: the old page fades out while the next one loads, then the new one fades in. */}
      <Flex
        direction="column"
        flex="1"
        opacity={leaving ? 0.35 : 1}
        transition="opacity 150ms ease-out"
        data-testid="page"
        data-leaving={leaving}
      >
        {/* Not on the first page: it replaces a placeholder drawn the same, which must not blink. */}
        <Flex
          key={pathname}
          direction="column"
          flex="1"
          animation={key === 'default' ? undefined : 'pageFadeIn 220ms ease-out'}
        >
          {children ?? <Outlet />}
        </Flex>
      </Flex>
      {/* Below the fold (<main> is a screen high): drawn after the page has painted. */}
      <AfterFirstPaint>
        <Footer />
      </AfterFirstPaint>
      <ScrollRestoration />
      <HashTargetScroller />
    </Flex>
  );
}
