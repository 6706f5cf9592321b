import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';

export type GoogleMode = 'login' | 'signup';
export const googleLabels: Record<GoogleMode, MessageDescriptor> = { login: msg`Login with Google`, signup: msg`Sign up with Google` };

function GoogleIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className="size-5">
      <path fill="#4285F4" d="M22.6 12.3c0-.8-.1-1.5-.2-2.3H12v4.3h6a5.1 5.1 0 0 1-2.2 3.4v2.8h3.6c2-1.9 3.2-4.7 3.2-8.2z" />
      <path fill="#34A853" d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.8c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.9A11 11 0 0 0 12 23z" />
      <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7H2.1a11 11 0 0 0 0 10l3.7-2.9z" />
      <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7l3.7 2.9C6.7 7.3 9.1 5.4 12 5.4z" />
    </svg>
  );
}

/**
 * The Google button switched off, with the reason linked to it for screen readers. With
 * `noteShown` false the reason keeps its place unseen, to be shown there without moving anything.
 */
export function GoogleUnavailable({ mode, note, noteShown = true }: { mode: GoogleMode; note?: string; noteShown?: boolean }) {
  const noteId = useId();
  const { i18n } = useLingui();
  const described = note !== undefined && noteShown;
  return (
    <div className="space-y-1.5">
      <Button variant="secondary" className="w-full" disabled aria-describedby={described ? noteId : undefined}>
        <GoogleIcon />
        {i18n._(googleLabels[mode])}
      </Button>
      {note ? (
        <p id={noteId} className={cn('text-center text-sm text-muted', !noteShown && 'invisible')}>
          {note}
        </p>
      ) : null}
    </div>
  );
}

