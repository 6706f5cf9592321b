/**
 * Runs in every server test file: a test that received a reply the API document does not describe
 * fails, naming the reply and what the document says instead (test/reply-check.ts). Replies sent
 * while a file sets up or tears down are checked after its tests.
 */
import { afterAll, afterEach } from 'vitest';
import { takeViolations } from './reply-check.ts';

function failOnViolations() {
  const violations = takeViolations();
  if (violations.length > 0) {
    throw new Error(`Replies that break the API document:\n${violations.map((v) => `  ${v}`).join('\n')}`);
  }
}

afterEach(failOnViolations);
afterAll(failOnViolations);
