import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from '../theme/system.ts';
import { Toaster } from './toaster.tsx';

/** Chakra system, colour mode and the toaster: wraps the shell, and each tool when standalone. */
export function PepToxProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
      <Toaster />
    </ChakraProvider>
  );
}
