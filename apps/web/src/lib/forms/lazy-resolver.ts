import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's resolver whose code (a zod schema, and zod with it) is loaded when the form first
 * validates, or earlier through `preload` (when a field takes focus, say), instead of with the page.
 */
export function lazyResolver<Values extends FieldValues, Context = unknown, Output = Values>(
  load: () => Promise<Resolver<Values, Context, Output>>,
) {
  let loading: Promise<Resolver<Values, Context, Output>> | null = null;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      // A lost connection should not stick: the next validation tries again.
      loading = null;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<Values, Context, Output> = async (values, context, options) =>
    (await preload())(values, context, options);
  return { resolver, preload };
}
