import { describe, expect, it } from 'vitest';
import { handleDroppedCompletions, jobManager } from './job-completions.ts';

/** A manager whose database cannot give a connection, as under a pool exhausted by requests. */
function managerWithoutDatabase() {
  const manager = Object.create(jobManager.prototype) as Record<'complete' | 'fail', (...args: unknown[]) => Promise<unknown>> & { db: unknown };
  manager.db = { executeSql: () => Promise.reject(new Error('timeout exceeded when trying to connect')) };
  return manager;
}

describe("pg-boss's completions", () => {
  it('leave no unhandled rejection when dropped, as its cron worker drops them, and still reject when awaited', async () => {
    handleDroppedCompletions();
    const manager = managerWithoutDatabase();
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      void manager.complete('cron-queue', '0b5a1c2e-4f4e-4c1d-9d1b-2f6a7e8c9d0a');
      void manager.fail('cron-queue', '0b5a1c2e-4f4e-4c1d-9d1b-2f6a7e8c9d0a', {});
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
      await expect(manager.complete('cron-queue', '0b5a1c2e-4f4e-4c1d-9d1b-2f6a7e8c9d0a')).rejects.toThrow(/timeout exceeded/);
    } finally {
      process.off('unhandledRejection', record);
    }
  });
});
