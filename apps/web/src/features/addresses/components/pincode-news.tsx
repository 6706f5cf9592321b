import { addressMessages } from '@sahaya/contract/addresses/messages';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import type { PincodeNews } from '../hooks/use-pincode-town.ts';

/** What the address form says beside the PIN code about the town it found (usePincodeTown); nothing while there is nothing to say. */
export function PincodeNewsText({ news }: { news: PincodeNews }) {
  const { ct } = useContractText();
  if (!news) return null;
  if (news.kind === 'unknown') return <span className="font-semibold text-amber-900">{ct(addressMessages.pincodeUnknown)}</span>;
  const { city, state } = news.town;
  return <span className="text-muted">{ct(news.kind === 'filled' ? addressMessages.pincodeFilled : addressMessages.pincodeElsewhere, city, state)}</span>;
}
