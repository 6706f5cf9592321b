/**
 * autocannon's per-request setup for the approval scenarios (approvals.ts), loaded by path in its
 * worker thread, so it is plain CommonJS. Every request approves the next of the pending requests
 * the scenario created, whose ids are a prefix and a 12-digit hex counter, so no two requests of a
 * run name the same asset request; the counter is shared by all connections of the worker.
 */
/* global module */
'use strict';

let next = 0;

module.exports = function setupRequest(request, context) {
  const id = `${context.idPrefix}${(next++).toString(16).padStart(12, '0')}`;
  return { ...request, path: `/api/assetRequests/${id}` };
};
