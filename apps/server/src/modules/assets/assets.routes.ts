/**
 * The lending library's calls (spec 2 §7, spec 3 §7). The catalogue's records live in
 * assets.catalogue.ts, loans in assets.loans.ts, what is free when in assets.availability.ts,
 * lists in assets.lists.ts, and beside them repairs, the waiting list, the overdue list and the history.
 */
import type { FastifyInstance } from 'fastify';
import * as endpoints from '@sahaya/contract/assets/endpoints';
import { readingLanguage } from '../../lib/reading-language.ts';
import { csvDepsOf, sendCsv } from '../../plugins/http/csv-download.ts';
import { route } from '../../plugins/http/route.ts';
import { availability } from './assets.availability.ts';
import * as catalogue from './assets.catalogue.ts';
import { registerAssetFigures } from './assets.dashboard.ts';
import { history } from './assets.history.ts';
import { assetLabels } from './assets.labels.ts';
import { AssetLists } from './assets.lists.ts';
import * as loans from './assets.loans.ts';
import { depositsCsv } from './assets.deposits.ts';
import { overdueCsv } from './assets.overdue.ts';
import { registerAssetPersonalData } from './assets.personal-data.service.ts';
import { markRepairReady, repairsOf } from './assets.repairs.ts';
import { joinWaitlist, leaveWaitlist } from './assets.waitlist.ts';
import { downloadedBy, recordAccesses } from '../access-log/access-log.service.ts';

export async function assetRoutes(app: FastifyInstance) {
  const lists = new AssetLists(app.db);
  app.storage.referencedBy((keys) => catalogue.filesInUse(app, keys));
  registerAssetPersonalData(app.personalData, app.jobs);
  registerAssetFigures(app.dashboardFigures);

  // What an admin wrote about an asset is read in the reader's language (assets.texts.ts).
  route(app, endpoints.listAssets, async ({ query, request }) => lists.assets(query, readingLanguage(request)));
  route(app, endpoints.getAsset, async ({ auth, params, request }) => catalogue.getAsset(app, params.id, auth, readingLanguage(request)));
  route(app, endpoints.getAssetByCode, async ({ auth, params, request }) => catalogue.getAssetByCode(app, params.code, auth, readingLanguage(request)));
  route(app, endpoints.myRequestsForAsset, async ({ auth, params, query, request }) =>
    loans.myRequestsForAsset({ db: app.db, lists }, auth.userId, params.id, query, readingLanguage(request)),
  );
  route(app, endpoints.assetAvailability, async ({ auth, params, query }) => availability(app, params.id, query, auth.userId));
  route(app, endpoints.assetHistory, async ({ params, query }) => history(app, params.id, query));
  route(app, endpoints.createAsset, async ({ auth, body, request }) => catalogue.createAsset(app, body, auth.userId, readingLanguage(request)));
  route(app, endpoints.updateAsset, async ({ auth, params, body, request }) =>
    catalogue.updateAsset(app, params.id, body, auth.userId, readingLanguage(request)),
  );
  route(app, endpoints.assetLoans, async ({ auth, params, query, request }) => {
    const found = await loans.assetLoans({ db: app.db, lists }, params.id, query, readingLanguage(request));
    // Each borrower's phone on the page is shown: their access log says who saw it.
    await recordAccesses(app.db, auth, found.loans.map((loan) => loan.user._id), 'viewedContact');
    return found;
  });
  route(app, endpoints.assetLabelsPdf, async ({ query, reply, request }) => {
    const { fileName, pdf } = await assetLabels(app, query.ids, readingLanguage(request));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
  route(app, endpoints.assetRepairs, async ({ params }) => repairsOf(app, params.id));
  route(app, endpoints.repairReady, async ({ auth, params, request }) =>
    markRepairReady(app, params.id, params.repairId, auth.userId, readingLanguage(request)),
  );
  route(app, endpoints.joinWaitlist, async ({ auth, params }) => joinWaitlist(app, params.id, auth.userId));
  route(app, endpoints.leaveWaitlist, async ({ auth, params }) => leaveWaitlist(app, params.id, auth.userId));

  route(app, endpoints.requestAsset, async ({ auth, params, body, idempotency, request }) =>
    loans.requestAsset(app, auth.userId, params.id, body, readingLanguage(request), idempotency),
  );
  route(app, endpoints.myAssetRequests, async ({ auth, query, request }) => lists.requestsOf(auth.userId, query, readingLanguage(request)));
  route(app, endpoints.listAssetRequests, async ({ query, request }) => lists.requests(query, readingLanguage(request)));
  // Each file lists borrowers' phones (the call list their addresses too): their access log says it
  // was downloaded, batch by batch as the rows go out.
  const files = csvDepsOf(app);
  route(app, endpoints.overdueLoansCsv, async ({ auth, reply, request }) => {
    const { fileName, csv } = overdueCsv(files, { language: readingLanguage(request), downloaded: downloadedBy(app.db, auth) });
    return sendCsv(reply, fileName, csv);
  });
  route(app, endpoints.depositsCsv, async ({ auth, query, reply, request }) => {
    const { fileName, csv } = depositsCsv(files, { ...query, language: readingLanguage(request), downloaded: downloadedBy(app.db, auth) });
    return sendCsv(reply, fileName, csv);
  });
  route(app, endpoints.decideAssetRequest, async ({ auth, params, body, request }) => loans.decide(app, params.id, body, auth.userId, readingLanguage(request)));
  route(app, endpoints.handOver, async ({ auth, params, body, request }) => loans.handOver(app, params.id, body, auth.userId, readingLanguage(request)));
  route(app, endpoints.cancelAssetRequest, async ({ auth, params, request }) => loans.cancel(app, auth.userId, params.id, readingLanguage(request)));
  route(app, endpoints.renewAssetRequest, async ({ auth, params, body, request }) => loans.renew(app, auth.userId, params.id, body, readingLanguage(request)));
}
