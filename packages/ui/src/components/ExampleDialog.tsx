import { Button, CloseButton, Code, Dialog, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ExampleDialogProps {
  title: string;
  /** The text of the button that opens the dialog. */
  triggerLabel?: string;
  /** A button of its own that opens the dialog, in place of the outline one with `triggerLabel`. */
  trigger?: ReactNode;
  children: ReactNode;
  /** An action beside Close, e.g. "Use this example"; the dialog closes after it runs. */
  action?: { label: string; onClick: () => void; disabled?: boolean };
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** The whole screen on a phone (below 600 px), for a tool that needs the room (the editor). */
  fullOnPhone?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A button that opens a dialog with an example (input, output, a figure) or a small tool of its
 * own (the molecule editor), with Close and one action. The content is drawn when the dialog
 * opens and dropped when it closes.
 */
export function ExampleDialog({
  title,
  triggerLabel = 'Example',
  trigger,
  children,
  action,
  size = 'lg',
  fullOnPhone = false,
  onOpenChange,
}: ExampleDialogProps) {
  return (
    <Dialog.Root
      size={fullOnPhone ? { base: 'full', sm: size } : size}
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
      onOpenChange={(details) => onOpenChange?.(details.open)}
    >
      <Dialog.Trigger asChild>
        {trigger ?? <Button variant="outline">{triggerLabel}</Button>}
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
                  <Button onClick={action.onClick} disabled={action.disabled}>
                    {action.label}
                  </Button>
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

export interface ExampleTextDialogProps {
  title: string;
  /** What the example is and how it is written. */
  description: string;
  /** The example input, as it goes into the form. */
  example: string;
  /** Puts the example into the form. */
  onUse: (example: string) => void;
  triggerLabel?: string;
}

/** Shows an example input (FASTA, SMILES) and puts it into the form on request. */
export function ExampleTextDialog({
  title,
  description,
  example,
  onUse,
  triggerLabel = 'Example',
}: ExampleTextDialogProps) {
  return (
    <ExampleDialog
      title={title}
      triggerLabel={triggerLabel}
      action={{ label: 'Use this example', onClick: () => onUse(example) }}
    >
      <Text mb="3">{description}</Text>
      <Code
        colorPalette="gray"
        as="pre"
        display="block"
        whiteSpace="pre-wrap"
        wordBreak="break-all"
        p="3"
        w="full"
      >
        {example}
      </Code>
    </ExampleDialog>
  );
}
