import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useState, type FormEvent, type RefObject } from 'react';
import { assetMessages } from '@sahaya/contract/assets/messages';
import { readShortCode } from '@sahaya/contract/assets/short-code';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { useFindAssetByCode } from '../api/get-asset-by-code.ts';
import { scannedAssetId } from '@sahaya/contract/assets/qr-text';

interface ScanFindFormProps {
  onFind: (assetId: string) => void;
  /** The field, for the page to bring focus to it when the camera cannot be used. */
  inputRef: RefObject<HTMLInputElement | null>;
}

/**
 * Without a camera: the short code printed under the QR code, typed as it is read (`wc-42`,
 * `WC 0042`), or the asset's link or id, pasted. A code is looked up on the server; a code no asset
 * has, or text that is neither, is said beside the field, which keeps focus for another try.
 */
export function ScanFindForm({ onFind, inputRef }: ScanFindFormProps) {
  const { t } = useLingui();
  const { ct } = useContractText();
  const findByCode = useFindAssetByCode();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);

  const refuse = (message: string) => {
    setError(message);
    inputRef.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (looking) return;
    setError(null);
    const id = scannedAssetId(text, window.location.origin);
    if (id) return onFind(id);
    const code = readShortCode(text);
    if (!code) return refuse(ct(assetMessages.codeInvalid));
    setLooking(true);
    try {
      onFind((await findByCode(code))._id);
    } catch (failure) {
      const read = readFailure(failure);
      if (!read.told) refuse(read.message);
    } finally {
      setLooking(false);
    }
  };

  return (
    <Card>
      <CardTitle>
        <Trans>No camera?</Trans>
      </CardTitle>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-3">
        <FormField label={t`Asset code or link`} hint={t`The code printed under the QR code, like WC-0042, or the asset's link.`} error={error ?? undefined}>
          <Input
            ref={inputRef}
            value={text}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
          />
        </FormField>
        <Button type="submit" pending={looking}>
          <Search aria-hidden />
          <Trans>Find asset</Trans>
        </Button>
      </form>
    </Card>
  );
}
