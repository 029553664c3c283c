import {
  Alert,
  ButtonGroup,
  IconButton,
  Link,
  Pagination,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { ApiError, normalizeError, useJobsByEmail } from '@peptox/api-client';
import { findTool } from '@peptox/tool-contract';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { JobsTable } from './JobsTable.tsx';

export interface AddressJobListProps {
  email: string;
  /** One tool's jobs; every tool's (with a column naming it) when absent. */
  tool?: string;
  /** The token of a mailed link, where the service lists jobs only through one. */
  token?: string;
  /** Shown under the service's refusal (403): a way to get a link. */
  onRefused?: ReactNode;
}

/**
 * An address's jobs, 20 a page (the page number in the address, `?page=`), updated until every job
 * has ended; the service's refusal said as it gives it.
 */
export function AddressJobList({ email, tool, token, onRefused }: AddressJobListProps) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, isPending } = useJobsByEmail({ email, tool, page, token });
  const name = tool ? `${findTool(tool)?.name ?? tool} ` : '';

  if (error) {
    const refused = error instanceof ApiError && error.statusCode === 403;
    return (
      <Stack gap="4">
        <Alert.Root status={refused ? 'warning' : 'error'}>
          <Alert.Indicator />
          <Alert.Title>
            {refused
              ? normalizeError(error).message
              : `The jobs could not be listed: ${normalizeError(error).message}`}
          </Alert.Title>
        </Alert.Root>
        {refused ? onRefused : null}
      </Stack>
    );
  }
  if (isPending || !data) return <Skeleton height="16rem" aria-busy="true" />;
  if (data.total === 0) {
    return (
      <Text>
        No {name}job was submitted with {email}.{' '}
        {tool ? (
          <Link asChild variant="underline">
            <RouterLink to={`/${tool}/home`}>Submit one</RouterLink>
          </Link>
        ) : null}
      </Text>
    );
  }
  const running = data.items.some((item) => item.status === 'queued' || item.status === 'running');
  return (
    <Stack gap="4">
      <Text aria-live="polite">
        {data.total.toLocaleString('en')} job{data.total === 1 ? '' : 's'} for {email}
        {running ? '; this list updates by itself until every job has ended.' : '.'}
      </Text>
      <JobsTable
        jobs={data.items}
        caption={`${name}jobs of ${email}, newest first`}
        showTool={!tool}
      />
      {data.total > data.pageSize ? (
        <Pagination.Root
          count={data.total}
          pageSize={data.pageSize}
          page={page}
          onPageChange={(details) =>
            // The link's token stays in the address with the page.
            setParams((current) => {
              current.set('page', String(details.page));
              return current;
            })
          }
        >
          <ButtonGroup variant="ghost" size="sm" wrap="wrap">
            <Pagination.PrevTrigger asChild>
              <IconButton aria-label="Previous page">‹</IconButton>
            </Pagination.PrevTrigger>
            <Pagination.Items
              render={(item) => (
                <IconButton
                  variant={{ base: 'ghost', _selected: 'outline' }}
                  aria-label={`Page ${item.value}`}
                >
                  {item.value}
                </IconButton>
              )}
            />
            <Pagination.NextTrigger asChild>
              <IconButton aria-label="Next page">›</IconButton>
            </Pagination.NextTrigger>
          </ButtonGroup>
        </Pagination.Root>
      ) : null}
    </Stack>
  );
}
