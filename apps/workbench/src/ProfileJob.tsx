// /sequence-info/jobs/:id: a profile job, as every job's page shows it (progress, then the
// results with the selectivity table first, and the CSV files).
import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { JobView } from '@peptox/tool-pages/parts';
import { PROFILE_TOOL } from '@peptox/tool-schema';
import { usePageTitle } from '@peptox/ui';
import { Link as RouterLink, useParams } from 'react-router';

export default function ProfileJob() {
  const { id } = useParams();
  usePageTitle(id ? `Job ${id}` : 'Profile results');
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Peptide profile results
      </Heading>
      {id ? (
        <JobView key={id} id={id} tool={PROFILE_TOOL} retrieve={null} />
      ) : (
        <Text>
          A profile job's page is at its own address.{' '}
          <Link asChild variant="underline">
            <RouterLink to="../profile">Profile peptides</RouterLink>
          </Link>{' '}
          to start one.
        </Text>
      )}
    </Stack>
  );
}
