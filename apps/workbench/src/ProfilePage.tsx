// /sequence-info/profile: many peptides at once, as one job that runs every peptide tool and
// joins their answers per peptide with the selectivity indices.
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTool } from '@peptox/api-client';
import { SubmissionForm } from '@peptox/tool-pages/parts';
import { PROFILE_TOOL } from '@peptox/tool-schema';
import { FormSkeleton, usePageTitle } from '@peptox/ui';
import { exampleFasta } from './example.ts';

const definition = { input: { kind: 'fasta', genome: false }, example: exampleFasta } as const;

export default function ProfilePage() {
  usePageTitle('Profile peptides');
  const { data: tool, isPending, error } = useTool(PROFILE_TOOL);
  return (
    <Stack gap="6" maxW="4xl">
      <Heading as="h1" size="3xl">
        Profile peptides
      </Heading>
      <Text color="fg.muted">
        One job runs every peptide tool on your peptides: antimicrobial activity and MIC, anticancer
        activity, HC50 and the hemolytic class. Its page joins their answers per peptide with the
        selectivity index (HC50 / MIC), and one CSV holds them all.
      </Text>
      {tool ? (
        <SubmissionForm definition={definition} tool={tool} />
      ) : isPending ? (
        <FormSkeleton />
      ) : (
        <Text color="fg.error">
          {error
            ? 'The prediction service cannot be reached right now.'
            : 'This service has no peptide profile.'}
        </Text>
      )}
    </Stack>
  );
}
