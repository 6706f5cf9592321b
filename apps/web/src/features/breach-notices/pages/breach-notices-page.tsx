import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { SendBreachNoticeReply } from '@sahaya/contract/privacy/breach-notices';
import { PageTitle } from '../../../components/page-title.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { BreachNoticeForm } from '../components/breach-notice-form.tsx';
import { BreachNoticeList } from '../components/breach-notice-list.tsx';

/**
 * /admin/breachNotices: telling people of a personal data breach (DPDP Rules 2025, Rule 7). What to
 * do in the first 72 hours (docs/breach-runbook.md, in short), the notice's form, and the notices
 * sent with how many people each has told. After sending, focus goes to the line that says so.
 */
export function BreachNoticesPage() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const [sent, setSent] = useState<string | null>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const onSent = (reply: SendBreachNoticeReply) => {
    setPage(1);
    setSent(reply.message);
  };

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageTitle>{t`Breach notices`}</PageTitle>
      <PageHeader
        title={t`Breach notices`}
        description={<Trans>When people's data has leaked or been lost, tell the people it touched, without delay.</Trans>}
      />

      <Card role="region" aria-labelledby="breach-first-steps" className="border-amber-300 bg-amber-50">
        <CardTitle id="breach-first-steps">
          <Trans>The first 72 hours</Trans>
        </CardTitle>
        <ol className="mt-3 list-decimal space-y-2 ps-6">
          <li>
            <Trans>Contain it: change leaked passwords, block an account that misused data, revoke leaked keys. Keep the logs as evidence.</Trans>
          </li>
          <li>
            <Trans>Write down what happened, since when, whose data and which data, and what harm could follow.</Trans>
          </li>
          <li>
            <Trans>Tell the people affected, here, without delay.</Trans>
          </li>
          <li>
            <Trans>Report it to the Data Protection Board of India at once, and the full report within 72 hours of learning of it.</Trans>
          </li>
        </ol>
        <p className="mt-3 text-sm text-muted">
          <Trans>The whole list is in the breach runbook (docs/breach-runbook.md).</Trans>
        </p>
      </Card>

      <Card role="region" aria-labelledby="breach-new" className="space-y-4">
        <CardTitle id="breach-new">
          <Trans>Send a breach notice</Trans>
        </CardTitle>
        {sent ? (
          <p ref={sentRef} tabIndex={-1} role="status" className="rounded-lg bg-primary-50 p-3 font-semibold text-primary-900">
            {sent}
          </p>
        ) : null}
        <BreachNoticeForm onSent={onSent} focusAfterSent={() => sentRef.current?.focus()} />
      </Card>

      <Card role="region" aria-labelledby="breach-sent" className="space-y-4">
        <CardTitle id="breach-sent">
          <Trans>Notices sent</Trans>
        </CardTitle>
        <BreachNoticeList page={page} onPageChange={setPage} />
      </Card>
    </div>
  );
}
