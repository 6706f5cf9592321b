import { Trans } from '@lingui/react/macro';

/** The "or" rule between a form and the Google button; decorative, so hidden from screen readers. */
export function OrDivider() {
  return (
    <div className="flex items-center gap-3 text-sm text-muted" aria-hidden>
      <span className="h-px flex-1 bg-stone-200" />
      <Trans>or</Trans>
      <span className="h-px flex-1 bg-stone-200" />
    </div>
  );
}
