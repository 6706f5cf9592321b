import { useEffect, useRef, useState } from 'react';

/** What an opening needs of the form it opens. */
export interface Opening {
  /** Whether the form holds anything typed (or chosen) and not saved. */
  unsaved: boolean;
  /** Shows the subject afresh: its saved record, or an empty form. */
  reset: () => void;
  /**
   * Brings kept typing up to date, for what the person did not choose and may have lapsed since it
   * was shown (today's date, a time that has passed, a code run out).
   */
  revise?: () => void;
}

/**
 * Whose typing a dialog's form holds: the subject (a record's id, a request and the decision on it)
 * it was last opened for, until that typing is saved or cancelled. The form stays as it was left
 * when the dialog opens again for the same subject; it starts afresh for another, so typing meant
 * for one never shows in the dialog opened for the next.
 */
export function keptTyping() {
  let typingFor: string | null = null;
  return {
    /** The dialog opens for `subject`: unsaved typing for it is kept, anything else starts afresh. */
    open(subject: string, { unsaved, reset, revise }: Opening): void {
      if (typingFor === subject && unsaved) {
        revise?.();
        return;
      }
      typingFor = subject;
      reset();
    },
    /** Cancel and a successful save leave nothing to keep: the next opening starts afresh. */
    discard(): void {
      typingFor = null;
    },
  };
}

export interface KeptTypingOptions extends Opening {
  open: boolean;
  /** What the form is for, the same at each opening for the same thing: '' when there is one only. */
  subject: string;
}

/**
 * Keeps what a person typed into a dialog when it closes any other way than by its buttons. Many
 * who fill these forms are elderly, disabled or in a hurry, and Escape, a tap beside the dialog or
 * a slip of the hand closes it as surely as Cancel: opened again for the same subject, it shows
 * what they left. Cancel and a successful save call `discard`, so the next opening shows the saved
 * record; a failed save keeps everything. The typing lives in the form itself (in memory, as long
 * as the page that holds the dialog): nothing is written anywhere.
 */
export function useKeptTyping({ open, subject, ...opening }: KeptTypingOptions): { discard: () => void } {
  const [kept] = useState(keptTyping);
  // Read when the dialog opens, not at each key typed: the form as last drawn.
  const latest = useRef(opening);
  latest.current = opening;
  useEffect(() => {
    if (open) kept.open(subject, latest.current);
  }, [open, subject, kept]);
  return { discard: kept.discard };
}
