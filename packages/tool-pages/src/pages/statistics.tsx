import { StatisticsPage as Statistics, usePageTitle } from '@peptox/ui';
import type { ToolPageProps } from '../definition.ts';
import { toolName } from '../tool-name.ts';

/** Jobs per day and per method. */
export default function StatisticsPage({ definition }: ToolPageProps) {
  const name = toolName(definition.id);
  usePageTitle(`${name} statistics`);
  return <Statistics tool={definition.id} toolName={name} />;
}
