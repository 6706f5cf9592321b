import type { FieldValues, Resolver } from 'react-hook-form';
import { loadOnce } from '../load-once.ts';

/**
 * A form's resolver whose code (a zod schema, and zod with it) is loaded when the form first
 * validates, or earlier through `preload` (when a field takes focus, say), instead of with the page.
 */
export function lazyResolver<Values extends FieldValues, Context = unknown, Output = Values>(
  load: () => Promise<Resolver<Values, Context, Output>>,
) {
  // A failed load is tried again by the next validation.
  const preload = loadOnce(load);
  const resolver: Resolver<Values, Context, Output> = async (values, context, options) =>
    (await preload())(values, context, options);
  return { resolver, preload };
}
