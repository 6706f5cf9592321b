/**
 * Metrics in the Prometheus text format (version 0.0.4): counters and histograms this process
 * counts itself, and gauges or counters read from elsewhere at each scrape (the pool, the sockets,
 * the queue). Small enough to own: the format is a few lines per family, and what is measured is
 * decided in plugins/infrastructure/metrics.ts.
 */

export const PROMETHEUS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

export type Labels = Readonly<Record<string, string>>;

export interface Sample {
  labels?: Labels;
  value: number;
}

type MetricType = 'counter' | 'gauge' | 'histogram';

/** A sample value as the format spells it: `+Inf`, `-Inf` and `NaN` have their own words. */
export function formatValue(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Infinity) return '+Inf';
  if (value === -Infinity) return '-Inf';
  return String(value);
}

/** Label values escape backslash, double quote and newline; help texts backslash and newline. */
const escapeLabel = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
const escapeHelp = (text: string) => text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');

function sampleLine(name: string, labels: Labels | undefined, value: number): string {
  const pairs = Object.entries(labels ?? {}).map(([key, v]) => `${key}="${escapeLabel(v)}"`);
  return `${name}${pairs.length > 0 ? `{${pairs.join(',')}}` : ''} ${formatValue(value)}`;
}

const header = (name: string, help: string, type: MetricType) => [`# HELP ${name} ${escapeHelp(help)}`, `# TYPE ${name} ${type}`];

/** Series are kept by their label values, in the order the metric names its labels. */
function seriesKey(labelNames: readonly string[], labels: Labels): string {
  return JSON.stringify(labelNames.map((name) => labels[name] ?? ''));
}

function pick(labelNames: readonly string[], labels: Labels): Labels {
  return Object.fromEntries(labelNames.map((name) => [name, labels[name] ?? '']));
}

interface Family {
  render(): Promise<string[]>;
}

/** A count that only goes up, by label values. */
export class Counter implements Family {
  private readonly series = new Map<string, { labels: Labels; value: number }>();

  constructor(
    readonly name: string,
    private readonly help: string,
    private readonly labelNames: readonly string[] = [],
  ) {}

  inc(labels: Labels = {}, by = 1): void {
    const key = seriesKey(this.labelNames, labels);
    const entry = this.series.get(key) ?? { labels: pick(this.labelNames, labels), value: 0 };
    entry.value += by;
    this.series.set(key, entry);
  }

  async render(): Promise<string[]> {
    const lines = header(this.name, this.help, 'counter');
    for (const { labels, value } of this.series.values()) lines.push(sampleLine(this.name, labels, value));
    return lines;
  }
}

/** Observations counted into buckets of upper bounds, with their sum and count, by label values. */
export class Histogram implements Family {
  private readonly series = new Map<string, { labels: Labels; counts: number[]; sum: number; count: number }>();
  private readonly buckets: readonly number[];

  constructor(
    readonly name: string,
    private readonly help: string,
    private readonly labelNames: readonly string[],
    buckets: readonly number[],
  ) {
    this.buckets = [...buckets].sort((a, b) => a - b);
  }

  observe(labels: Labels, value: number): void {
    const key = seriesKey(this.labelNames, labels);
    let entry = this.series.get(key);
    if (!entry) {
      entry = { labels: pick(this.labelNames, labels), counts: this.buckets.map(() => 0), sum: 0, count: 0 };
      this.series.set(key, entry);
    }
    // Each observation is counted in its own bucket only; the cumulative counts are summed at render.
    const index = this.buckets.findIndex((bound) => value <= bound);
    if (index >= 0) entry.counts[index] = (entry.counts[index] ?? 0) + 1;
    entry.sum += value;
    entry.count += 1;
  }

  async render(): Promise<string[]> {
    const lines = header(this.name, this.help, 'histogram');
    for (const { labels, counts, sum, count } of this.series.values()) {
      let cumulative = 0;
      this.buckets.forEach((bound, i) => {
        cumulative += counts[i] ?? 0;
        lines.push(sampleLine(`${this.name}_bucket`, { ...labels, le: formatValue(bound) }, cumulative));
      });
      lines.push(sampleLine(`${this.name}_bucket`, { ...labels, le: '+Inf' }, count));
      lines.push(sampleLine(`${this.name}_sum`, labels, sum));
      lines.push(sampleLine(`${this.name}_count`, labels, count));
    }
    return lines;
  }
}

/**
 * A gauge or counter whose samples are read when scraped. One that fails to read (the database
 * away) is shown without samples, so the rest of the scrape still arrives.
 */
class Collected implements Family {
  constructor(
    readonly name: string,
    private readonly help: string,
    private readonly type: 'counter' | 'gauge',
    private readonly collect: () => Sample[] | Promise<Sample[]>,
    private readonly onError: (name: string, err: unknown) => void,
  ) {}

  async render(): Promise<string[]> {
    const lines = header(this.name, this.help, this.type);
    try {
      for (const { labels, value } of await this.collect()) lines.push(sampleLine(this.name, labels, value));
    } catch (err) {
      this.onError(this.name, err);
    }
    return lines;
  }
}

/** The metrics of one process, rendered in the order they were made. */
export class Registry {
  private readonly families: Family[] = [];
  private readonly reads: (() => Promise<void>)[] = [];

  /** Told about a collected metric that could not be read. */
  constructor(private readonly onError: (name: string, err: unknown) => void = () => undefined) {}

  counter(name: string, help: string, labelNames: readonly string[] = []): Counter {
    return this.add(new Counter(name, help, labelNames));
  }

  histogram(name: string, help: string, labelNames: readonly string[], buckets: readonly number[]): Histogram {
    return this.add(new Histogram(name, help, labelNames, buckets));
  }

  /** A gauge (or a counter kept elsewhere) read at each scrape. */
  collected(name: string, help: string, type: 'counter' | 'gauge', collect: () => Sample[] | Promise<Sample[]>): void {
    this.add(new Collected(name, help, type, collect, this.onError));
  }

  /** Runs before each render, to read once what several metrics show. */
  beforeRender(read: () => Promise<void>): void {
    this.reads.push(read);
  }

  async render(): Promise<string> {
    await Promise.all(this.reads.map((read) => read()));
    const families = await Promise.all(this.families.map((family) => family.render()));
    return `${families.flat().join('\n')}\n`;
  }

  private add<F extends Family>(family: F): F {
    this.families.push(family);
    return family;
  }
}
