import { Box, VisuallyHidden } from '@chakra-ui/react';
import type { ReliabilityBin } from '@peptox/tool-schema';
import { useRef } from 'react';
import { Line } from 'react-chartjs-2';
import { useChartColors } from './chart-theme.ts';

export interface ReliabilityChartProps {
  /** The uncalibrated scores' bins; null when the model had none (a class derived from a value). */
  before: readonly ReliabilityBin[] | null;
  after: readonly ReliabilityBin[];
  /** What the chart shows, for screen readers. */
  description: string;
  height?: string;
}

const points = (bins: readonly ReliabilityBin[]) =>
  bins.flatMap((b) =>
    b.meanPredicted === null || b.observed === null ? [] : [{ x: b.meanPredicted, y: b.observed }],
  );

const fixed = (v: number | null) => (v === null ? '—' : v.toFixed(2));

/**
 * A reliability diagram: the share observed positive against the mean predicted probability, per
 * bin, before and after calibration, with the diagonal a perfectly calibrated model would follow.
 * Its figures are also a table for screen readers.
 */
export function ReliabilityChart({
  before,
  after,
  description,
  height = '280px',
}: ReliabilityChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const colors = useChartColors(ref);
  const [afterColor = colors.text, beforeColor = colors.muted] = colors.series;
  const datasets = [
    {
      label: 'Perfect calibration',
      data: [
        { x: 0, y: 0 },
        { x: 1, y: 1 },
      ],
      borderColor: colors.muted,
      backgroundColor: colors.muted,
      borderDash: [4, 4],
      borderWidth: 1,
      pointRadius: 0,
    },
    ...(before
      ? [
          {
            label: 'Before calibration',
            data: points(before),
            borderColor: beforeColor,
            backgroundColor: beforeColor,
            pointRadius: 3,
            pointStyle: 'rect' as const,
          },
        ]
      : []),
    {
      label: 'After calibration',
      data: points(after),
      borderColor: afterColor,
      backgroundColor: afterColor,
      pointRadius: 3,
    },
  ];
  const axis = (title: string) => ({
    type: 'linear' as const,
    min: 0,
    max: 1,
    title: { display: true, text: title, color: colors.text },
    ticks: { color: colors.muted, stepSize: 0.2 },
    grid: { color: colors.grid },
  });
  return (
    <Box ref={ref} position="relative" height={height} width="full" maxW="28rem">
      <Line
        role="img"
        aria-label={description}
        data={{ datasets }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          parsing: false,
          plugins: { legend: { labels: { color: colors.text, boxWidth: 12 } } },
          scales: { x: axis('Predicted probability'), y: axis('Observed share positive') },
        }}
      />
      <VisuallyHidden>
        <table>
          <caption>{description}</caption>
          <thead>
            <tr>
              <th scope="col">Probability bin</th>
              {before ? (
                <>
                  <th scope="col">Before calibration: records</th>
                  <th scope="col">mean predicted</th>
                  <th scope="col">observed share positive</th>
                </>
              ) : null}
              <th scope="col">After calibration: records</th>
              <th scope="col">mean predicted</th>
              <th scope="col">observed share positive</th>
            </tr>
          </thead>
          <tbody>
            {after.map((bin, i) => (
              <tr key={bin.from}>
                <th scope="row">
                  {bin.from.toFixed(1)}–{bin.to.toFixed(1)}
                </th>
                {before ? (
                  <>
                    <td>{before[i]?.n ?? 0}</td>
                    <td>{fixed(before[i]?.meanPredicted ?? null)}</td>
                    <td>{fixed(before[i]?.observed ?? null)}</td>
                  </>
                ) : null}
                <td>{bin.n}</td>
                <td>{fixed(bin.meanPredicted)}</td>
                <td>{fixed(bin.observed)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}
