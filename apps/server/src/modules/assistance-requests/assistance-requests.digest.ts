/**
 * The volunteers' daily digest (issue #26): at 08:00 in India, each volunteer who chose it is
 * mailed the open requests near any of their saved places — those the Nearby list would show them
 * first from each, within its default radius, nearest first — or nothing when none is waiting. The tick makes one mail job per volunteer,
 * so one mail server failure delays one mail, not the rest.
 */
import type { FastifyInstance } from 'fastify';
import type { Role } from '@sahaya/contract/constants';
import { nearbyQuery } from '@sahaya/contract/assistance-requests/schemas';
import { readerLanguage } from '@sahaya/contract/i18n/languages';
import { defineQueue } from '../../plugins/jobs/jobs.ts';
import { MAIL_QUEUE } from '../../plugins/infrastructure/mail.ts';
import { digestSubscribers, preferencesFor, unsubscribeUrl } from '../notifications/notifications.service.ts';
import { locatedPlaces } from '../people/addresses.service.ts';
import { mailable } from '../../db/person-names.ts';
import { mailContact } from '../people/people.service.ts';
import { AssistanceLists } from './assistance-requests.lists.ts';
import { volunteerDigestMail } from './assistance-requests.mail.ts';

type NearbyRequest = Awaited<ReturnType<AssistanceLists['near']>>['nearbyRequests'][number];

/** 02:30 UTC is 08:00 in India: before a volunteer plans the day. */
export const volunteerDigestTicks = defineQueue<Record<string, never>>('volunteer-digest', {
  cron: '30 2 * * *',
  retryLimit: 2,
  batchSize: 1,
  timeoutSeconds: 30 * 60,
});

export const volunteerDigestMails = defineQueue<{ volunteerId: string }>('volunteer-digest-mail', MAIL_QUEUE);

type Deps = Pick<FastifyInstance, 'db' | 'config' | 'mailer' | 'jobs'>;

/** The tick: one mail job per volunteer who chose the digest. */
export async function queueVolunteerDigests(deps: Pick<Deps, 'db' | 'jobs'>): Promise<number> {
  const ids = await digestSubscribers(deps.db);
  await deps.jobs.sendMany(volunteerDigestMails, ids.map((volunteerId) => ({ volunteerId })));
  return ids.length;
}

/**
 * One volunteer's digest: the nearest open requests to their place, if they still want it and any
 * wait. A try whose job was aborted (`signal`: its time is up, or the node stops) sends nothing.
 */
export async function mailVolunteerDigest(deps: Deps, lists: AssistanceLists, volunteerId: string, signal?: AbortSignal): Promise<void> {
  const reader = await mailContact(deps.db, volunteerId);
  if (!mailable(reader) || reader.role !== 'volunteer') return;
  if (!(await preferencesFor(deps.db, volunteerId, reader.role as Role)).volunteerDigest.email) return;
  const places = await locatedPlaces(deps.db, volunteerId);
  const query = nearbyQuery.parse({});
  // One statement for all their places, however many they saved.
  const byPlace = await lists.nearEach(volunteerId, places, query);
  // A request near two places is listed once, at its distance from the nearer.
  const nearest = new Map<string, NearbyRequest>();
  for (const request of byPlace.flatMap((list) => list.nearbyRequests)) {
    const seen = nearest.get(request._id);
    if (!seen || request.distance < seen.distance) nearest.set(request._id, request);
  }
  if (nearest.size === 0) return;
  const requests = [...nearest.values()].sort((a, b) => a.distance - b.distance).slice(0, query.limit);
  // Each place's list counts its own requests, and one near two places is in both: the larger
  // count, or all those read when more, is how many wait near the volunteer, at the least.
  const total = Math.max(nearest.size, ...byPlace.map((list) => list.documentsCount));
  const language = readerLanguage(reader.language);
  const mail = volunteerDigestMail(language, {
    name: reader.name,
    requests: requests.map((request) => ({
      name: request.user.name,
      description: request.description ?? '',
      city: request.address.city ?? '',
      distance: request.distance,
    })),
    total,
    link: `${deps.config.publicUrl}/volunteer/assistanceRequests`,
    unsubscribe: unsubscribeUrl(deps.config, volunteerId, 'volunteerDigest'),
  });
  signal?.throwIfAborted();
  await deps.mailer.send({ to: reader.email, ...mail });
}

export function volunteerDigestJobs(app: FastifyInstance) {
  const lists = new AssistanceLists(app.db);
  app.jobs.work(volunteerDigestTicks, async () => {
    const queued = await queueVolunteerDigests(app);
    if (queued > 0) app.log.info({ queued }, 'The volunteers\' daily digests were queued');
  });
  app.jobs.work(volunteerDigestMails, ({ volunteerId }, job) => mailVolunteerDigest(app, lists, volunteerId, job.signal));
}
