import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { projectPage, useSiteConfig } from '@peptox/tool-contract';
import { ContactCard, usePageTitle } from '@peptox/ui';
import { Link as RouterLink } from 'react-router';
import type { ToolPageProps } from '../definition.ts';
import { toolName } from '../tool-name.ts';

export interface ContactPageProps extends ToolPageProps {
  /** The project's own page (root package.json), for questions about the tools; null when none. */
  project?: string | null;
}

/**
 * Who answers questions about the tool: the contact the site's operator gave in the runtime
 * configuration (docs/deploy.md). Without one, the page says so and points to what does answer:
 * the tool's method page and the project's own page, never to an address nobody reads.
 */
export default function ContactPage({ definition, project = projectPage }: ContactPageProps) {
  const name = toolName(definition.id);
  const { contact } = useSiteConfig().config;
  usePageTitle(`Contact ${name}`);
  return (
    <Stack gap="6" maxW="3xl">
      <Heading as="h1" size="2xl">
        Contact
      </Heading>
      {contact ? (
        <>
          <Text>
            Questions about {name}’s predictions, a problem with a job, or a suggestion: write to
            the people who run this site. For a job, give its id (never your sequences or molecules
            if they are confidential).
          </Text>
          <ContactCard title={`About ${name}`} {...contact} />
        </>
      ) : (
        <>
          <Text data-testid="no-contact">The operator of this site has not given a contact.</Text>
          <Text>
            How {name} works, the data its models learned from and how far each of its numbers can
            be trusted are on its{' '}
            <Link asChild variant="underline">
              <RouterLink to={`/${definition.id}/method`}>method page</RouterLink>
            </Link>
            .
            {project ? (
              <>
                {' '}
                Questions about the tools themselves (not about a job on this site) can go to the
                project that makes them:{' '}
                <Link href={project} target="_blank" rel="noopener noreferrer" variant="underline">
                  {project.replace(/^https?:\/\//, '')}
                </Link>
                .
              </>
            ) : null}
          </Text>
        </>
      )}
    </Stack>
  );
}
