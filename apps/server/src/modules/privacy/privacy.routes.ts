/**
 * A person's own data: POST/GET /api/users/me/export and the download behind its signed link, and
 * erasing it with the account, DELETE /api/users/me (an endpoint of the profile's contract, as the
 * profile page offers it). Rules live in privacy.service.ts and privacy.erasure.ts.
 */
import type { FastifyInstance } from 'fastify';
import * as endpoints from '@sahaya/contract/privacy/endpoints';
import { deleteAccount } from '@sahaya/contract/profile/endpoints';
import { route } from '../../plugins/http/route.ts';
import { passwordCheckLimit, type Limit } from '../../plugins/http/rate-limit.ts';
import { exportLinks } from './privacy.links.ts';
import { deleteAccount as eraseAccount } from './privacy.erasure.ts';
import * as privacy from './privacy.service.ts';
import { rightsRoutes } from './rights.routes.ts';
import { MINUTE_MS } from '../../lib/durations.ts';

/** Each copy reads all of a person's data and files: a few an hour is plenty for anyone. */
const exportLimit: Limit = { name: 'data-export', max: 5, windowMs: 60 * MINUTE_MS, key: (request) => request.auth.userId };

export const privacyDeps = (app: FastifyInstance): privacy.PrivacyDeps => ({
  db: app.db,
  storage: app.storage,
  jobs: app.jobs,
  links: exportLinks(app.config.jwtSecret),
});

export async function privacyRoutes(app: FastifyInstance) {
  const deps = privacyDeps(app);
  route(app, endpoints.startExport, async ({ auth }) => privacy.startExport(deps, auth.userId), { limits: [exportLimit] });
  route(app, endpoints.getExport, async ({ auth }) => privacy.exportStatus(deps, auth.userId));
  route(app, endpoints.getExportFile, async ({ auth, query, reply }) => {
    const file = await privacy.exportFile(deps, auth.userId, query);
    reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff');
    if (file.size !== undefined) reply.header('content-length', file.size);
    return reply.send(file.body);
  });

  route(
    app,
    deleteAccount,
    async ({ auth, body, reply }) => {
      const result = await eraseAccount(app, auth, body);
      reply.clearCookie('refreshToken', { path: '/api/auth', httpOnly: true, sameSite: 'lax', secure: app.config.isProduction });
      return result;
    },
    { limits: [passwordCheckLimit] },
  );
  await rightsRoutes(app);
}
