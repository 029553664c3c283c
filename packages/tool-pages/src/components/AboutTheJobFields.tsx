import { Field, Heading, Input, Stack, Textarea } from '@chakra-ui/react';
import { type ServiceInfo, useServiceInfo } from '@peptox/api-client';
import { FormField } from './FormField.tsx';

/** What the e-mail address is for, as the service uses it. */
function emailHelp(service: ServiceInfo | undefined): string {
  const without = 'Without one, find the job by its id, or under My jobs in this browser.';
  const kept = service
    ? ` Jobs and their results are deleted ${service.retentionDays} days after they end.`
    : '';
  if (!service) return `${without}${kept}`;
  const use = service.mail
    ? 'With it you get a mail when the job ends, and on request a link to the list of your jobs.'
    : service.listByAddress === 'open'
      ? 'With it the Retrieve page lists your jobs by this address, to anyone who types it.'
      : 'This service does not list jobs by address.';
  return `${use} ${without}${kept}`;
}

export interface AboutTheJobFieldsProps {
  description: string;
  email: string;
  onChange: (patch: { description?: string; email?: string }) => void;
  maxDescription: number;
  /** A field's problems to show ('description', 'email'). */
  problemsOf: (field: string) => string[];
  /** A compound tool's form: its example description is of compounds. */
  molecules: boolean;
}

/** The job's optional description (its length counted as typed) and e-mail address. */
export function AboutTheJobFields({
  description,
  email,
  onChange,
  maxDescription,
  problemsOf,
  molecules,
}: AboutTheJobFieldsProps) {
  const { data: service } = useServiceInfo();
  const descriptionOver = Math.max(0, description.length - maxDescription);
  return (
    <Stack gap="4">
      <Heading as="h2" size="md">
        3. About the job
      </Heading>
      {/* Over the limit, the text stays as typed and the count says so at once. */}
      <FormField
        label="Description"
        optional
        invalid={problemsOf('description').length > 0 || descriptionOver > 0}
        messages={problemsOf('description')}
      >
        <Textarea
          value={description}
          onChange={(e) => onChange({ description: e.target.value })}
          rows={2}
          placeholder={
            molecules ? 'e.g. flame retardants, batch 3' : 'e.g. skin secretion peptides, batch 3'
          }
        />
        {descriptionOver > 0 ? (
          <Field.ErrorText aria-live="polite">
            {description.length}/{maxDescription} characters: {descriptionOver} too many
          </Field.ErrorText>
        ) : (
          <Field.HelperText aria-live="polite">
            {description.length}/{maxDescription} characters
          </Field.HelperText>
        )}
      </FormField>
      <FormField
        label="E-mail address"
        optional
        messages={problemsOf('email')}
        helper={emailHelp(service)}
      >
        <Input
          type="email"
          value={email}
          onChange={(e) => onChange({ email: e.target.value })}
          autoComplete="email"
          placeholder="you@example.org"
        />
      </FormField>
    </Stack>
  );
}
