import { Box, type BoxProps } from '@chakra-ui/react';

/**
 * The page's one <main> landmark, on the site's content width: the shell's pages and every
 * tool's pages use it, and the skip link and focus after navigation target its id. It is at least
 * a screen high, so the footer starts below the fold: a page growing as its code and data arrive
 * never pushes the footer across the screen.
 */
export function MainContent({ py = '6', children }: Pick<BoxProps, 'py' | 'children'>) {
  return (
    <Box
      as="main"
      id="main"
      tabIndex={-1}
      flex="1"
      minH="100dvh"
      width="full"
      maxW="1440px"
      mx="auto"
      px={{ base: '3', md: '6' }}
      py={py}
      outline="none"
    >
      {children}
    </Box>
  );
}
