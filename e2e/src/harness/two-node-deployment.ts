/**
 * A deployment of two app nodes behind nginx on this machine, as the README's "Scaling out"
 * describes it, and the people of the two-node test on it: a requester whose socket nginx sticks
 * to the first node, and a volunteer and an admin whose sockets it sticks to the second.
 */
import { get } from 'node:http';
import { randomInt } from 'node:crypto';
import { startAppNodes, type AppNode, type AppNodes } from './app-nodes.ts';
import { linesOf, servedBy, startBalancer, type Balancer } from './balancer.ts';
import { newRequestId, signInFrom, type BalancedPerson } from './balanced-person.ts';
import { freePort } from '../../../apps/server/src/test/ports.ts';
import { uniqueEmail } from './people.ts';
import { uniqueName } from './names.ts';

export interface Deployment {
  balancer: Balancer;
  nodes: AppNodes['nodes'];
  stop(): Promise<void>;
}

/** Starts two nodes on a fresh database of `databaseUrl`'s server and the Redis at `redisUrl`, then nginx in front of them. */
export async function startDeployment(nginx: string, databaseUrl: string, redisUrl: string): Promise<Deployment> {
  const port = await freePort();
  const cluster = await startAppNodes(2, { serverDatabaseUrl: databaseUrl, redisUrl, publicUrl: `http://127.0.0.1:${port}` });
  const [first, second] = cluster.nodes as [AppNode, AppNode];
  let balancer: Balancer;
  try {
    balancer = await startBalancer(nginx, [first.address, second.address], port);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return {
    balancer,
    nodes: cluster.nodes,
    async stop() {
      await balancer.stop();
      await cluster.stop();
    },
  };
}

/**
 * The node nginx sends a client at `address` to for /socket.io: a request that Socket.IO refuses
 * (an unknown transport), so no session is opened, and the node read from the access log.
 */
async function socketNodeFor(balancer: Balancer, address: string): Promise<string> {
  const requestId = newRequestId();
  await new Promise<void>((resolve, reject) => {
    const probe = { host: '127.0.0.1', port: balancer.port, path: '/socket.io/?EIO=4&transport=probe', localAddress: address };
    const req = get({ ...probe, headers: { 'x-request-id': requestId } }, (res) => {
      res.resume();
      res.on('end', resolve);
    });
    req.on('error', reject);
  });
  return servedBy(balancer, requestId);
}

/**
 * A loopback address nginx sticks to each node. Its hash of the client address is fixed for a
 * given pair of node addresses, but the nodes' ports are new each run, so the addresses are tried
 * in turn until each node has one.
 */
export async function addressesFor(balancer: Balancer, nodes: AppNode[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (let last = 2; last < 255 && found.size < nodes.length; last++) {
    const address = `127.0.0.${last}`;
    const node = await socketNodeFor(balancer, address);
    if (!found.has(node)) found.set(node, address);
  }
  if (found.size < nodes.length) throw new Error(`No loopback address reached every node: ${[...found].join(', ')}`);
  return found;
}

/** The node that holds a person's socket connection: every request of its Socket.IO session, by its session id. */
export async function socketNode(balancer: Balancer, person: BalancedPerson): Promise<string> {
  const sid = person.socket.io.engine.id;
  const lines = await linesOf(balancer, (line) => line.request.includes(`sid=${sid}`), `the socket session ${sid}`);
  const nodes = new Set(lines.map((line) => line.upstreams.at(-1)));
  if (nodes.size !== 1) throw new Error(`The socket session ${sid} was served by several nodes: ${[...nodes].join(', ')}`);
  return [...nodes][0]!;
}

export interface People {
  requester: BalancedPerson;
  volunteer: BalancedPerson;
  admin: BalancedPerson;
  requestId: string;
}

const password = 'Sahaya@123';

/**
 * The demo requester (socket from `firstAddress`) asks for help; the demo admin (from
 * `secondAddress`) makes a new volunteer (from `secondAddress` too). Everyone is signed in and
 * connected before the admin gives the volunteer the request, so both hear of it.
 */
export async function meetPeople(baseUrl: string, firstAddress: string, secondAddress: string): Promise<People & { assign(): Promise<string> }> {
  const requester = await signInFrom(baseUrl, firstAddress, { email: 'user@sahaya.demo', password, role: 'user' });
  const admin = await signInFrom(baseUrl, secondAddress, { email: 'admin@sahaya.demo', password, role: 'admin' });
  const name = uniqueName('Ravi');
  const [fname, lname] = name.split(' ') as [string, string];
  const email = uniqueEmail('volunteer');
  await admin.call('POST', '/api/volunteers', {
    name,
    email,
    password,
    fname,
    lname,
    age: 34,
    gender: 'Male',
    phone: `98${randomInt(10_000_000, 99_999_999)}`,
    street: '4 Temple Street',
    city: 'Nagpur',
    state: 'Maharashtra',
    country: 'India',
    pincode: '440001',
  });
  const volunteer = await signInFrom(baseUrl, secondAddress, { email, password, role: 'volunteer' });
  const { reply: address } = await requester.call<{ _id: string }>('POST', '/api/addresses', {
    fname: 'Asha',
    lname: 'Verma',
    street: '12 Gandhi Road',
    city: 'Wardha',
    state: 'Maharashtra',
    country: 'India',
    pincode: '442001',
  });
  const { reply } = await requester.call<{ assistanceRequest: { _id: string } }>('POST', '/api/assistanceRequests', {
    type: 'volunteer',
    volunteerType: 'eldercare',
    priority: 'normal',
    requestedDate: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
    requestedTime: '10:30',
    description: 'Please walk with my mother to the clinic and back.',
    addressId: address._id,
  });
  const requestId = reply.assistanceRequest._id;
  const assign = async () => {
    const { requestId: callId } = await admin.call('PATCH', `/api/assistanceRequests/${requestId}/assignVolunteer`, { volunteerId: volunteer.id });
    return callId;
  };
  return { requester, volunteer, admin, requestId, assign };
}
