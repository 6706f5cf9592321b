import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadFeatures, type Feature } from '../lib/i18n/catalogs.ts';

/**
 * A route's page, loaded when the route is first visited: its code is a chunk of its own, and the
 * words of the features it shows (their catalogues in the language shown) come with it, so the page
 * is drawn in that language from its first frame.
 */
export function page<M>(features: Feature[], load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject['lazy'] {
  return async () => {
    const [module] = await Promise.all([load(), loadFeatures(...features)]);
    return { Component: pick(module) };
  };
}
