/**
 * Work done after the answer has left: what must not make a request slower, or slower for some
 * callers than for others (mailing a reset link only to accounts that exist would tell by its time
 * which do). A failed task is logged, never thrown at anyone; the server waits for the tasks in
 * hand before it closes, and tests wait for them with `settled`.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface Background {
  /** Starts `task` without waiting for it; `name` tells the log which one failed. */
  run(name: string, task: () => Promise<void>): void;
  /** Resolves once every task started so far has ended. */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    background: Background;
  }
}

async function backgroundPlugin(app: FastifyInstance) {
  const running = new Set<Promise<void>>();
  const background: Background = {
    run(name, task) {
      const done: Promise<void> = Promise.resolve()
        .then(task)
        .catch((err: unknown) => app.log.error({ err, task: name }, 'A background task failed'))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
  app.decorate('background', background);
  app.addHook('onClose', async () => background.settled());
}

export default fp(backgroundPlugin, { name: 'background' });
