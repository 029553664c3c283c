import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FieldProblems } from './FieldProblems.tsx';

export interface FormFieldProps {
  label: string;
  /** Required, marked so after the label. */
  required?: boolean;
  /** Optional, said so after the label ("(optional)"). */
  optional?: boolean;
  /** 'span' when the control names itself (a row of inputs, each with its own label). */
  labelAs?: 'span';
  /** Drawn as invalid, its problems shown; by default, when it has problems. */
  invalid?: boolean;
  /** Its problems, one error text each, after the helper text. */
  messages?: string[];
  helper?: ReactNode;
  /** The control, and what goes right under it. */
  children: ReactNode;
}

/** A labelled field: its control, its helper text and its problems, in that order. */
export function FormField({
  label,
  required,
  optional,
  labelAs,
  invalid,
  messages,
  helper,
  children,
}: FormFieldProps) {
  return (
    <Field.Root required={required} invalid={invalid ?? (messages?.length ?? 0) > 0}>
      <Field.Label as={labelAs}>
        {required || optional ? `${label} ` : label}
        {required ? <Field.RequiredIndicator /> : null}
        {optional ? <Field.RequiredIndicator fallback="(optional)" /> : null}
      </Field.Label>
      {children}
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <FieldProblems messages={messages} />
    </Field.Root>
  );
}
