/**
 * Every HTTP endpoint of the API, by feature. The server checks at start that it serves exactly
 * these, and the endpoint-walk test calls each of them as a stranger and as every role. A feature
 * adds its `endpoints.ts` here.
 */
import * as addresses from './addresses/endpoints.ts';
import * as adminDashboard from './dashboards/endpoints.ts';
import * as assetCategories from './asset-categories/endpoints.ts';
import * as assets from './assets/endpoints.ts';
import * as assistanceRequests from './assistance-requests/endpoints.ts';
import * as auth from './auth/endpoints.ts';
import * as calls from './calls/endpoints.ts';
import * as chats from './chats/endpoints.ts';
import * as consents from './consents/endpoints.ts';
import * as dispatch from './dispatch/endpoints.ts';
import * as donations from './donations/endpoints.ts';
import * as family from './family/endpoints.ts';
import * as grievances from './grievances/endpoints.ts';
import * as guardians from './guardians/endpoints.ts';
import type { Endpoint } from './http.ts';
import * as meetings from './meetings/endpoints.ts';
import * as notifications from './notifications/endpoints.ts';
import * as people from './people/endpoints.ts';
import * as privacy from './privacy/endpoints.ts';
import * as dataRights from './privacy/rights-endpoints.ts';
import * as profile from './profile/endpoints.ts';
import * as push from './push/endpoints.ts';
import * as system from './system/endpoints.ts';
import * as uploads from './uploads/endpoints.ts';

export const endpointsByFeature = {
  addresses,
  adminDashboard,
  assetCategories,
  assets,
  assistanceRequests,
  auth,
  calls,
  chats,
  consents,
  dispatch,
  donations,
  family,
  grievances,
  guardians,
  meetings,
  notifications,
  people,
  privacy,
  dataRights,
  profile,
  push,
  system,
  uploads,
} as const satisfies Record<string, Record<string, Endpoint>>;

export const allEndpoints: readonly Endpoint[] = Object.values(endpointsByFeature).flatMap((feature) =>
  Object.values(feature),
);
