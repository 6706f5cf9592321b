import { performance } from 'node:perf_hooks';

/** A GET as the person with `token`, timed to the last byte of its body; anything but 2xx throws. */
export async function timedGet(url: string, token: string): Promise<{ ms: number; body: string }> {
  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = await res.text();
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${body.slice(0, 200)}`);
  return { ms: performance.now() - started, body };
}
