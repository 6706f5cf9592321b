/**
 * Security headers through helmet, with a strict Content Security Policy: only this origin runs
 * scripts, except Google's sign-in script when GOOGLE_CLIENT_ID is set; pages connect to this
 * origin, and to Google, S3 and Janus only when they are configured; and the browser sends no form
 * itself, except the form of a page given `app.formPagePolicy`, to the one address it names.
 * Cookies are parsed here for the refresh token.
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

const GOOGLE = 'https://accounts.google.com';

/**
 * Each directive names this site and, only when they are configured, Google's sign-in and the S3
 * server. Pictures and files are served by this site, so no other image host is allowed.
 */
export function contentSecurityPolicy(options: {
  publicUrl: string;
  googleSignIn: boolean;
  s3Endpoint?: string;
  /** Janus's WebSocket API as browsers reach it (JANUS_PUBLIC_URL), which a large meeting's room connects to. */
  janusUrl?: string;
  /** The one address a page's own form may post to; by default none may. */
  formAction?: string;
}) {
  const google = options.googleSignIn ? [GOOGLE] : [];
  const s3 = options.s3Endpoint ? [new URL(options.s3Endpoint).origin] : [];
  const janus = options.janusUrl ? [new URL(options.janusUrl).origin] : [];
  // 'self' covers the site's own WebSocket in current browsers; older ones need it named.
  const socket = new URL(options.publicUrl);
  socket.protocol = socket.protocol === 'https:' ? 'wss:' : 'ws:';
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      // Every form is sent by the app's own code. A prerendered sign-in page that is submitted before
      // the app has taken it over would otherwise be sent by the browser itself, as a GET carrying
      // the password in the address (and so into history and access logs); 'none' stops that. A page
      // with no script, whose form only the browser can send (an e-mail's unsubscribe link), names
      // the one address that form posts to instead.
      formAction: options.formAction ? [options.formAction] : ["'none'"],
      scriptSrc: ["'self'", ...google],
      // Dialog and toast libraries and Google's button set inline styles; styles cannot run code.
      styleSrc: ["'self'", "'unsafe-inline'", ...google],
      imgSrc: ["'self'", 'data:', 'blob:', ...s3],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", socket.origin, ...google, ...s3, ...janus],
      mediaSrc: ["'self'", 'blob:'],
      frameSrc: ["'self'", ...google],
      workerSrc: ["'self'", 'blob:'],
      upgradeInsecureRequests: null,
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The Content Security Policy header of a page without scripts whose form the browser sends
     * itself: the site's own, except that the form may post to `address`, and nowhere else. Read it
     * once, as routes are registered, and set it on that page's reply alone.
     */
    formPagePolicy(address: string): string;
  }
}

async function securityPlugin(app: FastifyInstance) {
  await app.register(cookie);
  const policy = {
    publicUrl: app.config.publicUrl,
    googleSignIn: Boolean(app.config.googleClientId),
    s3Endpoint: app.config.s3.endpoint,
    janusUrl: app.config.janus?.publicUrl,
  };
  // The headers are the same for every response, so helmet computes them once, on a stand-in
  // response, and each reply gets the finished set.
  const headers = staticHeaders(
    helmet({
      contentSecurityPolicy: contentSecurityPolicy(policy),
      // Google's sign-in popup talks back to the page that opened it.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      // HSTS only makes sense behind HTTPS, which a production deployment terminates in front of us.
      strictTransportSecurity: app.config.isProduction,
    }),
  );
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.decorate('formPagePolicy', (address: string) => {
    const page = staticHeaders(helmet.contentSecurityPolicy(contentSecurityPolicy({ ...policy, formAction: address })));
    return page['content-security-policy']!;
  });
}

/** The headers a helmet middleware sets, read off a response that is never sent. */
function staticHeaders(middleware: ReturnType<typeof helmet> | ReturnType<typeof helmet.contentSecurityPolicy>): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  middleware(response.req, response, () => undefined);
  return Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]));
}

export default fp(securityPlugin, { name: 'security', dependencies: ['config'] });
