/**
 * `load` run on the first call, its promise given to every later one; a failure is not kept, so the
 * next call tries again (a lost connection should not stick).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
