/**
 * Registers the service worker (`/sw.js`, built from sw.ts) once the page has loaded and the
 * browser is idle, so it takes nothing from the first paint: the worker's install fetches the app
 * shell, which would otherwise compete with the page's own files. Only the built app has a worker;
 * the development server does not.
 */
export function registerServiceWorkerLater(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1000));
    idle(() => {
      registerServiceWorker().catch(() => {
        // Without a worker the app works as before: online only, and no notices on the device.
      });
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Registers the worker now (again is harmless); what turning on notices waits for when the idle time has not come yet. */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' });
}
