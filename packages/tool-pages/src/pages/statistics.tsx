import { Skeleton } from '@chakra-ui/react';
import { StatisticsPage as Statistics, usePageTitle } from '@peptox/ui';
import { WhenServed } from '../components/WhenServed.tsx';
import type { ToolPageProps } from '../definition.ts';
import { toolName } from '../tool-name.ts';

/** Jobs per day and per method. */
export default function StatisticsPage({ definition }: ToolPageProps) {
  const name = toolName(definition.id);
  usePageTitle(`${name} statistics`);
  return (
    <WhenServed
      id={definition.id}
      heading={`${name} statistics`}
      loading={<Skeleton height="24rem" aria-busy="true" />}
    >
      {() => <Statistics tool={definition.id} toolName={name} />}
    </WhenServed>
  );
}
