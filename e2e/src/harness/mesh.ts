/**
 * A meeting room full of people, for the journeys and the room's measurements: a meeting scheduled
 * through the API, N pages seated in it, and what each page's remote videos have shown.
 */
import { inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { callAs, type ApiSession } from './api.ts';
import { logInAsAdmin } from './people.ts';
import { asVisitor } from './visitor.ts';

export interface Playback {
  width: number;
  frames: number;
  time: number;
}

/** What every remote video on the page has shown so far. */
export const remotePlayback = (page: Page) =>
  page.evaluate(`[...document.querySelectorAll('figure[data-peer-tile="remote"]:not([data-screen]) video')].map((v) => ({
    width: v.videoWidth, frames: v.getVideoPlaybackQuality().totalVideoFrames, time: v.currentTime }))`) as Promise<Playback[]>;

/** A meeting of the admin's with one user, an hour from now (the admin may start it early). */
export async function scheduleMeeting(admin: ApiSession, participant: ApiSession, title: string): Promise<string> {
  const { meeting } = await callAs<{ meeting: { _id: string } }>(admin, 'POST', '/api/meetings', {
    title,
    participants: [participant.id],
    scheduledTime: new Date(Date.now() + 3_600_000).toISOString(),
  });
  return meeting._id;
}

/**
 * Seats `size` people in one meeting and waits until everyone sees everyone else's video; answers
 * the pages and how long that took. Every seat is a page of one signed-in admin: each page has its
 * own connection, so it is a peer of its own, and neither the mesh nor Janus cares who sits where.
 * `before` runs on each page before it opens the meeting (a recorder of what the page does).
 */
export async function seatTogether(
  browser: Browser,
  meetingId: string,
  size: number,
  waitMs: number,
  before?: (page: Page) => Promise<void>,
): Promise<{ context: BrowserContext; pages: Page[]; seconds: number }> {
  const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width: 640, height: 480 }, extraHTTPHeaders: asVisitor() });
  // A room left running after a failure would load the machine through the journey's second try.
  try {
    const first = await context.newPage();
    await logInAsAdmin(first);
    const pages: Page[] = [first];
    for (let seat = 1; seat < size; seat++) pages.push(await context.newPage());
    for (const page of pages) await before?.(page);
    const joining = Date.now();
    for (const page of pages) await page.goto(`/admin/meetings/${meetingId}`);
    const everyoneSeen = async () => (await Promise.all(pages.map(remotePlayback))).every((videos) => videos.length === size - 1 && videos.every((v) => v.width > 0));
    while (!(await everyoneSeen())) {
      if (Date.now() - joining > waitMs) {
        for (const page of pages) console.log(JSON.stringify(await remotePlayback(page)), (await page.locator('main').innerText()).slice(0, 400).replace(/\n/g, ' | '));
        throw new Error(`${size} people did not all see each other within ${waitMs / 1000} s`);
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return { context, pages, seconds: (Date.now() - joining) / 1000 };
  } catch (error) {
    await context.close();
    throw error;
  }
}
