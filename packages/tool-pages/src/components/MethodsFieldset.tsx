import { Checkbox, CheckboxGroup, Fieldset, Heading, Stack, Text } from '@chakra-ui/react';
import type { MethodInfo } from '@peptox/api-client';
import { lengthWindowWords } from '@peptox/tool-schema';
import { FieldsetProblems } from './FieldProblems.tsx';

function lengthWindow(method: MethodInfo): string {
  const words = lengthWindowWords(method);
  return words ? ` (${words} residues)` : '';
}

export interface MethodsFieldsetProps {
  /** The tool's methods, in the order the service lists them. */
  methods: MethodInfo[];
  /** The ids of the methods chosen. */
  value: string[];
  onChange: (methods: string[]) => void;
  problems: string[];
  /** The profile's choice, when the tool offers it (see offersProfile); null when it does not. */
  profile: { checked: boolean; onChange: (checked: boolean) => void } | null;
}

/** The methods to run, each with its length window and what it predicts; and, when offered, the profile. */
export function MethodsFieldset({
  methods,
  value,
  onChange,
  problems,
  profile,
}: MethodsFieldsetProps) {
  return (
    <Fieldset.Root invalid={problems.length > 0} aria-labelledby="methods-heading">
      <Heading as="h2" size="md" id="methods-heading">
        2. Methods
      </Heading>
      <CheckboxGroup value={value} onValueChange={onChange} name="methods">
        <Stack gap="3">
          {methods.map((method) => (
            <Checkbox.Root key={method.id} value={method.id} alignItems="flex-start">
              <Checkbox.HiddenInput />
              <Checkbox.Control mt="0.5" />
              <Checkbox.Label>
                <Text as="span" fontWeight="semibold">
                  {method.label}
                </Text>
                {lengthWindow(method)}
                <Text as="span" display="block" color="fg.muted" fontWeight="normal">
                  {method.description}
                </Text>
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      </CheckboxGroup>
      <FieldsetProblems messages={problems} />
      {profile ? (
        <Checkbox.Root
          checked={profile.checked}
          onCheckedChange={(e) => profile.onChange(e.checked === true)}
          alignItems="flex-start"
          mt="2"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control mt="0.5" />
          <Checkbox.Label>
            <Text as="span" fontWeight="semibold">
              Also run the other peptide tools
            </Text>
            <Text as="span" display="block" color="fg.muted" fontWeight="normal">
              One profile job: every peptide tool's default methods on the same peptides, their
              answers side by side per peptide with the selectivity index (HC50 / MIC), in one CSV.
            </Text>
          </Checkbox.Label>
        </Checkbox.Root>
      ) : null}
    </Fieldset.Root>
  );
}
