/**
 * What the assistance module holds about one person, for the copy of their own data
 * (modules/privacy, through plugins/registries/personal-data.ts): the requests they made, and those they took as
 * a volunteer, each with its history.
 */
import { asc, eq, inArray, or } from 'drizzle-orm';
import { defaultLanguage } from '@sahaya/contract/i18n/languages';
import type { Db } from '../../db/client.ts';
import { assistanceRequestEvents, assistanceRequests } from '../../db/schema/assistance-requests.ts';
import type { PersonalData } from '../../plugins/registries/personal-data.ts';
import { historyText } from './assistance-requests.history.ts';

/** The requests the person made or took as a volunteer: the conversations their chat messages are in. */
export async function assistanceRequestIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: assistanceRequests.id })
    .from(assistanceRequests)
    .where(or(eq(assistanceRequests.userId, userId), eq(assistanceRequests.volunteerId, userId)));
  return rows.map((row) => row.id);
}

export async function personalDataOfAssistanceRequests(db: Db, userId: string) {
  const requests = await db
    .select({
      id: assistanceRequests.id,
      role: assistanceRequests.userId,
      type: assistanceRequests.type,
      volunteerType: assistanceRequests.volunteerType,
      priority: assistanceRequests.priority,
      status: assistanceRequests.status,
      requestedDate: assistanceRequests.requestedDate,
      requestedTime: assistanceRequests.requestedTime,
      description: assistanceRequests.description,
      street: assistanceRequests.street,
      city: assistanceRequests.city,
      state: assistanceRequests.state,
      zipCode: assistanceRequests.zipCode,
      latitude: assistanceRequests.latitude,
      longitude: assistanceRequests.longitude,
      createdAt: assistanceRequests.createdAt,
      assignedAt: assistanceRequests.assignedAt,
      completedAt: assistanceRequests.completedAt,
    })
    .from(assistanceRequests)
    .where(or(eq(assistanceRequests.userId, userId), eq(assistanceRequests.volunteerId, userId)))
    .orderBy(asc(assistanceRequests.createdAt));
  const ids = requests.map((r) => r.id);
  const events =
    ids.length === 0
      ? []
      : await db
          .select({
            requestId: assistanceRequestEvents.requestId,
            action: assistanceRequestEvents.action,
            code: assistanceRequestEvents.code,
            params: assistanceRequestEvents.params,
            at: assistanceRequestEvents.createdAt,
          })
          .from(assistanceRequestEvents)
          .where(inArray(assistanceRequestEvents.requestId, ids))
          .orderBy(asc(assistanceRequestEvents.createdAt));
  // The copy is data, not a page: each entry keeps its code and names, with its words in English beside them.
  const historyOf = new Map<string, { action: string; code: string; params: string[]; details: string; at: Date }[]>();
  for (const { requestId, ...event } of events) {
    historyOf.set(requestId, [...(historyOf.get(requestId) ?? []), { ...event, details: historyText(defaultLanguage, event) }]);
  }
  return requests.map((r) => ({
    ...r,
    // Whether the person asked for it or took it as the volunteer.
    role: r.role === userId ? ('requester' as const) : ('volunteer' as const),
    history: historyOf.get(r.id) ?? [],
  }));
}

export function registerAssistancePersonalData(personalData: PersonalData) {
  personalData.section('assistanceRequests', { read: personalDataOfAssistanceRequests });
}
