import { Box } from '@chakra-ui/react';
import type { Column } from '@peptox/tool-schema';
import type { Chart, Plugin } from 'chart.js';
import { type RefObject, useMemo, useRef } from 'react';
import { Bar } from 'react-chartjs-2';
import { ChartDataTable } from '../ChartDataTable.tsx';
import { useChartColors } from '../chart-theme.ts';
import { binLabel, type Histogram } from './summary.ts';

export interface HistogramChartProps {
  histogram: Histogram;
  column: Column;
  /** For a probability: the threshold, drawn as a line; the bins at or above it take the colour. */
  threshold?: number;
  /** What the chart shows, for screen readers. */
  description: string;
  height?: string;
}

/** A bin's lower edge under its bar: two significant digits. */
const tick = (value: number) => value.toLocaleString('en', { maximumSignificantDigits: 2 });

/** Where a value falls on the category axis of the bins (bars touch: one bin per step). */
function valuePixel(chart: Chart, histogram: Histogram, value: number): number {
  const x = chart.scales.x;
  if (!x) return 0;
  const bins = histogram.counts.length;
  const first = x.getPixelForValue(0);
  const step = bins > 1 ? x.getPixelForValue(1) - first : x.width;
  const lo = histogram.edges[0] as number;
  const width = ((histogram.edges[bins] as number) - lo) / bins;
  return first - step / 2 + ((value - lo) / width) * step;
}

/** A dashed line at the threshold; read at each draw, so moving it needs no new chart. */
function thresholdLine(
  histogram: Histogram,
  threshold: RefObject<number | undefined>,
  color: string,
): Plugin<'bar'> {
  return {
    id: 'threshold',
    afterDatasetsDraw(chart) {
      if (threshold.current === undefined) return;
      const { ctx, chartArea } = chart;
      const x = valuePixel(chart, histogram, threshold.current);
      ctx.save();
      ctx.strokeStyle = color;
      ctx.lineWidth = 2;
      ctx.setLineDash([4, 3]);
      ctx.beginPath();
      ctx.moveTo(x, chartArea.top);
      ctx.lineTo(x, chartArea.bottom);
      ctx.stroke();
      ctx.restore();
    },
  };
}

/** The distribution of a column's values: a bar per bin, the threshold marked on probabilities. */
export function HistogramChart({
  histogram,
  column,
  threshold,
  description,
  height = '120px',
}: HistogramChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const colors = useChartColors(ref);
  const labels = useMemo(
    () => histogram.counts.map((_, i) => binLabel(histogram, i, column)),
    [histogram, column],
  );
  const accent = colors.series[0] ?? colors.text;
  const thresholdRef = useRef(threshold);
  thresholdRef.current = threshold;
  const plugins = useMemo(
    () => [thresholdLine(histogram, thresholdRef, colors.text)],
    [histogram, colors.text],
  );
  return (
    <Box ref={ref} position="relative" height={height} width="full">
      <Bar
        role="img"
        aria-label={description}
        plugins={plugins}
        data={{
          labels,
          datasets: [
            {
              label: 'Records',
              data: histogram.counts,
              backgroundColor: histogram.counts.map((_, i) =>
                threshold === undefined || (histogram.edges[i] as number) >= threshold
                  ? accent
                  : colors.grid,
              ),
              borderWidth: 0,
              barPercentage: 1,
              categoryPercentage: 1,
            },
          ],
        }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          plugins: { legend: { display: false } },
          scales: {
            x: {
              ticks: {
                color: colors.muted,
                maxRotation: 0,
                autoSkip: true,
                maxTicksLimit: 6,
                callback: (_, i) => tick(histogram.edges[i] ?? 0),
              },
              grid: { display: false },
            },
            y: {
              beginAtZero: true,
              ticks: { color: colors.muted, precision: 0, maxTicksLimit: 4 },
              grid: { color: colors.grid },
            },
          },
        }}
      />
      <ChartDataTable
        description={description}
        keyLabel={column.unit ? `${column.label} (${column.unit})` : column.label}
        valueLabel="Records"
        labels={labels}
        values={histogram.counts}
      />
    </Box>
  );
}
