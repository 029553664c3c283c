import { Box, Span, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ChartEvent } from 'chart.js';
import { Chart as ChartJS } from 'chart.js';
import { MatrixController, MatrixElement } from 'chartjs-chart-matrix';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { Chart } from 'react-chartjs-2';
import { useChartColors, useTokenColors } from './chart-theme.ts';

ChartJS.register(MatrixController, MatrixElement);

export interface HeatMapChartProps {
  /** Column labels (e.g. the positions 'G1', 'I2', …) and row labels (e.g. the residues). */
  xLabels: readonly string[];
  yLabels: readonly string[];
  /** values[y][x]; null for a cell without a value (drawn empty). */
  values: readonly (readonly (number | null)[])[];
  /** A cell that is the reference itself (the wild type's residue): drawn marked, not selectable. */
  isReference?: (x: number, y: number) => boolean;
  /** What the chart shows, for screen readers and its caption. */
  description: string;
  /** What a cell's value is, e.g. 'log2 change of the E. coli MIC'. */
  valueLabel: string;
  /** A cell's name in the tooltip, the status line and the table (e.g. the variant 'K7A'). */
  cellLabel: (x: number, y: number) => string;
  format?: (value: number) => string;
  /** What low and high values mean, under the chart ('lower than the wild type'). */
  legend: { low: string; high: string };
  /**
   * Cells whose value cannot be told from none: drawn faint (their colour at a fifth of its
   * strength or less, every other cell at half or more), said so in the legend (`legend`), the
   * status line and the table.
   */
  muted?: { cells: (x: number, y: number) => boolean; legend: string };
  /** Chosen by a click, or by Enter on the focused chart (arrow keys move between cells). */
  onSelect?: (x: number, y: number) => void;
  /** Side of a cell in px: the chart is this wide per column and scrolls on a narrow screen. */
  cellSize?: number;
}

const AXIS_ROOM = 48;
const DIVERGING_TOKENS = ['blue.solid', 'orange.solid'] as const;
/** The strongest a muted cell is drawn; every cell that is not muted is drawn stronger. */
const MUTED_ALPHA = 0.25;

/** '#rrggbb' or 'rgb(…)' at this opacity. */
function withAlpha(color: string, alpha: number): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(color.trim());
  if (hex) {
    const n = Number.parseInt(hex[1] as string, 16);
    return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
  }
  const rgb = /^rgba?\(([^)]+)\)$/.exec(color.trim());
  if (rgb) {
    const [r, g, b] = (rgb[1] as string).split(/[\s,/]+/);
    return `rgba(${r}, ${g}, ${b}, ${alpha})`;
  }
  return color;
}

/**
 * A heat map (chart.js's matrix chart) of values that change sign around a reference: one colour
 * for below, another for above, stronger as the value grows; colours from the theme, in light and
 * dark. It keeps its cell size and scrolls sideways on a narrow screen; a table of the values is
 * there for screen readers; a click, or Enter on the focused chart, chooses a cell.
 */
export function HeatMapChart({
  xLabels,
  yLabels,
  values,
  isReference = () => false,
  description,
  valueLabel,
  cellLabel,
  format = (v) => v.toFixed(2),
  legend,
  muted,
  onSelect,
  cellSize = 22,
}: HeatMapChartProps) {
  const isMuted = (x: number, y: number) => muted?.cells(x, y) ?? false;
  const ref = useRef<HTMLDivElement>(null);
  const colors = useChartColors(ref);
  const [low, high] = useTokenColors(ref, DIVERGING_TOKENS, ['#1f6feb', '#d9480f']);
  const [active, setActive] = useState<{ x: number; y: number } | null>(null);
  const largest = useMemo(() => {
    let max = 0;
    for (const row of values) for (const v of row) if (v !== null) max = Math.max(max, Math.abs(v));
    return max || 1;
  }, [values]);

  const data = useMemo(
    () =>
      values.flatMap((row, y) =>
        row.map((v, x) => ({ x: xLabels[x] as string, y: yLabels[y] as string, v, ix: x, iy: y })),
      ),
    [values, xLabels, yLabels],
  );
  type Cell = (typeof data)[number];

  const fill = (cell: Cell) => {
    if (isReference(cell.ix, cell.iy)) return colors.muted;
    if (cell.v === null) return 'rgba(0, 0, 0, 0)';
    const relative = Math.min(1, Math.abs(cell.v) / largest);
    const hue = cell.v < 0 ? low : high;
    if (isMuted(cell.ix, cell.iy)) return withAlpha(hue, MUTED_ALPHA * (0.3 + 0.7 * relative));
    return withAlpha(hue, muted ? 0.5 + 0.5 * relative : 0.15 + 0.85 * relative);
  };
  const choose = (x: number, y: number) => {
    setActive({ x, y });
    if (!isReference(x, y) && values[y]?.[x] !== null) onSelect?.(x, y);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const at = active ?? { x: 0, y: 0 };
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setActive({
        x: Math.max(0, Math.min(xLabels.length - 1, at.x + move[0])),
        y: Math.max(0, Math.min(yLabels.length - 1, at.y + move[1])),
      });
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(at.x, at.y);
    }
  };
  const describe = (x: number, y: number) => {
    const v = values[y]?.[x] ?? null;
    if (isReference(x, y)) return `${cellLabel(x, y)}: the reference itself`;
    if (v === null) return `${cellLabel(x, y)}: no value`;
    return `${cellLabel(x, y)}: ${format(v)}${isMuted(x, y) ? ' (within the uncertainty)' : ''}`;
  };

  const width = xLabels.length * cellSize + AXIS_ROOM;
  const height = yLabels.length * cellSize + AXIS_ROOM;
  return (
    <Box>
      <Box overflowX="auto" borderWidth="1px" borderRadius="md" data-testid="heat-map-scroll">
        <Box ref={ref} position="relative" width={`${width}px`} height={`${height}px`}>
          <Chart
            type="matrix"
            role="img"
            tabIndex={0}
            aria-label={`${description}. Arrow keys move between cells; Enter loads the one chosen.`}
            onKeyDown={onKeyDown}
            data={{
              datasets: [
                {
                  label: valueLabel,
                  data,
                  backgroundColor: (context) => fill(context.raw as Cell),
                  borderColor: (context) => {
                    const cell = context.raw as Cell;
                    return active && cell.ix === active.x && cell.iy === active.y
                      ? colors.text
                      : colors.grid;
                  },
                  borderWidth: (context) => {
                    const cell = context.raw as Cell;
                    return active && cell.ix === active.x && cell.iy === active.y ? 2 : 0.5;
                  },
                  width: ({ chart }) => (chart.chartArea?.width ?? width) / xLabels.length - 1,
                  height: ({ chart }) => (chart.chartArea?.height ?? height) / yLabels.length - 1,
                },
              ],
            }}
            options={{
              responsive: true,
              maintainAspectRatio: false,
              animation: false,
              plugins: {
                legend: { display: false },
                tooltip: {
                  callbacks: {
                    title: (items) => {
                      const cell = items[0]?.raw as Cell | undefined;
                      return cell ? cellLabel(cell.ix, cell.iy) : '';
                    },
                    label: (item) => {
                      const cell = item.raw as Cell;
                      return describe(cell.ix, cell.iy).replace(/^[^:]*: /, `${valueLabel}: `);
                    },
                  },
                },
              },
              onClick: (event: ChartEvent, _elements, chart) => {
                const [hit] = chart.getElementsAtEventForMode(
                  event.native as Event,
                  'nearest',
                  { intersect: true },
                  false,
                );
                const cell = hit && (data[hit.index] as Cell | undefined);
                if (cell) choose(cell.ix, cell.iy);
              },
              scales: {
                x: {
                  type: 'category',
                  labels: [...xLabels],
                  offset: true,
                  position: 'top',
                  grid: { display: false },
                  ticks: { color: colors.text, autoSkip: false, maxRotation: 90, minRotation: 90 },
                },
                y: {
                  type: 'category',
                  // A category axis draws its first label at the bottom: the first row goes on top,
                  // as in the table.
                  labels: [...yLabels].reverse(),
                  offset: true,
                  grid: { display: false },
                  ticks: { color: colors.text, autoSkip: false },
                },
              },
            }}
          />
        </Box>
      </Box>
      <Text fontSize="sm" color="fg.muted" mt="2">
        <Span display="inline-block" width="3" height="3" bg={low} me="1" borderRadius="sm" />
        {legend.low}
        <Span
          display="inline-block"
          width="3"
          height="3"
          bg={high}
          ms="4"
          me="1"
          borderRadius="sm"
        />
        {legend.high}
        <Span
          display="inline-block"
          width="3"
          height="3"
          bg={colors.muted}
          ms="4"
          me="1"
          borderRadius="sm"
        />
        the reference
        {muted ? (
          <>
            <Span
              display="inline-block"
              width="3"
              height="3"
              style={{
                background: `linear-gradient(90deg, ${withAlpha(low, MUTED_ALPHA)} 50%, ${withAlpha(high, MUTED_ALPHA)} 50%)`,
              }}
              borderWidth="1px"
              borderColor={colors.grid}
              ms="4"
              me="1"
              borderRadius="sm"
            />
            <Span data-testid="heat-map-muted-legend">{muted.legend}</Span>
          </>
        ) : null}
      </Text>
      <Text fontSize="sm" mt="1" aria-live="polite" data-testid="heat-map-active">
        {active ? describe(active.x, active.y) : ''}
      </Text>
      <VisuallyHidden>
        <table>
          <caption>
            {description} ({valueLabel})
          </caption>
          <thead>
            <tr>
              <th scope="col">Row</th>
              {xLabels.map((label) => (
                <th scope="col" key={label}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {yLabels.map((label, y) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {xLabels.map((x, ix) => {
                  const v = values[y]?.[ix] ?? null;
                  return (
                    <td key={x}>
                      {isReference(ix, y)
                        ? 'reference'
                        : v === null
                          ? ''
                          : `${format(v)}${isMuted(ix, y) ? ' (within the uncertainty)' : ''}`}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}
