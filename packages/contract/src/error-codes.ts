/**
 * Every error the API and the sockets answer has a code from this list. Clients branch on the
 * code, never on the text; people read the message, which is the spec's English text tied to the
 * code here, so a translation is looked up by code. Each feature lists its own errors in its
 * `codes.ts`; the generic ones, which any endpoint may give, are here. A message with parameters
 * (how many left in stock, how many seconds to wait) is a function of them.
 */
import { addressErrors } from './addresses/codes.ts';
import { assetCategoryErrors } from './asset-categories/codes.ts';
import { assetErrors } from './assets/codes.ts';
import { assistanceRequestErrors } from './assistance-requests/codes.ts';
import { authErrors } from './auth/codes.ts';
import { callErrors } from './calls/codes.ts';
import { chatErrors } from './chats/codes.ts';
import { consentErrors } from './consents/codes.ts';
import { dispatchErrors } from './dispatch/codes.ts';
import { donationErrors } from './donations/codes.ts';
import { familyErrors } from './family/codes.ts';
import { grievanceErrors } from './grievances/codes.ts';
import { guardianErrors } from './guardians/codes.ts';
import { meetingErrors } from './meetings/codes.ts';
import { authMessages, commonMessages } from './messages.ts';
import { notificationErrors } from './notifications/codes.ts';
import { peopleErrors } from './people/codes.ts';
import { privacyErrors } from './privacy/codes.ts';
import { profileErrors } from './profile/codes.ts';
import { pushErrors } from './push/codes.ts';
import { uploadErrors } from './uploads/codes.ts';
import { englishOf, type ContractMessage } from './i18n/message-table.ts';

/** An error's HTTP status (over a socket, only the code and message travel) and its English text. */
export interface ErrorDefinition {
  readonly status: number;
  readonly message: ContractMessage;
}

/** The errors any endpoint may give, whatever its feature. */
export const genericErrors = {
  /** No valid access token: sign in (again). */
  UNAUTHENTICATED: { status: 401, message: authMessages.unauthorized },
  /** Signed in, but this role may not use the endpoint. */
  FORBIDDEN: { status: 403, message: authMessages.forbidden },
  NOT_FOUND: { status: 404, message: commonMessages.notFound },
  /** No endpoint at this method and path: a client older or newer than the server. */
  ROUTE_NOT_FOUND: { status: 404, message: commonMessages.notFound },
  /** The input broke its schema's rules; `errors` tells which rule per field. */
  VALIDATION: { status: 400, message: commonMessages.validationFailed },
  /** A request malformed in a way no form produces (a header, a body that cannot be parsed). */
  BAD_REQUEST: { status: 400, message: authMessages.badRequest },
  MALFORMED_JSON: { status: 400, message: commonMessages.malformedJson },
  MALFORMED_MULTIPART: { status: 400, message: commonMessages.badMultipart },
  NUL_CHARACTER: { status: 400, message: commonMessages.nulCharacter },
  /** Arrays and objects nested deeper than the server reads (lib/input-check.ts on the server). */
  TOO_DEEP: { status: 400, message: commonMessages.tooDeep },
  PAYLOAD_TOO_LARGE: { status: 413, message: commonMessages.payloadTooLarge },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: commonMessages.unsupportedMediaType },
  RATE_LIMITED: { status: 429, message: authMessages.tooManyRequests },
  /** The `Idempotency-Key` header of an idempotent endpoint breaks its rules (idempotency.ts). */
  IDEMPOTENCY_KEY_INVALID: { status: 400, message: commonMessages.idempotencyKeyInvalid },
  /** The key was first sent with another body or path: the first reply is not this request's. */
  IDEMPOTENCY_KEY_REUSED: { status: 422, message: commonMessages.idempotencyKeyReused },
  /** The first request with the key has stored its change but not yet its reply (a payment provider is slow). */
  IDEMPOTENCY_KEY_IN_PROGRESS: { status: 409, message: commonMessages.idempotencyKeyInProgress },
  /**
   * The database cannot be reached for a moment (a restart, a failover, a network blip): nothing was
   * changed, the session is still good, and the same request may be sent again after `Retry-After`.
   */
  UNAVAILABLE: { status: 503, message: commonMessages.unavailable },
  /** Anything unexpected: the details are in the server's log, never in the reply. */
  INTERNAL: { status: 500, message: commonMessages.internalError },
} as const;

/** Every error, by code. A code must be unique across features: error-codes.test.ts checks it. */
export const errorDefinitions = {
  ...genericErrors,
  ...authErrors,
  ...addressErrors,
  ...assetErrors,
  ...assetCategoryErrors,
  ...assistanceRequestErrors,
  ...callErrors,
  ...chatErrors,
  ...consentErrors,
  ...dispatchErrors,
  ...donationErrors,
  ...familyErrors,
  ...grievanceErrors,
  ...guardianErrors,
  ...meetingErrors,
  ...notificationErrors,
  ...peopleErrors,
  ...privacyErrors,
  ...profileErrors,
  ...pushErrors,
  ...uploadErrors,
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof errorDefinitions;

export const errorCodes = Object.keys(errorDefinitions) as [ErrorCode, ...ErrorCode[]];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(errorDefinitions, value);

type MessageOf<C extends ErrorCode> = (typeof errorDefinitions)[C]['message'];

/** What a code's message needs filled in: nothing for a fixed text. */
export type ErrorParams<C extends ErrorCode> = MessageOf<C> extends (...params: infer P) => string ? P : [];

/** The codes whose message is a fixed text. */
export type FixedErrorCode = { [C in ErrorCode]: ErrorParams<C> extends [] ? C : never }[ErrorCode];

/** The English text of an error, with its parameters filled in. */
export function errorMessage<C extends ErrorCode>(code: C, ...params: ErrorParams<C>): string {
  return englishOf(errorDefinitions[code].message, params);
}

/** The HTTP status an error is answered with. */
export const errorStatus = (code: ErrorCode): number => errorDefinitions[code].status;
