import { useLayoutEffect, useMemo } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useSession } from '../session/auth-store.ts';
import { clearDraft, readDraft, writeDraft, type Draft } from './session-draft.ts';

/** What a draft needs of a react-hook-form form. */
export type DraftForm<T extends FieldValues> = Pick<UseFormReturn<T>, 'getValues' | 'reset' | 'subscribe'>;

export interface SessionDraftOptions<T extends FieldValues> {
  /** The form's name in the draft's key: one per form. */
  name: string;
  /** The signed-in person the draft belongs to. */
  userId: string;
  /** The form's values before anything is typed (its defaultValues): a form back to them keeps no draft. */
  empty: T;
  /**
   * Brings a restored draft up to date before it is shown, for choices that may have lapsed since
   * (a time that has passed). Kept stable (a module-level function), as the draft is bound once.
   */
  revise?: (draft: T) => T;
}

/**
 * The draft's values that fit the form: only its own fields, each of the kind the form holds, so a
 * draft kept by an older version of the form cannot put a wrong kind of value in a field.
 */
function fitTo<T extends Draft>(empty: T, saved: Draft): T {
  const fitted: Draft = { ...empty };
  for (const [name, value] of Object.entries(empty)) {
    const kept = saved[name];
    if (kept === undefined || kept === null || typeof kept !== typeof value) continue;
    const nested = typeof value === 'object' && value !== null;
    if (nested) {
      if (Array.isArray(value) || Array.isArray(kept)) continue;
      fitted[name] = fitTo(value as Draft, kept as Draft);
    } else fitted[name] = kept;
  }
  return fitted as T;
}

const sameValues = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Restores the form from its draft, if one was kept, then keeps every change as the draft. A form
 * back to its empty values keeps none. Returns the function that stops keeping it.
 */
export function keepSessionDraft<T extends FieldValues>(form: DraftForm<T>, { name, userId, empty, revise }: SessionDraftOptions<T>): () => void {
  const saved = readDraft(name, userId);
  if (saved) {
    const restored = fitTo(empty, saved);
    // The defaults stay the empty form's, so the form still knows what was typed.
    if (!sameValues(restored, empty)) form.reset(revise ? revise(restored) : restored, { keepDefaultValues: true });
  }
  return form.subscribe({
    formState: { values: true },
    callback: ({ values }) => {
      if (sameValues(values, empty)) clearDraft(name, userId);
      else writeDraft(name, userId, values);
    },
  });
}

/**
 * Keeps a long form's values in this tab while the signed-in person fills it (lib/forms/session-draft.ts):
 * a form opened again, after a reload, a session that ran out or a page left, comes back as it was
 * left. The returned `clear` forgets the draft, for once the form is sent. Restored before the first
 * paint, so nobody starts typing into a form about to be filled for them.
 */
export function useSessionDraft<T extends FieldValues>(
  form: DraftForm<T>,
  name: string,
  empty: T,
  revise?: (draft: T) => T,
): { clear: () => void } {
  const userId = useSession()?.userId ?? null;
  useLayoutEffect(() => (userId ? keepSessionDraft(form, { name, userId, empty, revise }) : undefined), [form, name, userId, empty, revise]);
  return useMemo(() => ({ clear: () => (userId ? clearDraft(name, userId) : undefined) }), [name, userId]);
}
