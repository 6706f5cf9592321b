import { describe, expect, it } from 'vitest';
import { formatValue, Registry } from './prometheus.ts';

describe('the Prometheus text format', () => {
  it('writes a counter with its help, type and one line per series', async () => {
    const registry = new Registry();
    const counter = registry.counter('jobs_done_total', 'Jobs done.', ['queue']);
    counter.inc({ queue: 'mail' });
    counter.inc({ queue: 'mail' }, 2);
    counter.inc({ queue: 'reminders' });
    expect(await registry.render()).toBe(
      [
        '# HELP jobs_done_total Jobs done.',
        '# TYPE jobs_done_total counter',
        'jobs_done_total{queue="mail"} 3',
        'jobs_done_total{queue="reminders"} 1',
        '',
      ].join('\n'),
    );
  });

  it('writes a histogram as cumulative buckets up to +Inf, then its sum and count', async () => {
    const registry = new Registry();
    const histogram = registry.histogram('latency_seconds', 'Latency.', ['route'], [0.5, 0.1, 1]);
    for (const value of [0.05, 0.1, 0.3, 2]) histogram.observe({ route: '/a' }, value);
    expect(await registry.render()).toBe(
      [
        '# HELP latency_seconds Latency.',
        '# TYPE latency_seconds histogram',
        'latency_seconds_bucket{route="/a",le="0.1"} 2',
        'latency_seconds_bucket{route="/a",le="0.5"} 3',
        'latency_seconds_bucket{route="/a",le="1"} 3',
        'latency_seconds_bucket{route="/a",le="+Inf"} 4',
        'latency_seconds_sum{route="/a"} 2.45',
        'latency_seconds_count{route="/a"} 4',
        '',
      ].join('\n'),
    );
  });

  it('keeps series apart by their label values in the order the metric names its labels', async () => {
    const registry = new Registry();
    const counter = registry.counter('calls_total', 'Calls.', ['method', 'status']);
    counter.inc({ status: '200', method: 'GET' });
    counter.inc({ method: 'GET', status: '200' });
    counter.inc({ method: 'GET', status: '404' });
    const lines = (await registry.render()).split('\n');
    expect(lines).toContain('calls_total{method="GET",status="200"} 2');
    expect(lines).toContain('calls_total{method="GET",status="404"} 1');
  });

  it('escapes label values and help texts, and spells infinities and NaN as the format does', async () => {
    const registry = new Registry();
    registry.collected('odd', 'A help with a \\ and a\nnewline.', 'gauge', () => [
      { labels: { path: 'a "quoted" \\ path\nend' }, value: Infinity },
      { labels: { path: 'b' }, value: -Infinity },
      { labels: { path: 'c' }, value: NaN },
    ]);
    expect(await registry.render()).toBe(
      [
        '# HELP odd A help with a \\\\ and a\\nnewline.',
        '# TYPE odd gauge',
        'odd{path="a \\"quoted\\" \\\\ path\\nend"} +Inf',
        'odd{path="b"} -Inf',
        'odd{path="c"} NaN',
        '',
      ].join('\n'),
    );
    expect(formatValue(1.5e-7)).toBe('1.5e-7');
  });

  it('reads collected metrics at each render, and leaves out the samples of one that fails', async () => {
    const failures: string[] = [];
    const registry = new Registry((name) => failures.push(name));
    let connections = 3;
    registry.collected('sockets', 'Open sockets.', 'gauge', () => [{ value: connections }]);
    registry.collected('queue_waiting', 'Waiting jobs.', 'gauge', async () => {
      throw new Error('the database is away');
    });
    expect(await registry.render()).toContain('\nsockets 3\n');
    connections = 5;
    const text = await registry.render();
    expect(text).toContain('\nsockets 5\n');
    expect(text).toContain('# TYPE queue_waiting gauge\n');
    expect(text).not.toMatch(/^queue_waiting /m);
    expect(failures).toEqual(['queue_waiting', 'queue_waiting']);
  });

  it('produces only lines a scraper accepts: comments, or a name, optional labels and a number', async () => {
    const registry = new Registry();
    registry.counter('a_total', 'A.', ['x']).inc({ x: 'y' });
    registry.histogram('b_seconds', 'B.', [], [1]).observe({}, 0.2);
    registry.collected('c', 'C.', 'gauge', () => [{ value: 1 }]);
    const sample = /^[a-zA-Z_:][a-zA-Z0-9_:]*(\{([a-zA-Z_][a-zA-Z0-9_]*="([^"\\\n]|\\["\\n])*",?)*\})? (-?[0-9.e+-]+|[+-]Inf|NaN)$/;
    for (const line of (await registry.render()).trimEnd().split('\n')) {
      if (!line.startsWith('# HELP ') && !line.startsWith('# TYPE ')) expect(line).toMatch(sample);
    }
  });
});
