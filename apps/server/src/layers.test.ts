/**
 * The server's folders import each other one way only, and not too deep: the graph of imports
 * between folders (each module of modules/ a node of its own; lib, plugins, db, seed and cli one
 * node each; every top-level file one node) has no cycle, and its longest chain is at most nine:
 * main (the entry point) → serve → app → a feature that reads another (the chat reads its
 * request's parties and which requests were completed) → that feature → a shared module it stands
 * on (the request notifies its parties, and reads the places people saved) → plugins → lib → the
 * bottom (errors, config).
 *
 * The modules that gather from all the others name none of them but people, whose accounts and
 * lists they show: privacy, which copies and erases a person's data; the dashboards' dashboards;
 * the notices' mails. Each module registers its part as its routes register, as it registers its
 * files with `storage.referencedBy`, with the registries of plugins/ (personal-data.ts,
 * dashboard-figures.ts, mailed-otherwise.ts), so those modules stand beside the features rather than on
 * top of them. A module that reached into another module's internals, or a folder low in
 * the stack that imported one above it, shows here as a longer chain or a cycle, with the imports
 * that make it.
 *
 * Tests and their helpers (src/test/) are left out: they build the real app and fill any table,
 * which is their job and not a dependency of the running server.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const MAX_CHAIN = 9;
const root = dirname(fileURLToPath(import.meta.url));

const isSource = (path: string) => path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.endsWith('.d.ts');

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' && folder === root ? [] : sourcesUnder(path);
    return isSource(path) ? [path] : [];
  });
}

/** The node a file belongs to: `modules/<name>` for a module, its folder, or the file's own name at the top. */
function nodeOf(file: string): string {
  const parts = relative(root, file).split(sep);
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  if (parts.length > 1) return parts[0]!;
  return parts[0]!.replace(/\.ts$/, '');
}

/** Every folder-to-folder import, each with one file that makes it, for the failure message. */
function folderGraph(files: string[]): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of files) {
    const from = nodeOf(file);
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = resolve(dirname(file), fileName);
      const to = nodeOf(target);
      if (to !== from && !edges.has(to)) edges.set(to, `${relative(root, file)} → ${fileName}`);
    }
  }
  return graph;
}

/** A cycle between folders, as the list of its nodes, or null. */
function findCycle(graph: Map<string, Map<string, string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...path.slice(path.indexOf(node)), node];
    state.set(node, 'open');
    path.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

/** The longest chain of imports, counted in nodes, of a graph without cycles. */
function longestChain(graph: Map<string, Map<string, string>>): string[] {
  const memo = new Map<string, string[]>();
  const chainFrom = (node: string): string[] => {
    const known = memo.get(node);
    if (known) return known;
    let best: string[] = [];
    for (const next of graph.get(node)?.keys() ?? []) {
      const chain = chainFrom(next);
      if (chain.length > best.length) best = chain;
    }
    const chain = [node, ...best];
    memo.set(node, chain);
    return chain;
  };
  return [...graph.keys()].map(chainFrom).reduce((a, b) => (b.length > a.length ? b : a), []);
}

/** Each step of a chain with the import that makes it. */
const explain = (graph: Map<string, Map<string, string>>, chain: string[]) =>
  chain.slice(1).map((to, i) => `  ${chain[i]} → ${to}   (${graph.get(chain[i]!)?.get(to)})`).join('\n');

describe('the import graph of the server folders', () => {
  const graph = folderGraph(sourcesUnder(root));

  it('has no cycle between folders', () => {
    const cycle = findCycle(graph);
    expect(cycle, cycle ? `Folders import each other:\n${explain(graph, cycle)}` : '').toBeNull();
  });

  it(`has no chain longer than ${MAX_CHAIN}`, () => {
    // A cycle makes every chain endless; the test above names it.
    if (findCycle(graph)) return;
    const chain = longestChain(graph);
    expect(chain.length, `The longest chain is ${chain.length} long:\n${explain(graph, chain)}`).toBeLessThanOrEqual(MAX_CHAIN);
  });
});
