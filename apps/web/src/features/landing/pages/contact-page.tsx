import { Trans, useLingui } from '@lingui/react/macro';
import { Mail, Phone, Siren } from 'lucide-react';
import { ArticlePage } from '../components/public-page.tsx';

export function ContactPage() {
  const { t } = useLingui();
  return (
    <ArticlePage title={t`Contact us`} lead={t`We are happy to help with questions about requests, volunteering or donations.`}>
      <div role="note" className="flex gap-3 rounded-2xl border border-red-200 bg-red-50 p-5">
        <Siren className="mt-1 size-6 shrink-0 text-danger" aria-hidden />
        <p>
          <Trans>
            <strong>In an emergency</strong>, call{' '}
            <a href="tel:112" className="font-bold underline">
              112
            </a>{' '}
            first. Sahaya is not an emergency service.
          </Trans>
        </p>
      </div>
      <section className="space-y-3">
        <h2>
          <Trans>Write or call</Trans>
        </h2>
        <ul className="space-y-2">
          <li className="flex list-none items-center gap-3">
            <Mail className="size-5 text-primary-800" aria-hidden />
            <span>
              <Trans>
                E-mail:{' '}
                <a href="mailto:support@sahaya.org" className="font-semibold text-primary-800 underline">
                  support@sahaya.org
                </a>
              </Trans>
            </span>
          </li>
          <li className="flex list-none items-center gap-3">
            <Phone className="size-5 text-primary-800" aria-hidden />
            <span>
              <Trans>
                Helpline:{' '}
                <a href="tel:+911800123456" className="font-semibold text-primary-800 underline">
                  1800 123 456
                </a>{' '}
                (Monday to Friday, 9 am to 5 pm)
              </Trans>
            </span>
          </li>
        </ul>
      </section>
      <section className="space-y-3">
        <h2>
          <Trans>If you already have an account</Trans>
        </h2>
        <p>
          <Trans>
            Log in and open your request: you can follow its status and chat with the volunteer who took it. For equipment,
            our team answers within one to two business days.
          </Trans>
        </p>
      </section>
    </ArticlePage>
  );
}
