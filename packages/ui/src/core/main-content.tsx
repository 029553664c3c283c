import { Box, type BoxProps } from '@chakra-ui/react';

/**
 * The page's one <main> landmark, on the site's content width: the shell's pages and every
 * tool's pages use it, and the skip link and focus after navigation target its id.
 */
export function MainContent({ py = '6', children }: Pick<BoxProps, 'py' | 'children'>) {
  return (
    <Box
      as="main"
      id="main"
      tabIndex={-1}
      flex="1"
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
