/**
 * autocannon's per-request setup for the dispatch scenario (dispatch.ts), loaded by path in its
 * worker thread, so it is plain CommonJS. A person may hold only a few requests for help open, so
 * the scenario's requests are made by many people (requesters.ts) in turn: every request is sent
 * as the next of them, with their token and their own address; the turn is shared by all
 * connections of the worker, so no person gets a second request before everyone has had one.
 *
 * The people come as one string, a line of `token addressId` each: autocannon copies a
 * connection's context before every request, and a string is copied by reference where a list of
 * thousands would be copied whole. It is split once.
 */
/* global module */
'use strict';

let next = 0;
let splitFrom;
let people = [];

module.exports = function setupRequest(request, context) {
  if (context.people !== splitFrom) {
    splitFrom = context.people;
    people = context.people.split('\n').map((line) => line.split(' '));
  }
  const [token, addressId] = people[next++ % people.length];
  return {
    ...request,
    headers: { ...request.headers, authorization: `Bearer ${token}` },
    body: JSON.stringify({ ...JSON.parse(request.body), addressId }),
  };
};
