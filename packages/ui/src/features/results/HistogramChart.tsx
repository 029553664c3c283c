import { Box } from '@chakra-ui/react';
import type { Column } from '@peptox/tool-schema';
import type { Chart, ChartData, ChartOptions, Plugin } from 'chart.js';
import { type RefObject, useEffect, useMemo, useRef } from 'react';
import { Bar } from 'react-chartjs-2';
import { ChartDataTable } from '../../components/ChartDataTable.tsx';
import { type ChartColors, useChartColors } from '../../components/chart-theme.ts';
import { binLabel, type Histogram } from './summary.ts';

export interface HistogramChartProps {
  histogram: Histogram;
  column: Column;
  /** For a probability: the threshold, a dashed line; the bars below it are faded. */
  threshold?: number;
  /** What the chart shows, for screen readers. */
  description: string;
  height?: string;
}

/** A tick: two significant digits. */
const tick = (value: number | string) =>
  Number(value).toLocaleString('en', { maximumSignificantDigits: 2 });

/**
 * The threshold, drawn over the bars at each draw from a ref: moving it redraws the canvas
 * without updating the chart (no new layout, ticks or bar geometry). The colours come from a ref
 * too: the chart keeps the plugins it was made with, and the colour mode may change after.
 */
function thresholdPlugin(
  threshold: RefObject<number | undefined>,
  themeColors: RefObject<ChartColors>,
): Plugin<'bar'> {
  return {
    id: 'threshold',
    afterDatasetsDraw(chart) {
      const x = chart.scales.value;
      const colors = themeColors.current;
      if (threshold.current === undefined || !x) return;
      const { ctx, chartArea } = chart;
      const at = Math.max(
        chartArea.left,
        Math.min(chartArea.right, x.getPixelForValue(threshold.current)),
      );
      ctx.save();
      // Below the threshold: the negative class, faded.
      ctx.globalAlpha = 0.65;
      ctx.fillStyle = colors.surface;
      ctx.fillRect(chartArea.left, chartArea.top, at - chartArea.left, chartArea.height);
      ctx.globalAlpha = 1;
      ctx.strokeStyle = colors.text;
      ctx.lineWidth = 2;
      ctx.setLineDash([4, 3]);
      ctx.beginPath();
      ctx.moveTo(at, chartArea.top);
      ctx.lineTo(at, chartArea.bottom);
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
  const chart = useRef<Chart<'bar'>>(null);
  const colors = useChartColors(ref);
  const thresholdRef = useRef(threshold);
  thresholdRef.current = threshold;
  const colorsRef = useRef(colors);
  colorsRef.current = colors;
  useEffect(() => {
    if (threshold !== undefined) chart.current?.draw();
  }, [threshold]);

  const labels = useMemo(
    () => histogram.counts.map((_, i) => binLabel(histogram, i, column)),
    [histogram, column],
  );
  // Made once; data and options change with the colours only, so a threshold step leaves them be.
  const plugins = useMemo(() => [thresholdPlugin(thresholdRef, colorsRef)], []);
  // One value alone: a narrow bar at that value, in the middle of a short axis with one tick.
  const point = histogram.point;
  const span = point === undefined ? 0 : Math.max(Math.abs(point) * 0.1, 0.05);
  const data = useMemo<ChartData<'bar'>>(
    () => ({
      labels,
      datasets: [
        {
          label: 'Records',
          data: histogram.counts,
          backgroundColor: colors.series[0] ?? colors.text,
          borderWidth: 0,
          barPercentage: point === undefined ? 1 : 0.08,
          categoryPercentage: 1,
        },
      ],
    }),
    [labels, histogram, colors, point],
  );
  const options = useMemo<ChartOptions<'bar'>>(
    () => ({
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      plugins: {
        legend: { display: false },
        tooltip: { callbacks: { title: (items) => labels[items[0]?.dataIndex ?? 0] ?? '' } },
      },
      // The bars fill equal slots of a hidden category axis; a value axis (log for log10 bins)
      // spans the same width from the first edge to the last, for the ticks and the threshold.
      scales: {
        x: { type: 'category', display: false, offset: true },
        value: {
          type: histogram.log ? 'logarithmic' : 'linear',
          position: 'bottom',
          min: point === undefined ? histogram.edges[0] : point - span,
          max: point === undefined ? histogram.edges.at(-1) : point + span,
          // A bar chart offsets every x axis by default; this one must not be.
          offset: false,
          ticks: { color: colors.muted, maxRotation: 0, maxTicksLimit: 6, callback: tick },
          ...(point === undefined
            ? {}
            : {
                afterBuildTicks: (axis: { ticks: { value: number }[] }) => {
                  axis.ticks = [{ value: point }];
                },
              }),
          grid: { display: false },
        },
        y: {
          beginAtZero: true,
          ticks: { color: colors.muted, precision: 0, maxTicksLimit: 4 },
          grid: { color: colors.grid },
        },
      },
    }),
    [labels, histogram, colors, point, span],
  );

  return (
    <Box ref={ref} position="relative" height={height} width="full">
      <Bar
        ref={chart}
        role="img"
        aria-label={description}
        plugins={plugins}
        data={data}
        options={options}
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
