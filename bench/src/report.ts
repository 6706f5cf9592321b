/** The results as a plain-text table for the terminal and as markdown for bench/results/latest.md. */
import type { Measurement } from './load.ts';
import type { ApprovalRun } from './approvals.ts';
import type { DispatchRun } from './dispatch.ts';
import type { CapturedStatement } from './app-under-test.ts';
import type { DatabaseKind } from './options.ts';
import type { SeedResult } from './seed.ts';
import type { SequenceRun } from './sequence.ts';
import { capturedKey, scenarioOfFirstRequest, type HttpScenario, type Scenario, type SqlScenario } from './scenarios.ts';

/**
 * The targets of issues 4 (the users search), 11 (the lending lists) and 14 (the donations table), for
 * every list held to one; the equipment library's pages (issue 27) are held to the same.
 */
export const TARGETS = { p99Ms: 50, ratio: 0.5 } as const;

export type ScenarioOutcome =
  | { status: 'measured'; measurement: Measurement; approvals?: ApprovalRun; sequence?: SequenceRun; dispatch?: DispatchRun }
  | { status: 'skipped'; reason: string };

export interface Explained {
  /** The HTTP scenario whose statement it is. */
  scenario: string;
  statement: string;
  plan: string;
  indexes: string[];
  /** Tables the plan reads whole (Seq Scan). */
  fullScans: string[];
  /** The methods of the plan's sorts (quicksort, top-N heapsort, external merge). */
  sorts: string[];
}

export interface DatabaseRun {
  kind: DatabaseKind;
  label: string;
  where: string;
  seed?: SeedResult;
  outcomes: Map<string, ScenarioOutcome>;
  /** The SQL one request of each HTTP scenario runs, in order. */
  captured: Map<string, CapturedStatement[]>;
  explained: Explained[];
  /** Set when the run on this database failed as a whole. */
  failure?: string;
}

export interface MachineInfo {
  cores: number;
  cpu: string;
  memoryGiB: number;
  node: string;
  os: string;
  loadBefore: number[];
  loadAfter: number[];
}

export interface Report {
  startedAt: Date;
  command: string;
  settings: string;
  connections: number;
  machine: MachineInfo;
  scenarios: Scenario[];
  runs: DatabaseRun[];
}

const shortName = (kind: DatabaseKind) => (kind === 'pglite' ? 'PGlite' : 'PostgreSQL');
const fixed = (n: number, digits: number) => (Number.isFinite(n) ? n.toFixed(digits) : '–');

function problems(m: Measurement): string {
  const parts: string[] = [];
  if (m.non2xx > 0) {
    const codes = Object.entries(m.statusCodes)
      .map(([code, count]) => `${code}×${count}`)
      .join(' ');
    parts.push(`!! ${m.non2xx} non-2xx${codes ? ` (${codes})` : ''}`);
  }
  if (m.errors > 0) parts.push(`!! ${m.errors} errors${m.timeouts > 0 ? ` (${m.timeouts} timeouts)` : ''}`);
  return parts.length > 0 ? parts.join(', ') : '0';
}

function cells(outcome: ScenarioOutcome | undefined): string[] {
  if (!outcome) return ['', '', '', ''];
  if (outcome.status === 'skipped') return ['skipped', '', '', outcome.reason];
  const m = outcome.measurement;
  return [fixed(m.requestsPerSecond, 0), fixed(m.p50, 1), fixed(m.p99, 1), problems(m)];
}

/** The direct-SQL scenarios of the report that replay a repeated request: each gives a ratio. */
const replays = (report: Report) =>
  report.scenarios.filter((s): s is SqlScenario => s.kind === 'sql' && s.request !== 'first');

/** The throughput of an HTTP scenario as a share of its SQL's run straight on the driver. */
export function ratioOf(run: DatabaseRun, endpointId: string, directId: string): number | undefined {
  const endpoint = run.outcomes.get(endpointId);
  const direct = run.outcomes.get(directId);
  if (endpoint?.status !== 'measured' || direct?.status !== 'measured') return undefined;
  if (direct.measurement.requestsPerSecond === 0) return undefined;
  return endpoint.measurement.requestsPerSecond / direct.measurement.requestsPerSecond;
}

/**
 * The run whose captured SQL the report shows. Drizzle writes the same SQL for both databases,
 * but only on PostgreSQL are statements prepared under names, so its run is preferred.
 */
const runWithSql = (report: Report) =>
  report.runs.find((r) => r.kind === 'postgres' && r.captured.size > 0) ?? report.runs.find((r) => r.captured.size > 0);

/** Rows of the main table: a column group per database, side by side. */
function tableRows(report: Report): string[][] {
  const header = ['Scenario', 'SQL/req'];
  const withSql = runWithSql(report);
  for (const run of report.runs) {
    const name = shortName(run.kind);
    header.push(`${name} req/s`, `${name} p50 ms`, `${name} p99 ms`, `${name} errors/non-2xx`);
  }
  const rows = [header];
  for (const scenario of report.scenarios) {
    const captured = withSql?.captured.get(capturedKey(scenario));
    const row = [`${scenario.id}: ${scenario.title}`, captured ? String(captured.length) : ''];
    for (const run of report.runs) row.push(...(run.failure ? ['failed', '', '', ''] : cells(run.outcomes.get(scenario.id))));
    rows.push(row);
  }
  for (const direct of replays(report)) {
    const ratioRow = [`ratio ${direct.replays} / ${direct.id} (req/s)`, ''];
    for (const run of report.runs) {
      const ratio = ratioOf(run, direct.replays, direct.id);
      ratioRow.push(ratio === undefined ? '–' : fixed(ratio, 2), '', '', '');
    }
    rows.push(ratioRow);
  }
  return rows;
}

export interface Verdict {
  text: string;
  pass: boolean | undefined;
  informational: boolean;
}

export function verdicts(report: Report): Verdict[] {
  const out: Verdict[] = [];
  for (const kind of ['postgres', 'pglite'] as const) {
    const run = report.runs.find((r) => r.kind === kind);
    const informational = kind === 'pglite';
    const suffix = informational ? ' (informational: the targets are set for PostgreSQL)' : '';
    const name = shortName(kind);
    if (!run || run.failure) {
      if (!informational) {
        out.push({ text: `${name}: not measured (set DATABASE_URL or pass --postgres)`, pass: undefined, informational });
      }
      continue;
    }
    for (const scenario of targeted(report)) {
      const outcome = run.outcomes.get(scenario.id);
      if (outcome?.status === 'measured') {
        const m = outcome.measurement;
        const clean = m.non2xx === 0 && m.errors === 0;
        const pass = clean && m.p99 < TARGETS.p99Ms;
        out.push({
          text: `${name}: ${scenario.id} p99 ${fixed(m.p99, 1)} ms < ${TARGETS.p99Ms} ms at ${report.connections} connections${clean ? '' : ' (non-2xx or errors!)'}${suffix}`,
          pass,
          informational,
        });
      } else {
        out.push({ text: `${name}: ${scenario.id} not measured${suffix}`, pass: undefined, informational });
      }
      const direct = replays(report).find((s) => s.replays === scenario.id);
      const ratio = direct ? ratioOf(run, scenario.id, direct.id) : undefined;
      out.push({
        text:
          ratio === undefined
            ? `${name}: ${scenario.id} / direct SQL ratio not measured${suffix}`
            : `${name}: ${scenario.id} / direct SQL throughput ratio ${fixed(ratio, 2)} ≥ ${TARGETS.ratio}${suffix}`,
        pass: ratio === undefined ? undefined : ratio >= TARGETS.ratio,
        informational,
      });
    }
    for (const scenario of report.scenarios.filter((s) => s.kind === 'sequence')) {
      const outcome = run.outcomes.get(scenario.id);
      const sequence = outcome?.status === 'measured' ? outcome.sequence : undefined;
      if (!sequence) {
        out.push({ text: `${name}: ${scenario.id} not measured${suffix}`, pass: undefined, informational });
        continue;
      }
      const clean = sequence.measurement.non2xx === 0;
      out.push({
        text: `${name}: ${scenario.id} p95 ${fixed(sequence.http.p95, 1)} ms ≤ ${scenario.p95TargetMs} ms, one client${clean ? '' : ' (non-2xx!)'}${suffix}`,
        pass: clean && sequence.http.p95 <= scenario.p95TargetMs,
        informational,
      });
      const plans = run.explained.filter((e) => e.scenario === scenario.replays);
      const indexes = unique(plans.flatMap((e) => e.indexes).filter((i) => i.startsWith(`${scenario.table}_`)));
      const scanned = plans.some((e) => e.fullScans.includes(scenario.table));
      out.push({
        text: `${name}: ${scenario.replays} reads ${scenario.table} through ${indexes.length > 0 ? indexes.join(', ') : 'no index'}${scanned ? ' and reads it whole' : ''}, not a full scan (${fixed(sequence.fullScanRatio, 0)}× faster than one)${suffix}`,
        pass: indexes.length > 0 && !scanned,
        informational,
      });
    }
    for (const scenario of report.scenarios.filter((s) => s.kind === 'approvals')) {
      const outcome = run.outcomes.get(scenario.id);
      const approvals = outcome?.status === 'measured' ? outcome.approvals : undefined;
      out.push({
        text: `${name}: ${scenario.id} ${approvals ? approvals.check.text : 'not measured'}`,
        pass: approvals?.check.ok,
        informational,
      });
    }
    for (const scenario of report.scenarios.filter((s) => s.kind === 'dispatch')) {
      const outcome = run.outcomes.get(scenario.id);
      const dispatch = outcome?.status === 'measured' ? outcome.dispatch : undefined;
      if (!dispatch) {
        out.push({ text: `${name}: ${scenario.id} not measured${suffix}`, pass: undefined, informational });
        continue;
      }
      const m = dispatch.measurement;
      const clean = m.non2xx === 0 && m.errors === 0;
      out.push({
        text: `${name}: ${scenario.id} p99 ${fixed(m.p99, 1)} ms < ${TARGETS.p99Ms} ms at ${report.connections} connections, the first waves running beside${clean ? '' : ' (non-2xx or errors!)'}${suffix}`,
        pass: clean && m.p99 < TARGETS.p99Ms,
        informational,
      });
      out.push({ text: `${name}: ${scenario.id} ${dispatch.check.text}${suffix}`, pass: dispatch.check.ok, informational });
    }
    for (const scenario of report.scenarios.filter((s) => s.kind === 'statement')) {
      const plans = run.explained.filter((e) => e.scenario === scenario.id);
      if (plans.length === 0) {
        out.push({ text: `${name}: ${scenario.id} not explained${suffix}`, pass: undefined, informational });
        continue;
      }
      for (const table of scenario.tables) {
        const indexes = unique(plans.flatMap((e) => e.indexes).filter((i) => i.startsWith(`${table}_`)));
        const scanned = plans.some((e) => e.fullScans.includes(table));
        out.push({
          text: `${name}: ${scenario.id} reads ${table} through ${indexes.length > 0 ? indexes.join(', ') : 'no index'}${scanned ? ' and reads it whole' : ', never whole'}${suffix}`,
          pass: indexes.length > 0 && !scanned,
          informational,
        });
      }
    }
  }
  return out;
}

/** The HTTP scenarios of the report held to an issue's targets. */
const targeted = (report: Report) =>
  report.scenarios.filter((s): s is HttpScenario => s.kind === 'http' && s.issue !== undefined);

/** "issue 4", "issues 4 and 11": the issues whose targets the report's scenarios are held to. */
function issuesOf(report: Report): string {
  const issues = [...new Set(report.scenarios.flatMap((s) => ('issue' in s && s.issue !== undefined ? [s.issue] : [])))];
  if (issues.length === 0) return 'none among these scenarios';
  const last = issues.pop();
  return issues.length === 0 ? `issue ${last}` : `issues ${issues.join(', ')} and ${last}`;
}

/** Approvals per second and the stock check of each approval scenario, per database. */
function approvalLines(report: Report): string[] {
  const out: string[] = [];
  for (const run of report.runs) {
    for (const scenario of report.scenarios.filter((s) => s.kind === 'approvals')) {
      const outcome = run.outcomes.get(scenario.id);
      if (outcome?.status !== 'measured' || !outcome.approvals) continue;
      const a = outcome.approvals;
      const m = a.measurement;
      // Once the stock is gone every answer is a refusal, so approvals per second of the whole run
      // would say little; the count of approvals and the pace of all answers say what happened.
      const figures =
        scenario.stock === 'runs-out'
          ? `${m.ok} approved until the stock ran out, then ${a.refused} refused for want of stock; ${fixed(m.requestsPerSecond, 0)} answers/s, p50 ${fixed(m.p50, 1)} ms, p99 ${fixed(m.p99, 1)} ms`
          : `${fixed(a.approvalsPerSecond, 0)} approvals/s, p50 ${fixed(m.p50, 1)} ms, p99 ${fixed(m.p99, 1)} ms`;
      out.push(`${shortName(run.kind)} ${scenario.id}: ${figures}; ${a.check.text}`);
    }
  }
  return out;
}

/** The requests made and their first waves, per database. */
function dispatchLines(report: Report): string[] {
  const out: string[] = [];
  for (const run of report.runs) {
    for (const scenario of report.scenarios.filter((s) => s.kind === 'dispatch')) {
      const outcome = run.outcomes.get(scenario.id);
      if (outcome?.status !== 'measured' || !outcome.dispatch) continue;
      const d = outcome.dispatch;
      const m = d.measurement;
      out.push(
        `${shortName(run.kind)} ${scenario.id}: ${fixed(d.madePerSecond, 0)} requests made/s, p50 ${fixed(m.p50, 1)} ms, p99 ${fixed(m.p99, 1)} ms; ` +
          `first waves: ${d.wavesDuringRun.toLocaleString('en')} of ${d.made.toLocaleString('en')} sent during the run, the rest within ${fixed(d.drainSeconds, 1)} s after it, ` +
          `${fixed(d.toldPerRequest, 1)} volunteers told each; from a request to its first wave p50 ${fixed(d.firstWave.p50, 2)} s, ` +
          `p99 ${fixed(d.firstWave.p99, 2)} s, max ${fixed(d.firstWave.max, 2)} s; ${d.check.text}`,
      );
    }
  }
  return out;
}

const unique = (values: string[]) => [...new Set(values)];

const latencyText = (l: SequenceRun['http']) =>
  `p50 ${fixed(l.p50, 1)} ms, p95 ${fixed(l.p95, 1)} ms, p99 ${fixed(l.p99, 1)} ms (${l.samples} in ${fixed(l.seconds, 1)} s)`;

/** One client's latencies of each sequence scenario, per database, and the ratio to a full scan. */
function sequenceLines(report: Report): string[] {
  const out: string[] = [];
  for (const run of report.runs) {
    for (const scenario of report.scenarios.filter((s) => s.kind === 'sequence')) {
      const outcome = run.outcomes.get(scenario.id);
      const q = outcome?.status === 'measured' ? outcome.sequence : undefined;
      if (!q) continue;
      out.push(
        `${shortName(run.kind)} ${scenario.id}: ${q.results} results of ${q.total} on the page; ` +
          `HTTP ${latencyText(q.http)}; its SQL on the driver ${latencyText(q.sql)}; ` +
          `the same SQL with ${scenario.table} read whole ${latencyText(q.fullScan)}: ${fixed(q.fullScanRatio, 0)}× the indexed time (medians)`,
      );
    }
  }
  return out;
}

const mark = (v: Verdict) => (v.pass === undefined ? 'N/A ' : v.pass ? 'PASS' : 'FAIL');

export function warnings(report: Report): string[] {
  const out: string[] = [];
  for (const run of report.runs) {
    if (run.failure) out.push(`${run.label}: the run failed: ${run.failure}`);
    for (const [id, outcome] of run.outcomes) {
      if (outcome.status !== 'measured') continue;
      const m = outcome.measurement;
      if (m.non2xx > 0 || m.errors > 0) {
        out.push(`${shortName(run.kind)} ${id}: ${problems(m).replaceAll('!! ', '')}; its figures are NOT those of successful requests`);
      }
      if (outcome.approvals && !outcome.approvals.check.ok) out.push(`${shortName(run.kind)} ${id}: ${outcome.approvals.check.text}`);
      if (outcome.dispatch && !outcome.dispatch.check.ok) out.push(`${shortName(run.kind)} ${id}: ${outcome.dispatch.check.text}`);
    }
  }
  return out;
}

function padTable(rows: string[][]): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  const [header, ...body] = rows;
  if (!header) return '';
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

function markdownTable(rows: string[][]): string {
  const [header, ...body] = rows;
  if (!header) return '';
  const esc = (c: string) => c.replaceAll('|', '\\|');
  return [
    `| ${header.map(esc).join(' | ')} |`,
    `|${header.map((_, i) => (i === 0 ? ' --- ' : ' ---: ')).join('|')}|`,
    ...body.map((r) => `| ${r.map(esc).join(' | ')} |`),
  ].join('\n');
}

/**
 * The load average at the start tells how busy the machine was before the benchmark added its own
 * load (which alone keeps both cores of a 2-core machine busy, so the figure after says little).
 */
function busyNote(report: Report): string | undefined {
  const m = report.machine;
  const load = m.loadBefore[0] ?? 0;
  if (load <= m.cores / 2) return undefined;
  return `Note: the machine was busy with other work (1-minute load average ${load.toFixed(1)} on ${m.cores} cores at the start); the figures are lower and noisier than on an idle machine.`;
}

function machineLines(report: Report): string[] {
  const m = report.machine;
  const note = busyNote(report);
  return [
    `Machine: ${m.cores} cores (${m.cpu}), ${m.memoryGiB.toFixed(1)} GiB, ${m.os}, Node ${m.node}`,
    `Load average (1/5/15 min) before: ${m.loadBefore.map((n) => n.toFixed(2)).join(' ')}, after: ${m.loadAfter.map((n) => n.toFixed(2)).join(' ')}`,
    `Settings: ${report.settings}`,
    ...(note ? [note] : []),
  ];
}

function databaseLines(report: Report): string[] {
  return report.runs.map((run) => {
    const seed = run.seed
      ? run.seed.reused
        ? 'seeded data reused'
        : `seeded (${run.seed.seeded.join(', ')}) in ${run.seed.seconds.toFixed(1)} s`
      : 'not seeded';
    return `${shortName(run.kind)}: ${run.label} at ${run.where} — ${seed}`;
  });
}

export function textReport(report: Report): string {
  const out = ['', ...machineLines(report), ...databaseLines(report), '', padTable(tableRows(report)), ''];
  const approvals = approvalLines(report);
  if (approvals.length > 0) out.push('Approvals under contention:', ...approvals.map((l) => `  ${l}`), '');
  const sequences = sequenceLines(report);
  if (sequences.length > 0) out.push('One client, one request after another:', ...sequences.map((l) => `  ${l}`), '');
  const dispatches = dispatchLines(report);
  if (dispatches.length > 0) out.push('Requests for help and their first waves:', ...dispatches.map((l) => `  ${l}`), '');
  out.push(`Targets (${issuesOf(report)}):`);
  for (const v of verdicts(report)) out.push(`  ${mark(v)}  ${v.text}`);
  const warn = warnings(report);
  if (warn.length > 0) {
    out.push('', '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!');
    for (const w of warn) out.push(`!! ${w}`);
    out.push('!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!');
  }
  return `${out.join('\n')}\n`;
}

export function markdownReport(report: Report): string {
  const out = [
    '# Benchmark results',
    '',
    `Run ${report.startedAt.toISOString()} with \`${report.command}\`.`,
    '',
    ...machineLines(report).map((l) => `- ${l}`),
    ...databaseLines(report).map((l) => `- ${l}`),
    '',
    'Latencies in milliseconds; requests per second over the measured time. Every HTTP request is',
    'authenticated as in production (bearer token, session checked in the database).',
    '',
    markdownTable(tableRows(report)),
    '',
  ];
  const approvals = approvalLines(report);
  if (approvals.length > 0) {
    out.push(
      '## Approvals under contention',
      '',
      'Concurrent approvals of distinct pending requests of one asset. The out-of-stock case starts with the units',
      "that the warm-up's pace approves in a third of the measured run.",
      '',
      ...approvals.map((l) => `- ${l}`),
      '',
    );
  }
  const sequences = sequenceLines(report);
  if (sequences.length > 0) {
    out.push(
      '## One client, one request after another',
      '',
      "Each request sent when the answer to the one before has come: a single search's latency, without queueing.",
      'The full scan is the same SQL with the table read whole (a subquery the planner cannot reach into).',
      '',
      ...sequences.map((l) => `- ${l}`),
      '',
    );
  }
  const dispatches = dispatchLines(report);
  if (dispatches.length > 0) {
    out.push(
      '## Requests for help and their first waves',
      '',
      "Each request made starts a dispatch; its first wave runs as a job on the app under test while the load goes on.",
      "A first wave's time runs from the request's transaction to its alerts' (the wave's).",
      '',
      ...dispatches.map((l) => `- ${l}`),
      '',
    );
  }
  out.push(
    `## Targets (${issuesOf(report)})`,
    '',
    ...verdicts(report).map((v) => `- **${mark(v).trim()}** ${v.text}`),
  );
  const warn = warnings(report);
  if (warn.length > 0) out.push('', '## ⚠ Warnings', '', ...warn.map((w) => `- **${w}**`));
  const withSql = runWithSql(report);
  for (const [id, statements] of withSql?.captured ?? []) {
    if (statements.length === 0) continue;
    const firstOf = scenarioOfFirstRequest(id);
    const statement = report.scenarios.some((s) => s.kind === 'statement' && s.id === id);
    out.push(
      '',
      firstOf
        ? `## SQL of the first ${firstOf} request, on a node that has no total yet`
        : statement
          ? `## SQL of ${id}`
          : `## SQL of one ${id} request`,
      '',
    );
    const replayedBy = report.scenarios.find((s) => s.kind === 'sql' && capturedKey(s) === id);
    if (replayedBy) out.push(`Replayed as is, in this order and with the same overlap, by ${replayedBy.id}.`, '');
    for (const s of statements) {
      const overlap = s.concurrentWithPrevious ? '-- sent while the previous statement was still running\n' : '';
      const prepared = s.name ? `-- prepared as ${s.name}\n` : '';
      out.push('```sql', `${overlap}${prepared}${s.text}`, `-- params: ${JSON.stringify(s.params)}`, '```');
    }
  }
  for (const run of report.runs) {
    for (const scenario of new Set(run.explained.map((e) => e.scenario))) {
      const plans = run.explained.filter((e) => e.scenario === scenario);
      for (const [i, e] of plans.entries()) {
        const of = plans.length > 1 ? ` (statement ${i + 1} of ${plans.length})` : '';
        out.push('', `## EXPLAIN ANALYZE of ${scenario} on ${shortName(run.kind)}${of}`, '');
        const head = e.statement.length > 100 ? `${e.statement.slice(0, 100)}…` : e.statement;
        out.push(`\`${head}\``, '');
        out.push(`Indexes used: ${e.indexes.length > 0 ? e.indexes.join(', ') : '**none**'}`, '');
        if (e.fullScans.length > 0) out.push(`Tables read whole (Seq Scan): **${e.fullScans.join(', ')}**`, '');
        if (e.sorts.length > 0) out.push(`Sorts (method): ${e.sorts.join(', ')}`, '');
        out.push('```', e.plan, '```');
      }
    }
  }
  return `${out.join('\n')}\n`;
}
