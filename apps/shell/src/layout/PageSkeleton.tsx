import { Box, Spinner, Text } from '@chakra-ui/react';

/** Shown while the first page's code loads: a page of the shell's own, or of an unknown tool. */
export function PageSkeleton() {
  return (
    <Box
      as="main"
      id="main"
      flex="1"
      minH="100dvh"
      display="grid"
      placeItems="center"
      aria-busy="true"
    >
      <Box textAlign="center">
        <Spinner size="lg" color="colorPalette.solid" />
        <Text mt="3" color="fg.muted">
          Loading…
        </Text>
      </Box>
    </Box>
  );
}
