import { Trans } from '@lingui/react/macro';
import { Quote } from 'lucide-react';

/** The login page's motivational quote about giving kindness (spec 1 §1). */
export function KindnessQuote() {
  return (
    <figure className="rounded-2xl bg-primary-800 p-6 text-white shadow-sm sm:p-8">
      <Quote className="size-8 text-primary-200" aria-hidden />
      <blockquote className="mt-3 text-xl leading-relaxed font-semibold sm:text-2xl">
        <Trans>No act of kindness, no matter how small, is ever wasted.</Trans>
      </blockquote>
      <figcaption className="mt-3 text-primary-100">
        <Trans>— Aesop</Trans>
      </figcaption>
      <p className="mt-6 text-primary-50">
        <Trans>
          Every wheelchair lent, every visit made and every rupee given reaches a neighbour who needs it. Thank you for
          being part of it.
        </Trans>
      </p>
    </figure>
  );
}
