import { Button, CloseButton, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { isEmail, isJobId } from '@peptox/tool-contract';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';

export type RetrieveTarget = { kind: 'job'; id: string } | { kind: 'email'; email: string };

/** What the visitor typed: a job id, an e-mail address (where lists by address exist), or neither. */
export function parseRetrieveInput(text: string, byAddress = true): RetrieveTarget | null {
  const value = text.trim();
  if (isJobId(value)) return { kind: 'job', id: value };
  if (byAddress && isEmail(value)) return { kind: 'email', email: value };
  return null;
}

export function retrievePath(tool: string, target: RetrieveTarget): string {
  return target.kind === 'job'
    ? `/${tool}/jobs/${target.id}`
    : `/${tool}/retrieve/${encodeURIComponent(target.email)}`;
}

export interface TaskRetrieveDialogProps {
  tool: string;
  /** Whether the service lists jobs by address; without, only a job id is asked for. */
  byAddress?: boolean;
  /** Open when shown (the jobs page without an id); closing it goes to onClose. */
  open?: boolean;
  onClose?: () => void;
}

/** Asks for a job id or an e-mail address and goes to that job or that list of jobs. */
export function TaskRetrieveDialog({
  tool,
  byAddress = true,
  open = true,
  onClose,
}: TaskRetrieveDialogProps) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const formId = useId();
  const target = parseRetrieveInput(text, byAddress);
  const invalid = touched && text.trim() !== '' && target === null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (target) navigate(retrievePath(tool, target));
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose?.();
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Retrieve your results</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form id={formId} onSubmit={submit} noValidate>
                <Stack gap="3">
                  <Text>
                    {byAddress
                      ? 'Enter the job id shown when you submitted, or the e-mail address you gave to list your jobs.'
                      : 'Enter the job id shown when you submitted. The jobs submitted from this browser are also listed under My jobs.'}
                  </Text>
                  <Field.Root invalid={invalid} required>
                    <Field.Label>{byAddress ? 'Job id or e-mail address' : 'Job id'}</Field.Label>
                    <Input
                      value={text}
                      onChange={(e) => setText(e.target.value)}
                      onBlur={() => setTouched(true)}
                      placeholder={
                        byAddress
                          ? 'e.g. kX3v0sQ9nB2mPq7rT1yZ8w or you@example.org'
                          : 'e.g. kX3v0sQ9nB2mPq7rT1yZ8w'
                      }
                      autoComplete={byAddress ? 'email' : 'off'}
                    />
                    <Field.ErrorText>
                      {byAddress
                        ? "This is neither a job id (22 letters, digits, '-' or '_') nor an e-mail address."
                        : "This is not a job id (22 letters, digits, '-' or '_')."}
                    </Field.ErrorText>
                  </Field.Root>
                </Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button type="submit" form={formId}>
                {target?.kind === 'email' ? 'List my jobs' : 'Show the results'}
              </Button>
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
