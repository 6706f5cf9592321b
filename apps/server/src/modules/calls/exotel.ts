/**
 * Exotel's "connect two numbers" (Voice API v1): it rings `from`, and once that is answered rings
 * `to` and joins them, both seeing the organisation's ExoPhone rather than each other's number.
 * A form post with HTTP Basic auth (the API key and token) to the account's `Calls/connect`,
 * with `.json` appended, Exotel's documented way to have its answer in JSON rather than XML.
 */
import type { ExotelSettings } from '../../config.ts';
import { postToGateway } from '../../plugins/infrastructure/phone-gateways.ts';

/** Exotel's answer to a call it refused or failed (`status`), or that did not reach it (`status` 0). */
export class ExotelError extends Error {
  override name = 'ExotelError';
  constructor(
    readonly status: number,
    readonly reason: string,
  ) {
    super(`Exotel answered ${status}: ${reason}`);
  }
}

export interface ExotelClient {
  /** Rings `from`, then `to`, both numbers in their international form; answers the call's Sid. */
  connect(call: { from: string; to: string }): Promise<{ sid: string }>;
}

/** Exotel's answers: `{ Call: { Sid, Status, … } }`, or `{ RestException: { Status, Message } }`. */
interface ExotelAnswer {
  Call?: { Sid?: unknown };
  RestException?: { Message?: unknown };
}

export function exotelClient(settings: ExotelSettings): ExotelClient {
  const url = `${settings.apiUrl}/v1/Accounts/${encodeURIComponent(settings.sid)}/Calls/connect.json`;
  const authorization = `Basic ${Buffer.from(`${settings.apiKey}:${settings.apiToken}`).toString('base64')}`;
  return {
    async connect({ from, to }) {
      let answer;
      try {
        answer = await postToGateway(url, {
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          // Transactional: a call the person asked for, which India's rules let through to numbers
          // registered as "do not disturb", as they would not a promotional one.
          body: new URLSearchParams({ From: from, To: to, CallerId: settings.callerId, CallType: 'trans' }).toString(),
        });
      } catch (error) {
        throw new ExotelError(0, error instanceof Error ? error.message : String(error));
      }
      const said = answer.json as ExotelAnswer | undefined;
      const sid = said?.Call?.Sid;
      if (answer.status >= 200 && answer.status < 300 && typeof sid === 'string' && sid) return { sid };
      const message = said?.RestException?.Message;
      throw new ExotelError(answer.status, typeof message === 'string' ? message : answer.text.slice(0, 200));
    },
  };
}
