import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';

export interface ChartPoint {
  /** A calendar day in India (IST), "YYYY-MM-DD", as the server counts the days. */
  date: string;
  value: number;
}

interface DailyBarChartProps {
  title: string;
  points: ChartPoint[];
  /** A value as read out and shown in a bar's tooltip: "₹1,500", "3 requests". */
  formatValue: (value: number) => string;
  /** A y-axis tick label: "₹2.5K", "3". */
  formatTick: (value: number) => string;
  formatDay: (date: string) => string;
  yAxisLabel: string;
  barClassName: string;
}

const HEIGHT = 220;
const MARGIN = { top: 12, right: 8, bottom: 40, left: 68 };
const TICKS = 4;

/** The smallest "round" maximum (1, 2, 2.5, 5 × 10ⁿ per step) at or above the largest value. */
export function niceMax(max: number): number {
  if (max <= 0) return TICKS;
  const rawStep = max / TICKS;
  const magnitude = 10 ** Math.floor(Math.log10(rawStep));
  const step = [1, 2, 2.5, 5, 10].map((f) => f * magnitude).find((s) => s >= rawStep) ?? 10 * magnitude;
  // Counts and rupees are whole numbers here, so a tick never falls between two of them.
  return Math.max(1, step) * TICKS;
}

/** Follows the width of the box the chart sits in, so it is drawn for the screen it is on, never squeezed. */
function useWidth<T extends HTMLElement>(): [React.RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/**
 * A bar chart of one value per day, drawn as inline SVG. Screen readers get its title and a
 * one-sentence summary (total, busiest day); the page also offers every figure as a table.
 */
export function DailyBarChart({
  title,
  points,
  formatValue,
  formatTick,
  formatDay,
  yAxisLabel,
  barClassName,
}: DailyBarChartProps) {
  const id = useId();
  const { t } = useLingui();
  const [ref, width] = useWidth<HTMLDivElement>();
  const total = points.reduce((sum, p) => sum + p.value, 0);
  const busiest = points.reduce<ChartPoint | undefined>((best, p) => (!best || p.value > best.value ? p : best), undefined);
  const summary = (() => {
    if (points.length === 0) return t`No data.`;
    const totalText = formatValue(total);
    const dayCount = points.length;
    const from = formatDay(points[0]!.date);
    const to = formatDay(points.at(-1)!.date);
    if (!busiest || busiest.value === 0) return t`${totalText} in total over ${dayCount} days, from ${from} to ${to}.`;
    const busiestDay = formatDay(busiest.date);
    const busiestValue = formatValue(busiest.value);
    return t`${totalText} in total over ${dayCount} days, from ${from} to ${to}. Highest on ${busiestDay}: ${busiestValue}.`;
  })();

  const max = niceMax(Math.max(0, ...points.map((p) => p.value)));
  const plotWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const slot = points.length ? plotWidth / points.length : 0;
  const barWidth = Math.max(1, slot * 0.7);
  const y = (value: number) => MARGIN.top + plotHeight - (value / max) * plotHeight;
  // Fewer date labels on a phone, so they never overlap.
  const labelEvery = width < 480 ? 10 : 5;

  return (
    <figure className="min-w-0 space-y-2">
      <figcaption id={`${id}-title`} className="font-bold text-ink">
        {title}
      </figcaption>
      <div ref={ref} className="w-full min-w-0">
        {width > 0 ? (
          <svg
            role="img"
            aria-labelledby={`${id}-title ${id}-desc`}
            width={width}
            height={HEIGHT}
            viewBox={`0 0 ${width} ${HEIGHT}`}
            className="block overflow-visible text-muted"
          >
            <desc id={`${id}-desc`}>{summary}</desc>
            {Array.from({ length: TICKS + 1 }, (_, i) => {
              const value = (max / TICKS) * i;
              return (
                <g key={i}>
                  <line
                    x1={MARGIN.left}
                    x2={MARGIN.left + plotWidth}
                    y1={y(value)}
                    y2={y(value)}
                    className={i === 0 ? 'stroke-stone-400' : 'stroke-stone-200'}
                    strokeDasharray={i === 0 ? undefined : '3 3'}
                  />
                  <text x={MARGIN.left - 8} y={y(value)} dy="0.32em" textAnchor="end" className="fill-current text-xs">
                    {formatTick(value)}
                  </text>
                </g>
              );
            })}
            {points.map((point, i) => {
              const top = y(point.value);
              const x = MARGIN.left + i * slot + (slot - barWidth) / 2;
              return (
                <g key={point.date}>
                  <rect
                    x={x}
                    y={top}
                    width={barWidth}
                    height={Math.max(0, MARGIN.top + plotHeight - top)}
                    rx={Math.min(3, barWidth / 3)}
                    className={barClassName}
                  >
                    <title>{`${formatDay(point.date)}: ${formatValue(point.value)}`}</title>
                  </rect>
                  {i % labelEvery === 0 || i === points.length - 1 ? (
                    <text
                      x={x + barWidth / 2}
                      y={MARGIN.top + plotHeight + 16}
                      textAnchor="middle"
                      className="fill-current text-xs"
                    >
                      {formatDay(point.date)}
                    </text>
                  ) : null}
                </g>
              );
            })}
            <text
              x={MARGIN.left + plotWidth / 2}
              y={HEIGHT - 4}
              textAnchor="middle"
              className="fill-current text-xs font-semibold"
            >
              <Trans>Day (IST)</Trans>
            </text>
            <text
              transform={`translate(10 ${MARGIN.top + plotHeight / 2}) rotate(-90)`}
              textAnchor="middle"
              className="fill-current text-xs font-semibold"
            >
              {yAxisLabel}
            </text>
          </svg>
        ) : (
          <div style={{ height: HEIGHT }} aria-hidden />
        )}
      </div>
    </figure>
  );
}
