import { defineProject } from 'vitest/config';
import { moduleMockingFiles, serverProject } from './vitest.config.ts';

// The server's test files that replace one of its modules (vitest.config.ts), each isolated.
export default defineProject({
  ...serverProject,
  test: { ...serverProject.test, name: 'server-mocks', include: moduleMockingFiles, exclude: [], isolate: true },
});
