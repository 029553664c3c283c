import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ExampleDialogProps {
  title: string;
  /** The button that opens the dialog. */
  triggerLabel?: string;
  children: ReactNode;
  /** An action beside Close, e.g. "Use this example"; the dialog closes after it runs. */
  action?: { label: string; onClick: () => void };
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

/** A button that opens a dialog with an example (input, output, a figure). */
export function ExampleDialog({
  title,
  triggerLabel = 'Example',
  children,
  action,
  size = 'lg',
}: ExampleDialogProps) {
  return (
    <Dialog.Root size={size} scrollBehavior="inside">
      <Dialog.Trigger asChild>
        <Button variant="outline">{triggerLabel}</Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Close</Button>
              </Dialog.ActionTrigger>
              {action ? (
                <Dialog.ActionTrigger asChild>
                  <Button onClick={action.onClick}>{action.label}</Button>
                </Dialog.ActionTrigger>
              ) : null}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
