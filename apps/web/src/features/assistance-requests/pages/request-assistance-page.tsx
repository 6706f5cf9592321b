import { Trans, useLingui } from '@lingui/react/macro';
import type { Address } from '@sahaya/contract/users';
import { PageTitle } from '../../../components/page-title.tsx';
import { Breadcrumb } from '../../../components/ui/breadcrumb.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../lib/paths.ts';
import { RequestAssistanceForm, type AddressChoiceSlot } from '../components/request-assistance-form.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

/**
 * /user/assistanceRequest (spec 2 §2): ask for a volunteer or an ambulance. The way back and the
 * way on after a request both lead to the assistance tab of My Requests.
 */
export function RequestAssistancePage({
  addressChoice,
  addresses,
}: {
  addressChoice: AddressChoiceSlot;
  /** The person's saved addresses, read by the address book's query the route hands in. */
  addresses: readonly Address[] | undefined;
}) {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageTitle>{t`Request Assistance`}</PageTitle>
      <Breadcrumb parent={{ to: paths.user.requestsTab('assistance'), label: t`My Requests` }} current={t`Request Assistance`} />
      <PageHeader
        title={<Trans>Request Assistance</Trans>}
        description={<Trans>Ask for a volunteer or an ambulance at one of your addresses.</Trans>}
      />
      <Card>
        <RequestAssistanceForm addressChoice={addressChoice} addresses={addresses} />
      </Card>
    </div>
  );
}
