import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useState, type FormEvent, type RefObject } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { scannedAssetId } from '../utils/scanned-asset.ts';

interface ScanFindFormProps {
  onFind: (assetId: string) => void;
  /** The field, for the page to bring focus to it when the camera cannot be used. */
  inputRef: RefObject<HTMLInputElement | null>;
}

/** Without a camera: the asset's link (as printed under its QR code) or its code, pasted or typed. */
export function ScanFindForm({ onFind, inputRef }: ScanFindFormProps) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = scannedAssetId(text, window.location.origin);
    setInvalid(id === null);
    if (id) onFind(id);
    else inputRef.current?.focus();
  };

  const error = invalid ? t`Enter the asset's link from this site, or its code.` : undefined;
  return (
    <Card>
      <CardTitle>
        <Trans>No camera?</Trans>
      </CardTitle>
      <form noValidate onSubmit={submit} className="mt-4 space-y-3">
        <FormField
          label={t`Asset link or code`}
          hint={t`The link printed under the QR code, or the Asset ID on the asset's page.`}
          error={error}
        >
          <Input
            ref={inputRef}
            value={text}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => {
              setText(event.target.value);
              setInvalid(false);
            }}
          />
        </FormField>
        <Button type="submit">
          <Search aria-hidden />
          <Trans>Find asset</Trans>
        </Button>
      </form>
    </Card>
  );
}
