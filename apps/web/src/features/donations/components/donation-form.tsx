import { Trans, useLingui } from '@lingui/react/macro';
import { FlaskConical, HandHeart } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { DESCRIPTION_MAX, MIN_DONATION } from '@sahaya/contract/constants';
import { donationMessages } from '@sahaya/contract/donations/messages';
import { messageIds } from '@sahaya/contract/i18n/message-ids';
import { pan as panField, type Campaign, type PaymentOptionsReply } from '@sahaya/contract/donations/schemas';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { cn } from '../../../lib/cn.ts';
import { readFailure } from '../../../lib/api/api-error.ts';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { meQueryOptions } from '../../../lib/queries/me.ts';
import { useSession } from '../../../lib/session/auth-store.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useCreateCheckoutSession } from '../api/create-checkout-session.ts';
import { campaignOptions, customAmountPattern } from '../utils/campaigns.ts';
import { keepGift, startingGift, type GiftDraft } from '../utils/donation-draft.ts';
import { goToCheckout } from '../utils/go-to-checkout.ts';
import { waysToPay } from '../utils/payment-modes.ts';

/** The preset amounts in rupees, the first being the default (spec 2 §9). */
export const PRESET_AMOUNTS = [50, 100, 500, 1000] as const;

const freshGift: GiftDraft = { preset: PRESET_AMOUNTS[0], custom: '', campaign: 'general', message: '', isAnonymous: false };

/** The message id of the contract's message for a PAN that is not one, or null for a PAN or none. */
function panProblem(text: string): string | null {
  const checked = panField.safeParse(text);
  return checked.success ? null : (checked.error.issues[0]?.message ?? messageIds('donationMessages', donationMessages).panInvalid);
}

/**
 * The donation form (spec 2 §2, §5): an amount, a campaign, a message, whether to stay anonymous,
 * and the PAN for an 80G receipt, prefilled from the profile. `options` says how the money is
 * taken: through which provider's ways to pay, or on the built-in demo checkout, which takes none.
 * The choices are kept in the tab (utils/donation-draft.ts), so the form comes back as it was after
 * a checkout given up, a reload or a page left; `paid` says the page is back from a paid checkout.
 */
export function DonationForm({ options, paid = false }: { options: PaymentOptionsReply | undefined; paid?: boolean }) {
  const demo = options?.demo ?? false;
  const userId = useSession()?.userId ?? null;
  const [start] = useState(() => startingGift(userId, freshGift, PRESET_AMOUNTS, paid));
  const [preset, setPreset] = useState<number | null>(start.preset);
  const [custom, setCustom] = useState(start.custom);
  const [campaign, setCampaign] = useState<Campaign>(start.campaign);
  const [message, setMessage] = useState(start.message);
  const [isAnonymous, setIsAnonymous] = useState(start.isAnonymous);
  const [pan, setPan] = useState('');
  const [panError, setPanError] = useState<string | null>(null);
  const panInput = useRef<HTMLInputElement>(null);
  // A refused amount is said in the toast the spec asks for and stays under the amount field.
  const [amountError, setAmountError] = useState<string | null>(null);
  const amountInput = useRef<HTMLInputElement>(null);
  const panTyped = useRef(false);
  const savedPan = useQuery(meQueryOptions).data?.pan ?? null;
  const checkout = useCreateCheckoutSession();
  const presetsLabel = useId();
  const anonymousId = useId();
  const { i18n, t } = useLingui();
  const f = useFormat();
  const minimum = f.rupees(MIN_DONATION);

  // The profile's PAN fills the field once it is read, unless the person has typed there already.
  useEffect(() => {
    if (savedPan && !panTyped.current) setPan(savedPan);
  }, [savedPan]);

  // Kept as it changes, not only on the way to the checkout: a page left or reloaded loses nothing either.
  useEffect(() => {
    if (userId) keepGift(userId, { preset, custom, campaign, message, isAnonymous }, freshGift);
  }, [userId, preset, custom, campaign, message, isAnonymous]);

  const amount = custom !== '' ? Number(custom) : (preset ?? 0);
  const usable = Number.isFinite(amount) && amount > 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!usable) return;
    if (amount < MIN_DONATION) {
      const minimumMessage = contractText(donationMessages.minimum);
      setAmountError(minimumMessage);
      amountInput.current?.focus();
      toast.error(minimumMessage, { id: 'donation' });
      return;
    }
    setAmountError(null);
    const problem = panProblem(pan);
    setPanError(problem);
    if (problem) {
      panInput.current?.focus();
      return;
    }
    checkout.mutate(
      { amount: Math.round(amount * 100) / 100, campaign, message: message.trim() || undefined, isAnonymous, pan: pan.trim() || undefined },
      {
        onSuccess: ({ checkoutUrl }) => {
          // Marked as sent on to pay: back from a checkout given up it is shown again, back from a paid one it is done with.
          if (userId) keepGift(userId, { preset, custom, campaign, message, isAnonymous }, freshGift, true);
          goToCheckout(checkoutUrl);
        },
        onError: (error) => {
          const failure = readFailure(error, contractText(donationMessages.processingFailed));
          if (failure.told) return;
          if (failure.fields.pan) {
            setPanError(failure.fields.pan);
            panInput.current?.focus();
            return;
          }
          const amountRefused = failure.fields.amount;
          if (amountRefused) {
            setAmountError(amountRefused);
            amountInput.current?.focus();
          }
          toast.error(failure.message, { id: 'donation' });
        },
      },
    );
  }

  const rounded = f.rupees(Math.round(amount * 100) / 100);
  const ways = options ? waysToPay(i18n, options.provider, options.methods) : null;

  return (
    <Card className="p-5 sm:p-6">
      <form onSubmit={submit} className="space-y-5" noValidate aria-labelledby="donation-form-title">
        <h2 id="donation-form-title" className="text-xl font-bold text-ink">
          <Trans>Make a donation</Trans>
        </h2>
        <fieldset className="space-y-2">
          <legend id={presetsLabel} className="font-semibold text-ink">
            <Trans>Choose an amount</Trans>
          </legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {PRESET_AMOUNTS.map((value) => {
              const chosen = custom === '' && preset === value;
              return (
                <button
                  key={value}
                  type="button"
                  aria-pressed={chosen}
                  onClick={() => {
                    setPreset(value);
                    setCustom('');
                    setAmountError(null);
                  }}
                  className={cn(
                    'min-h-12 rounded-lg border text-lg font-bold transition-colors',
                    chosen ? 'border-primary-700 bg-primary-700 text-white' : 'border-stone-400 bg-white text-ink hover:bg-primary-50',
                  )}
                >
                  {f.rupees(value)}
                </button>
              );
            })}
          </div>
        </fieldset>
        <FormField label={t`Or enter another amount (₹)`} hint={t`At least ${minimum}.`} error={amountError ?? undefined}>
          <Input
            ref={amountInput}
            inputMode="decimal"
            autoComplete="off"
            placeholder={t`e.g. 250`}
            value={custom}
            onChange={(event) => {
              const typed = event.target.value.trim();
              if (!customAmountPattern.test(typed)) return;
              setCustom(typed);
              setAmountError(null);
            }}
          />
        </FormField>
        <FormField label={t`Campaign`}>
          <Select value={campaign} onChange={(event) => setCampaign(event.target.value as Campaign)}>
            {campaignOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {i18n._(option.label)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t`Message (optional)`} hint={t`Up to ${DESCRIPTION_MAX} characters.`}>
          <textarea
            rows={3}
            maxLength={DESCRIPTION_MAX}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            className="block w-full rounded-lg border border-stone-400 bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-stone-500 focus-visible:border-primary-700"
            placeholder={t`A few words with your gift`}
          />
        </FormField>
        <FormField
          label={t`PAN, for your 80G tax receipt (optional)`}
          hint={t`10 letters and digits, as on your PAN card. Your receipt shows it, so you can claim the deduction.`}
          error={panError ?? undefined}
        >
          <Input
            ref={panInput}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={10}
            className="max-w-56 font-mono uppercase"
            value={pan}
            onChange={(event) => {
              panTyped.current = true;
              setPan(event.target.value.toUpperCase());
              if (panError) setPanError(panProblem(event.target.value));
            }}
            onBlur={() => setPanError(panProblem(pan))}
          />
        </FormField>
        <div>
          <div className="flex min-h-11 items-center gap-3">
            <input
              id={anonymousId}
              type="checkbox"
              checked={isAnonymous}
              onChange={(event) => setIsAnonymous(event.target.checked)}
              aria-describedby={isAnonymous ? `${anonymousId}-80g` : undefined}
              className="size-6 shrink-0 accent-primary-700"
            />
            <label htmlFor={anonymousId} className="text-base text-ink">
              <Trans>Donate anonymously (your name is not shown with the donation)</Trans>
            </label>
          </div>
          {/* Said before paying, not found out on the receipt: a receipt that names nobody supports no deduction. */}
          {isAnonymous && (
            <p id={`${anonymousId}-80g`} className="ms-9 text-sm text-stone-700">
              <Trans>Its receipt will not name you, so it cannot be used to claim the 80G tax deduction.</Trans>
            </p>
          )}
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={!usable} pending={checkout.isPending || checkout.isSuccess}>
          <HandHeart aria-hidden />
          {usable ? t`Donate ${rounded}` : t`Donate`}
        </Button>
        {demo ? (
          <p role="note" className="flex items-start gap-2 rounded-lg border border-dashed border-amber-600 bg-amber-50 p-3 text-amber-950">
            <FlaskConical className="mt-0.5 size-5 shrink-0" aria-hidden />
            {contractText(donationMessages.demoCheckoutNote)}
          </p>
        ) : (
          <div className="space-y-1 text-sm text-muted">
            {ways ? (
              <p className="text-base font-semibold text-ink">
                <Trans>Pay by {ways}.</Trans>
              </p>
            ) : null}
            <p>
              <Trans>You will pay on a secure checkout page and come back here afterwards.</Trans>
            </p>
          </div>
        )}
      </form>
    </Card>
  );
}
