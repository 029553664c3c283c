import { Box, Spinner, Text } from '@chakra-ui/react';

/** Shown while the first page's code (and a tool's remote) loads. */
export function PageSkeleton() {
  return (
    <Box as="main" id="main" minH="100dvh" display="grid" placeItems="center" aria-busy="true">
      <Box textAlign="center">
        <Spinner size="lg" color="colorPalette.solid" />
        <Text mt="3" color="fg.muted">
          Loading…
        </Text>
      </Box>
    </Box>
  );
}
