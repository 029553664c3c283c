import { Portal, Spinner, Stack } from '@chakra-ui/react';
// Chakra's toast from its own entry, so that it is not in the shared copy every page loads: this
// module loads with the first notification (toaster.tsx), and the toast's state machine is about
// 6 KB gzip that most visits never need. (Only @peptox/ui may do this: the shell's copy of it
// shares the shell's Chakra internals; see build-config's trimmed-exports.test.ts.)
import { Toaster as ChakraToaster, createToaster, Toast } from '@chakra-ui/react/toast';

export const chakraToaster = createToaster({
  placement: 'bottom-end',
  pauseOnPageIdle: true,
  max: 5,
});

export function ToasterPart() {
  return (
    <Portal>
      <ChakraToaster toaster={chakraToaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? (
              <Spinner size="sm" color="colorPalette.solid" />
            ) : (
              <Toast.Indicator />
            )}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger aria-label="Close notification" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
