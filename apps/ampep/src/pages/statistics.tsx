import { StatisticsPage, usePageTitle } from '@peptox/ui';

export default function AmpepStatistics() {
  usePageTitle('AmPEP statistics');
  return <StatisticsPage tool="ampep" toolName="AmPEP" />;
}
