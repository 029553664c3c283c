import { VisuallyHidden } from '@chakra-ui/react';
import { memo } from 'react';

export interface ChartDataTableProps {
  description: string;
  keyLabel: string;
  valueLabel: string;
  labels: readonly string[];
  values: readonly number[];
}

/** A chart's numbers as a table for screen readers: a canvas alone says nothing to them. */
export const ChartDataTable = memo(function ChartDataTable({
  description,
  keyLabel,
  valueLabel,
  labels,
  values,
}: ChartDataTableProps) {
  return (
    <VisuallyHidden>
      <table>
        <caption>{description}</caption>
        <thead>
          <tr>
            <th scope="col">{keyLabel}</th>
            <th scope="col">{valueLabel}</th>
          </tr>
        </thead>
        <tbody>
          {labels.map((label, i) => (
            <tr key={label}>
              <td>{label}</td>
              <td>{values[i]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
});
