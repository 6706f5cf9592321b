/**
 * A second server node beside a test's app, on the same database and Redis, as behind a load
 * balancer; and its death by SIGKILL, which runs none of its sockets' disconnect handling.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { nodeKey } from '../plugins/infrastructure/live-nodes.ts';
import { memoryMailer } from '../plugins/infrastructure/mail.ts';
import { checkReply } from './reply-check.ts';

export interface SecondNode {
  node: FastifyInstance;
  url: string;
  /**
   * Kills the node as SIGKILL would: what it recorded in Redis stays, its heartbeat lapses (at once
   * here, rather than after its expiry), and its sockets close.
   */
  kill(): Promise<void>;
}

export async function startSecondNode(app: FastifyInstance): Promise<SecondNode> {
  const node = await buildApp(app.config, { database: app.database, mailer: memoryMailer().mailer, rateLimit: false, logger: false, replyCheck: checkReply });
  const url = await node.listen({ port: 0, host: '127.0.0.1' });
  return {
    node,
    url,
    async kill() {
      const id = node.liveNodes?.id;
      if (!id || !node.redis || !app.redis) throw new Error('A node dies this way only on Redis');
      // From here nothing the node does reaches Redis, its sockets' disconnect handling included.
      node.redis.disconnect();
      await app.redis.del(nodeKey(id));
      await node.close();
    },
  };
}
