import { Heading, Stack, Text } from '@chakra-ui/react';
import { defaultContact, useSiteConfig } from '@peptox/tool-contract';
import { ContactCard, usePageTitle } from '@peptox/ui';
import type { ToolPageProps } from '../definition.ts';
import { toolName } from '../tool-name.ts';

/**
 * Who answers questions about the tool: the deployment's contact from the runtime configuration,
 * else the postmaster of the site's domain (how operators set one: docs/deploy.md).
 */
export default function ContactPage({ definition }: ToolPageProps) {
  const name = toolName(definition.id);
  const contact = useSiteConfig().config.contact ?? defaultContact(location.hostname);
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
      <ContactCard title={`About ${name}`} {...contact} />
    </Stack>
  );
}
