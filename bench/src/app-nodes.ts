/** Starts and stops app nodes (app-node.ts), each a process of its own, for the chat and donations benchmarks. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { MemoryLimit } from './memory-limit.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface AppNode {
  url: string;
  child: ChildProcess;
}

/** A node with these environment variables on top of the benchmark's own, once it listens; inside `limit` when given. */
export async function startNode(env: Record<string, string>, limit?: MemoryLimit): Promise<AppNode> {
  // tsx runs the server's sources; the condition makes them read the contract's sources too.
  const node: [string, string[]] = [process.execPath, ['--conditions=@sahaya/source', '--import', 'tsx', 'bench/src/app-node.ts']];
  const child = spawn(...(limit ? limit.wrap(...node) : node), {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`An app node stopped before listening (exit ${code})`)));
    lines.once('line', (line) => resolve((JSON.parse(line) as { port: number }).port));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

export async function stopNode(node: AppNode): Promise<void> {
  if (node.child.exitCode !== null) return;
  const exited = new Promise((resolve) => node.child.once('exit', resolve));
  node.child.kill('SIGTERM');
  await exited;
}
