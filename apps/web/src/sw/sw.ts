/**
 * The service worker (`/sw.js`, scope `/`), compiled at build by scripts/build-service-worker.mjs,
 * which puts the build's own facts in front of it as `SAHAYA_BUILD`.
 *
 * - It keeps the app shell (index.html, the entry chunks and stylesheet, the offline pages) in a
 *   cache named after the build, filled when the worker installs.
 * - A page whose request fails because the device is offline is answered with the offline page in
 *   the person's language, rather than the browser's error.
 * - API calls, the socket and uploaded files never go through a cache here: an answer from the
 *   server is either fresh or a failure the page shows as one.
 * - Files under /assets/ carry a hash of their content in their name, so a cached one is never
 *   stale: they are answered from the cache first.
 * - A new build's worker takes over at once (skipWaiting, clients.claim) and drops the older
 *   builds' caches. A page that is already open keeps the modules it has loaded; the chunks it may
 *   still ask for are fetched as usual.
 * - A push message (`{ title, body, url }`) is shown as a notification, and a click on it focuses
 *   the app's open tab at that address, or opens one.
 */
export {};

declare const self: ServiceWorkerGlobalScope;

interface BuildFacts {
  /** Changes with every build whose shell or worker differs. */
  version: string;
  /** Same-origin addresses to keep from the install on. */
  precache: string[];
  /** The offline page of each language, by language. */
  offlinePages: Record<string, string>;
  /** The languages in order of preference when nothing else tells; the first is the default. */
  languages: string[];
  /** The cookie that holds the language the person chose in the app. */
  languageCookie: string;
  /** The icon a notification shows. */
  icon: string;
}

declare const SAHAYA_BUILD: BuildFacts;

const CACHE_PREFIX = 'sahaya-';
const cacheName = `${CACHE_PREFIX}${SAHAYA_BUILD.version}`;

/** The folders (and paths) whose answers must come from the server every time: the API's above all. */
const NETWORK_ONLY = ['/api', '/socket.io', '/uploads', '/healthz', '/readyz', '/metrics'];
const networkOnly = (path: string) => NETWORK_ONLY.some((root) => path === root || path.startsWith(`${root}/`));

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(cacheName);
      // `reload` skips the browser's HTTP cache, so the shell kept is the one on the server now.
      await cache.addAll(SAHAYA_BUILD.precache.map((url) => new Request(url, { cache: 'reload' })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== cacheName).map((name) => caches.delete(name)));
      // A page's request then starts while the worker itself is still starting.
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

/** The language of the offline page: the one chosen in the app (its cookie), else the browser's. */
async function offlineLanguage(): Promise<string> {
  const supported = SAHAYA_BUILD.languages;
  try {
    // The Cookie Store API is how a worker reads a cookie; where it is missing, the browser's language decides.
    const store = (self as unknown as { cookieStore?: { get(name: string): Promise<{ value?: string } | null> } }).cookieStore;
    const chosen = (await store?.get(SAHAYA_BUILD.languageCookie))?.value;
    if (chosen && supported.includes(chosen)) return chosen;
  } catch {
    // An unreadable cookie is no choice.
  }
  for (const tag of self.navigator.languages ?? []) {
    const primary = tag.toLowerCase().split('-')[0] ?? '';
    if (supported.includes(primary)) return primary;
  }
  return supported[0] ?? 'en';
}

async function offlinePage(): Promise<Response> {
  const language = await offlineLanguage();
  const cache = await caches.open(cacheName);
  const page = SAHAYA_BUILD.offlinePages[language] ?? Object.values(SAHAYA_BUILD.offlinePages)[0];
  const cached = page ? await cache.match(page) : undefined;
  return cached ?? Response.error();
}

/** A page: from the server whenever it can be reached, else the offline page. */
async function navigation(event: FetchEvent): Promise<Response> {
  try {
    // The browser may have started the request while the worker was starting up.
    const preloaded = (await event.preloadResponse) as Response | undefined;
    return preloaded ?? (await fetch(event.request));
  } catch {
    return offlinePage();
  }
}

/** A hashed file: the kept copy, else the server's, which is then kept. */
async function hashedAsset(request: Request): Promise<Response> {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Left to the browser: the network, never a cache of this worker.
  if (networkOnly(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigation(event));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(hashedAsset(request));
    return;
  }
  // Anything else (the manifest, icons, the offline pages) is served from the shell cache when it is
  // there and the network is not, so an offline page still finds its stylesheet and icons.
  event.respondWith(fetch(request).catch(async () => (await caches.match(request)) ?? Response.error()));
});

interface PushNotice {
  title: string;
  body?: string;
  url?: string;
}

function readNotice(event: PushEvent): PushNotice | undefined {
  try {
    const data: unknown = event.data?.json();
    if (data && typeof data === 'object' && typeof (data as PushNotice).title === 'string') return data as PushNotice;
  } catch {
    // Not JSON: nothing the server sends.
  }
  return undefined;
}

/** A same-origin address, or the app's root: a notice never sends the person to another site. */
function sameOriginUrl(url: string | undefined): string {
  const target = new URL(url ?? '/', self.location.origin);
  return target.origin === self.location.origin ? target.href : new URL('/', self.location.origin).href;
}

self.addEventListener('push', (event) => {
  const notice = readNotice(event);
  // Chromium requires every push to show something; one without a notice shows the app's name.
  const title = notice?.title ?? 'Sahaya';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: notice?.body ?? '',
      icon: SAHAYA_BUILD.icon,
      badge: SAHAYA_BUILD.icon,
      data: { url: sameOriginUrl(notice?.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginUrl((event.notification.data as { url?: string } | null)?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = windows.find((client) => client.url === url);
      if (same) {
        await same.focus();
        return;
      }
      // A tab of the app that this worker controls is sent to the address and brought forward.
      const tab = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (tab) {
        try {
          const moved = await tab.navigate(url);
          await (moved ?? tab).focus();
          return;
        } catch {
          // A tab the worker does not control cannot be moved; a new one is opened instead.
        }
      }
      await self.clients.openWindow(url);
    })(),
  );
});
