/**
 * The offline page's only script (served as /offline/retry.js, kept by the service worker with the
 * page): the page the person asked for is fetched again as soon as the browser is back online, or
 * when they press Try again.
 */
const reload = () => window.location.reload();
window.addEventListener('online', reload);
document.querySelector('[data-offline-retry]')?.addEventListener('click', reload);
