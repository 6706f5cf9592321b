import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ChatMessage } from '@sahaya/contract/chats/schemas';
import type { Notification } from '@sahaya/contract/notifications/schemas';
import { setTimeout as sleep } from 'node:timers/promises';
import { findNginx, servedBy } from './harness/balancer.ts';
import { briefSession, steadyTraffic, type Answered } from './harness/balancer-traffic.ts';
import { emit, hears, reconnected, type BalancedPerson } from './harness/balanced-person.ts';
import type { AppNode } from './harness/app-nodes.ts';
import { addressesFor, meetPeople, socketNode, startDeployment, type Deployment, type People } from './harness/two-node-deployment.ts';

/*
 * Two app nodes on PostgreSQL and Redis behind nginx, run from deploy/nginx.conf (the configuration
 * the README recommends) with only the nodes' addresses, its port and its access log changed. The
 * requester's socket sticks to the first node and the volunteer's and the admin's to the second
 * (nginx hashes the client address, so each connects from a loopback address of its own), as
 * nginx's access log shows; then what one node does must reach the people on the other, through
 * Redis, and when the second node is killed its people go on on the first with nothing lost. Then
 * it starts again, and sixty sockets opened once it is back each keep every request on their own
 * node; last both are killed and started, as when a database restart makes every node fail nginx's
 * requests. Each time nginx serves through both nodes within 2 s of their being ready.
 * Alone: `npm run test:e2e -- src/two-nodes.spec.ts` with DATABASE_URL and REDIS_URL set.
 */

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const nginx = findNginx();
// In CI a missing nginx fails the run rather than skipping the test: .ci/run installs it.
const skipped =
  !databaseUrl || !redisUrl
    ? 'it needs DATABASE_URL and REDIS_URL, which the nodes share'
    : !nginx && !process.env.CI
      ? 'nginx is not installed (Debian: apt-get install nginx)'
      : undefined;
if (skipped) console.log(`Two nodes behind nginx: skipped, because ${skipped}.`);

describe.skipIf(skipped !== undefined)('two nodes behind nginx', () => {
  let deployment: Deployment;
  let people: People;
  let first: string;
  let second: string;
  let assignment: string;
  let meetingId: string;

  const requester = () => people.requester;
  const volunteer = () => people.volunteer;
  const admin = () => people.admin;
  /** Sends a chat message through the balancer as `person`; answers it and the node that stored it. */
  const say = async (person: BalancedPerson, to: BalancedPerson, content: string) => {
    const body = { requestId: people.requestId, receiverId: to.id, content };
    const { reply, requestId } = await person.call<ChatMessage>('POST', '/api/chats/messages', body);
    return { message: reply, node: await servedBy(deployment.balancer, requestId) };
  };
  /** The API spreads requests over the nodes in turn: says something until `node` is the one that stores it. */
  const sayThrough = async (node: string, person: BalancedPerson, to: BalancedPerson, content: string) => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      const sent = await say(person, to, `${content} (${attempt})`);
      if (sent.node === node) return sent.message;
    }
    throw new Error(`Ten messages in a row were not stored by ${node}`);
  };
  const conversation = () => `/api/chats/conversations/${people.requestId}/messages`;
  /** Waits until `person` hears the meeting signal `data` from the socket `from`. */
  const hearsSignal = (person: BalancedPerson, from: string, data: object) =>
    hears(person, 'meeting:signal', (s: { from: string; data: unknown }) => s.from === from && JSON.stringify(s.data) === JSON.stringify(data));
  /** The chat messages the person's socket has heard so far. */
  const heardMessages = (person: BalancedPerson) => person.heard.filter((h) => h.event === 'new-message').map((h) => h.payload as ChatMessage);

  beforeAll(async () => {
    if (!nginx) throw new Error('nginx is not installed, and CI must run this test: install Debian\'s nginx (.ci/run does)');
    deployment = await startDeployment(nginx, databaseUrl!, redisUrl!);
    [first, second] = deployment.nodes.map((node) => node.address) as [string, string];
    const addresses = await addressesFor(deployment.balancer, deployment.nodes);
    const ready = await meetPeople(deployment.balancer.url, addresses.get(first)!, addresses.get(second)!);
    people = ready;
    assignment = await ready.assign();
  });

  afterAll(async () => {
    for (const person of people ? [people.requester, people.volunteer, people.admin] : []) person.close();
    await deployment?.stop();
  });

  test('each person is on the node nginx sticks their address to, for every request of their socket', async () => {
    expect(await socketNode(deployment.balancer, requester())).toBe(first);
    expect(await socketNode(deployment.balancer, volunteer())).toBe(second);
    expect(await socketNode(deployment.balancer, admin())).toBe(second);
  });

  test('a notification made on one node reaches the person on the other', async () => {
    // Both parties are told of the assignment; whichever node served it, one of them is on the other node.
    const node = await servedBy(deployment.balancer, assignment);
    const onOtherNode = node === first ? volunteer() : requester();
    const notice = await hears<Notification>(onOtherNode, 'new-notification', (n) => n.requestId === people.requestId);
    expect(notice.type).toBe('system');
  });

  test('a chat message sent by a person on one node reaches the other person on the other node', async () => {
    for (const person of [requester(), volunteer()]) {
      expect(await emit(person, 'join-conversation', people.requestId)).toEqual({ ok: true });
    }
    const fromFirst = await sayThrough(first, requester(), volunteer(), 'Hello from the first node');
    const heardOnSecond = await hears<ChatMessage>(volunteer(), 'new-message', (m) => m._id === fromFirst._id);
    expect(heardOnSecond.content).toBe(fromFirst.content);
    const fromSecond = await sayThrough(second, volunteer(), requester(), 'Hello from the second node');
    const heardOnFirst = await hears<ChatMessage>(requester(), 'new-message', (m) => m._id === fromSecond._id);
    expect(heardOnFirst.content).toBe(fromSecond.content);
  });

  test("a meeting's signalling crosses nodes", async () => {
    const { reply } = await admin().call<{ meeting: { _id: string } }>('POST', '/api/meetings', {
      title: 'Two nodes',
      participants: [requester().id],
      scheduledTime: new Date(Date.now() + 3_600_000).toISOString(),
    });
    meetingId = reply.meeting._id;
    expect(await emit(admin(), 'meeting:join', { meetingId })).toMatchObject({ ok: true, peers: [] });
    const joined = await emit(requester(), 'meeting:join', { meetingId });
    expect(joined.ok && joined.peers.map((peer) => peer.socketId)).toEqual([admin().socket.id]);
    await hears(admin(), 'meeting:peer-joined', (peer: { socketId: string }) => peer.socketId === requester().socket.id);

    const offer = { type: 'offer', sdp: 'v=0 first node' };
    expect(await emit(requester(), 'meeting:signal', { meetingId, to: admin().socket.id!, data: offer })).toEqual({ ok: true });
    await hearsSignal(admin(), requester().socket.id!, offer);
    const answer = { type: 'answer', sdp: 'v=0 second node' };
    expect(await emit(admin(), 'meeting:signal', { meetingId, to: requester().socket.id!, data: answer })).toEqual({ ok: true });
    await hearsSignal(requester(), admin().socket.id!, answer);
  });

  // The second node dies here until the next test starts it again, so this test cannot be tried again on the same deployment.
  test('when a node is killed its people reconnect to the other, and nothing they sent is lost', { retry: 0 }, async () => {
    const volunteerConnections = volunteer().connections();
    const adminConnections = admin().connections();
    const beforeKill = await say(volunteer(), requester(), 'Sent just before the crash');
    await deployment.nodes[1]!.kill();
    // What the volunteer's page held when its connection dropped.
    const held = heardMessages(volunteer());
    const afterKill = await say(volunteer(), requester(), 'Sent just after the crash');
    expect(afterKill.node).toBe(first);
    const whileAway = await say(requester(), volunteer(), 'Sent while the volunteer was reconnecting');

    await reconnected(volunteer(), volunteerConnections);
    expect(await socketNode(deployment.balancer, volunteer())).toBe(first);
    // As the web app does on every reconnection: join the chat again and fetch what came after the last message held.
    expect(await emit(volunteer(), 'join-conversation', people.requestId)).toEqual({ ok: true });
    const after = held.length > 0 ? `?after=${held.at(-1)!._id}` : '';
    const { reply: missed } = await volunteer().call<{ messages: ChatMessage[] }>('GET', `${conversation()}${after}`);
    const seenByVolunteer = new Set([...heardMessages(volunteer()), ...missed.messages].map((m) => m._id));
    for (const sent of [beforeKill, afterKill, whileAway]) expect(seenByVolunteer).toContain(sent.message._id);
    // The requester, on the node that lived, heard both of the volunteer's messages live.
    for (const sent of [beforeKill, afterKill]) {
      await hears<ChatMessage>(requester(), 'new-message', (m) => m._id === sent.message._id);
    }
    // Each is stored once.
    const { reply: all } = await requester().call<{ messages: ChatMessage[] }>('GET', conversation());
    for (const sent of [beforeKill, afterKill, whileAway]) {
      expect(all.messages.filter((m) => m.content === sent.message.content)).toHaveLength(1);
    }

    // The admin comes back to the meeting on the first node, and the call goes on.
    await reconnected(admin(), adminConnections);
    expect(await socketNode(deployment.balancer, admin())).toBe(first);
    expect(await emit(admin(), 'meeting:join', { meetingId })).toMatchObject({ ok: true });
    await hears(requester(), 'meeting:peer-joined', (peer: { socketId: string }) => peer.socketId === admin().socket.id);
    const offer = { type: 'offer', sdp: 'v=0 again' };
    expect(await emit(admin(), 'meeting:signal', { meetingId, to: requester().socket.id!, data: offer })).toEqual({ ok: true });
    await hearsSignal(requester(), admin().socket.id!, offer);
  });

  const probe = '/socket.io/?EIO=4&transport=probe';
  /**
   * Kills `down` (besides any node already dead) and starts every dead node again, while the pages
   * and the sockets of people on either node keep asking through nginx, so nginx finds the nodes
   * failing. What those requests got, from 2 s to 2.5 s after the nodes answered /readyz: how many
   * nginx answered 502, and which nodes served the API and each address's sockets.
   */
  const throughARestart = async (down: AppNode[]) => {
    const balancer = deployment.balancer;
    const addresses = [requester().address, volunteer().address];
    const traffic = steadyTraffic(balancer, [{ path: '/healthz', address: addresses[0]! }, ...addresses.map((address) => ({ path: probe, address }))], 50);
    for (const node of down) await node.kill();
    await Promise.all(deployment.nodes.filter((node) => node.child.exitCode !== null || node.child.signalCode !== null).map((node) => node.start()));
    const ready = Date.now();
    await sleep(2_500);
    const answered = await traffic.stop();
    const log = new Map(balancer.log().map((line) => [line.requestId, line]));
    const nodes = (requests: Answered[]) => [...new Set(requests.map((request) => log.get(request.requestId)?.upstreams.at(-1)))].sort();
    const settled = answered.filter((request) => request.sentAt >= ready + 2_000);
    return {
      badGatewaysInTheFirst2s: answered.filter((r) => r.sentAt >= ready && r.sentAt < ready + 2_000 && r.status === 502).length,
      badGatewaysAfter2s: settled.filter((r) => r.status === 502).length,
      failedAfter2s: settled.filter((r) => r.status === 0 || r.status >= 500).length,
      apiNodesAfter2s: nodes(settled.filter((r) => r.path === '/healthz')),
      socketNodesAfter2s: addresses.map((address) => nodes(settled.filter((r) => r.path === probe && r.address === address))),
    };
  };

  // The second node, killed above, starts again here; nodes go down in it, so it cannot be tried again on the same deployment.
  test('when a killed node comes back, nginx gives it its share within 2 s of its being ready, and every new socket keeps to one node', { retry: 0 }, async () => {
    const served = await throughARestart([]);
    const balancer = deployment.balancer;
    const nodeOf = new Map([
      [requester().address, first],
      [volunteer().address, second],
    ]);
    // Sixty people open their socket at once, half of them on each node.
    const addresses = [...nodeOf.keys()];
    const sessions = await Promise.all(
      Array.from({ length: 60 }, (_, index) => briefSession(balancer, addresses[index % 2]!, requester().token, people.requestId)),
    );
    // A WebSocket's line is written when it closes.
    await sleep(300);
    const lines = balancer.log();
    const requestsOf = (sid?: string) => lines.filter((line) => sid && line.request.includes(`sid=${sid}`));
    const figures = {
      ...served,
      // Refused by a node that never made the session, or served by more than one.
      splitSessions: sessions.filter((session) => {
        const requests = requestsOf(session.sid);
        return requests.some((line) => line.status === 400) || new Set(requests.map((line) => line.upstreams.at(-1))).size > 1;
      }).length,
      sessionsOffTheirNode: sessions.filter((session) => requestsOf(session.sid).some((line) => line.upstreams.at(-1) !== nodeOf.get(session.address))).length,
      failedSessions: sessions.filter((session) => session.error).map((session) => session.error),
    };
    expect(figures).toMatchObject({
      badGatewaysAfter2s: 0,
      failedAfter2s: 0,
      apiNodesAfter2s: [first, second].sort(),
      socketNodesAfter2s: [[first], [second]],
      splitSessions: 0,
      sessionsOffTheirNode: 0,
      failedSessions: [],
    });
  });

  // Both nodes go down here, so this test cannot be tried again on the same deployment.
  test('when both nodes fail at once, as a database restart makes them, nginx serves through both within 2 s of their being ready', { retry: 0 }, async () => {
    const figures = await throughARestart(deployment.nodes);
    expect(figures).toMatchObject({
      badGatewaysAfter2s: 0,
      failedAfter2s: 0,
      apiNodesAfter2s: [first, second].sort(),
      socketNodesAfter2s: [[first], [second]],
    });
  });
});
