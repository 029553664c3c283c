import { Text } from '@chakra-ui/react';
import { type InputReport, plural } from '@peptox/ui';

export interface FormStatusProps {
  /** The names of the fields with a problem ('the e-mail address'). */
  fieldsToFix: string[];
  offline: boolean;
  warning: string | null;
  /** What the input area found; null before it has reported. */
  report: InputReport | null;
}

/**
 * "9 molecules ready, 3 cannot be read": the records that will be predicted, and those that go
 * with the job but cannot be read (kept in the results, not predicted), so that the count is true.
 */
export function readyText({ check, noun, unreadable = 0 }: InputReport): string {
  if (unreadable === 0) return `${plural(check.count, noun)} ready`;
  return `${plural(check.count - unreadable, noun)} ready, ${unreadable.toLocaleString('en')} cannot be read`;
}

/** Beside the button: what stops the submission, or what will be sent. */
export function FormStatus({ fieldsToFix, offline, warning, report }: FormStatusProps) {
  if (offline) {
    return (
      <Text color="fg.warning" role="alert" data-testid="form-status">
        You are offline: nothing was sent. Your input stays here; submit again when you are back
        online.
      </Text>
    );
  }
  if (fieldsToFix.length > 0) {
    const n = fieldsToFix.length;
    return (
      <Text color="fg.error" role="alert" data-testid="form-status">
        {n === 1 ? 'One thing' : `${n} things`} to fix before submitting: {fieldsToFix.join(', ')}.
      </Text>
    );
  }
  if (warning) {
    // The site's one warning: what is wrong with the input, written by the input area.
    return (
      <Text color="fg.warning" role="status" data-testid="form-status">
        {warning}
      </Text>
    );
  }
  if (!report || report.check.empty) return null;
  return (
    <Text color="fg.muted" data-testid="form-status">
      {readyText(report)}
    </Text>
  );
}
