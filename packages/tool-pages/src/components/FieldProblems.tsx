import { Field, Fieldset } from '@chakra-ui/react';

/** A field's problems, one error text each (shown while the field is invalid). */
export function FieldProblems({ messages }: { messages: string[] | undefined }) {
  return (messages ?? []).map((m) => <Field.ErrorText key={m}>{m}</Field.ErrorText>);
}

/** A group's problems (a fieldset's, such as the methods), one error text each. */
export function FieldsetProblems({ messages }: { messages: string[] }) {
  return messages.map((m) => <Fieldset.ErrorText key={m}>{m}</Fieldset.ErrorText>);
}
