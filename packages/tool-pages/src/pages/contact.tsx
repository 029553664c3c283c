import { Alert, Code, Heading, Stack, Text } from '@chakra-ui/react';
import { useSiteConfig } from '@peptox/tool-contract';
import { ContactCard, usePageTitle } from '@peptox/ui';
import type { ToolPageProps } from '../definition.ts';
import { toolName } from '../tool-name.ts';

/** Who answers questions about the tool: the deployment's contact from the runtime configuration. */
export default function ContactPage({ definition }: ToolPageProps) {
  const name = toolName(definition.id);
  const { contact } = useSiteConfig().config;
  usePageTitle(`Contact ${name}`);
  return (
    <Stack gap="6" maxW="3xl">
      <Heading as="h1" size="2xl">
        Contact
      </Heading>
      <Text>
        Questions about {name}’s predictions, a problem with a job, or a suggestion: write to the
        people who run this site. For a job, give its id (never your sequences or molecules if they
        are confidential).
      </Text>
      {contact ? (
        <ContactCard title={`About ${name}`} {...contact} />
      ) : (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>This site has not published a contact address.</Alert.Title>
            <Alert.Description>
              Its operators set one in the site’s runtime configuration (
              <Code colorPalette="gray">contact</Code> in{' '}
              <Code colorPalette="gray">/config.json</Code>, or{' '}
              <Code colorPalette="gray">CONTACT_EMAIL</Code> /{' '}
              <Code colorPalette="gray">CONTACT_URL</Code> for the site server).
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Stack>
  );
}
