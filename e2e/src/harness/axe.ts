import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Result, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
/** Read once per test file; each page gets it only when it is first checked. */
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The rules of the WCAG 2.0, 2.1 and 2.2 success criteria at levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const failingImpacts = new Set(['serious', 'critical']);

const runOptions: RunOptions = {
  runOnly: { type: 'tag', values: wcagTags },
  // WCAG 2.5.3 (label in name): axe-core counts its rule experimental and leaves it out unless asked.
  // A control whose name does not hold what it shows ("9+" named "10 unread") cannot be pressed by voice.
  rules: { 'label-content-name-mismatch': { enabled: true } },
  resultTypes: ['violations'],
};

/** One line per rule and one per element: the rule, its impact and help, then each node's selector and what is wrong. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n\s*/g, ' ') ?? ''}\n      ${node.html}`)
        .join('\n');
      return `  ${violation.id} (${violation.impact}): ${violation.help}\n${nodes}`;
    })
    .join('\n');
}

/*
 * Colours are only measured when they hold still. Transitions and other animations that end (a
 * toggle changing colour, a toast sliding in) are let finish, for up to two seconds, because their
 * in-between frames are no state anyone reads. Animations that never end (a pulsing button) are
 * held at half their cycle while axe-core runs, the faintest point of a pulse, so a control that
 * fades below the contrast minimum is found on every run, not one run in two.
 */
const runAxeOnStillPage = `(async () => {
  const animations = document.getAnimations();
  const endless = animations.filter((a) => a.effect && a.effect.getComputedTiming().iterations === Infinity);
  const ending = animations.filter((a) => !endless.includes(a));
  await Promise.race([
    Promise.all(ending.map((a) => a.finished.catch(() => undefined))),
    new Promise((resolve) => setTimeout(resolve, 2000)),
  ]);
  for (const a of endless) {
    a.pause();
    a.currentTime = Number(a.effect.getComputedTiming().duration) / 2;
  }
  try {
    const results = await axe.run(document, ${JSON.stringify(runOptions)});
    return results.violations;
  } finally {
    for (const a of endless) a.play();
  }
})()`;

/** Runs axe-core on the page as it is now and returns the violations of WCAG 2 A/AA rules. */
export async function axeViolations(page: Page): Promise<Result[]> {
  // Evaluated through the DevTools protocol rather than a <script> tag, so the app's CSP does not block it.
  const loaded = await page.evaluate('"axe" in window');
  if (!loaded) await page.evaluate(axeSource);
  // Only the violations come back: the passes of a whole page are large and of no use here.
  return (await page.evaluate(runAxeOnStillPage)) as Result[];
}

/** The serious and critical violations among them: the ones the journeys fail on. */
export async function seriousAxeViolations(page: Page): Promise<Result[]> {
  return (await axeViolations(page)).filter((violation) => failingImpacts.has(violation.impact ?? ''));
}

/**
 * Fails when axe-core finds a serious or critical violation of a WCAG 2 A/AA rule on the page as it
 * is now (an open dialog included), naming each rule and the elements that break it.
 */
export async function expectNoSeriousAxeViolations(page: Page, state: string): Promise<void> {
  const serious = await seriousAxeViolations(page);
  if (serious.length > 0) {
    throw new Error(`axe-core: ${serious.length} serious or critical violation(s) on ${state} (${page.url()}):\n${describeViolations(serious)}`);
  }
}
