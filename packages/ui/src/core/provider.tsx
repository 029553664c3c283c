import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { pageHasGlobalStyles, withoutGlobalStyles } from '../theme/global-styles.ts';
import { system } from '../theme/system.ts';
import { Toaster } from './toaster.tsx';

let pageSystem: SystemContext | undefined;

/** The system, less the global styles when the page's own stylesheet holds them. */
function systemForPage(): SystemContext {
  pageSystem ??= pageHasGlobalStyles(system) ? withoutGlobalStyles(system) : system;
  return pageSystem;
}

/** Chakra system, colour mode and the toaster: wraps the shell, and each tool when standalone. */
export function PepToxProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={systemForPage()}>
      {children}
      <Toaster />
    </ChakraProvider>
  );
}
