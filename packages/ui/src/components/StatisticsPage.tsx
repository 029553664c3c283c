import {
  Alert,
  Card,
  Field,
  Heading,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Stat,
  Text,
} from '@chakra-ui/react';
import { normalizeError, useStatistics } from '@peptox/api-client';
import { useState } from 'react';
import { DoughnutChart } from './DoughnutChart.tsx';
import { LineChart } from './LineChart.tsx';

export const STATISTICS_PERIODS = [7, 30, 90, 365] as const;

export interface StatisticsPageProps {
  tool: string;
  toolName: string;
  defaultDays?: number;
}

/** Jobs per day over the last N days and jobs per method, from GET /{tool}/statistics. */
export function StatisticsPage({ tool, toolName, defaultDays = 30 }: StatisticsPageProps) {
  const [days, setDays] = useState(defaultDays);
  const { data, error, isPending } = useStatistics(tool, days);
  const total = data?.days.reduce((sum, day) => sum + day.jobs, 0) ?? 0;

  return (
    <Stack gap="6">
      <Stack
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ sm: 'end' }}
        gap="4"
      >
        <Heading as="h1" size="2xl">
          {toolName} statistics
        </Heading>
        <Field.Root maxW="14rem">
          <Field.Label>Period</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={days} onChange={(e) => setDays(Number(e.target.value))}>
              {STATISTICS_PERIODS.map((n) => (
                <option key={n} value={n}>
                  Last {n} days
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Stack>

      {error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>
            The statistics could not be loaded: {normalizeError(error).message}
          </Alert.Title>
        </Alert.Root>
      ) : null}

      <Stat.Root>
        <Stat.Label>Jobs in the last {days} days</Stat.Label>
        <Skeleton loading={isPending} asChild>
          <Stat.ValueText>{total.toLocaleString('en')}</Stat.ValueText>
        </Skeleton>
      </Stat.Root>

      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        <Card.Root gridColumn={{ md: 'span 2' }}>
          <Card.Header>
            <Card.Title as="h2">Jobs per day</Card.Title>
          </Card.Header>
          <Card.Body>
            {data ? (
              <LineChart
                labels={data.days.map((d) => d.date)}
                values={data.days.map((d) => d.jobs)}
                label="Jobs"
                description={`Jobs submitted to ${toolName} per day over the last ${days} days`}
              />
            ) : (
              <Skeleton height="300px" />
            )}
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Header>
            <Card.Title as="h2">Jobs per method</Card.Title>
          </Card.Header>
          <Card.Body>
            {data?.methods.some((m) => m.jobs > 0) ? (
              <DoughnutChart
                labels={data.methods.map((m) => m.label)}
                values={data.methods.map((m) => m.jobs)}
                valueLabel="Jobs"
                description={`Jobs per ${toolName} method over the last ${days} days`}
              />
            ) : data ? (
              <Text color="fg.muted">No jobs in this period.</Text>
            ) : (
              <Skeleton height="300px" />
            )}
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
    </Stack>
  );
}
