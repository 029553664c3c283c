import { Box, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

/** The tool's name and what it does, in the tool's header bar. */
export function Header() {
  return (
    <Box minW="0">
      <Heading as="p" size="lg" lineHeight="short">
        <RouterLink to="/ampep/home">AmPEP</RouterLink>
      </Heading>
      <Text textStyle="xs" opacity={0.9} truncate hideBelow="sm">
        Antimicrobial peptides and their MIC, predicted by random forests
      </Text>
    </Box>
  );
}
