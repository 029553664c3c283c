import { Alert } from '@chakra-ui/react';
import { normalizeError } from '@peptox/api-client';

export interface FormErrorAlertProps {
  /** The submission's failure, if any. */
  error: unknown;
  /** Its problems are shown by the fields they concern: nothing more to say here. */
  shownByFields: boolean;
}

/** A failed submission that no field explains (the service unreachable, the job refused whole). */
export function FormErrorAlert({ error, shownByFields }: FormErrorAlertProps) {
  const message = error && !shownByFields ? normalizeError(error).message : null;
  if (!message) return null;
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
