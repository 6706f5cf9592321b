/**
 * A person's own profile: /api/users/* (spec 1 §7) for every signed-in person, and the volunteer
 * aliases /api/volunteers/profilePicture and /api/volunteers/password (spec 2 §7). Certificates go
 * through /api/users/certificate whatever the role. Rules live in profile.service.ts; deleting
 * the account (DELETE /api/users/me) is the privacy module's.
 */
import type { FastifyInstance } from 'fastify';
import { MAX_CERTIFICATE_BYTES } from '@sahaya/contract/constants';
import * as endpoints from '@sahaya/contract/profile/endpoints';
import { readUpload } from '../../lib/multipart-files.ts';
import { route } from '../../plugins/http/route.ts';
import { passwordCheckLimit, uploadLimit } from '../../plugins/http/rate-limit.ts';
import * as profile from './profile.service.ts';

export async function profileRoutes(app: FastifyInstance) {
  route(app, endpoints.getMe, async ({ auth }) => profile.getMe(app, auth.userId));
  route(app, endpoints.updateProfile, async ({ auth, body }) => profile.updateProfile(app, auth.userId, body));
  route(app, endpoints.updatePreferences, async ({ auth, body }) => profile.updatePreferences(app, auth.userId, body));

  for (const e of [endpoints.updateProfilePicture, endpoints.updateVolunteerProfilePicture]) {
    route(app, e, async ({ auth, body }) => profile.setProfilePicture(app, auth.userId, body.profilePicture));
  }
  for (const e of [endpoints.changePassword, endpoints.changeVolunteerPassword]) {
    route(app, e, async ({ auth, body }) => profile.changePassword(app, auth, body), { limits: [passwordCheckLimit] });
  }

  route(
    app,
    endpoints.uploadCertificate,
    async ({ auth, request }) => {
      const data = await readUpload(request, { maxBytes: MAX_CERTIFICATE_BYTES, tooLarge: 'FILE_TOO_LARGE' });
      return profile.uploadCertificate(app, auth.userId, data);
    },
    { limits: [uploadLimit] },
  );

  route(app, endpoints.deleteCertificate, async ({ auth, body }) =>
    profile.deleteCertificate(app, auth.userId, body.certificateUrl),
  );
}
