import { Download, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { privacyPageMessages as m } from '@sahaya/contract/privacy/messages';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { contractText, useContractText } from '../../../lib/i18n/contract-text.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { saveFile } from '../../../lib/api/api-client.ts';
import { downloadDataExport, useDataExport, useStartDataExport } from '../api/data-export.ts';

/**
 * Settings: Download my data. Asking starts a zip on the server; the section says it is being
 * prepared (and asks again every few seconds) until it is ready, then offers it for its day.
 */
export function DataExportSection() {
  const status = useDataExport();
  const start = useStartDataExport();
  const [saving, setSaving] = useState(false);
  const current = status.data;
  const { ct } = useContractText();
  const f = useFormat();

  const ask = async () => {
    try {
      await start.mutateAsync();
    } catch (failure) {
      const { told, message } = readFailure(failure);
      if (!told) toast.error(message || contractText(m.requestFailed));
    }
  };

  const save = async (url: string) => {
    setSaving(true);
    try {
      saveFile(await downloadDataExport(url));
    } catch (failure) {
      const { told, message } = readFailure(failure);
      if (!told) toast.error(message || contractText(m.downloadFailed));
      // A link past its day reads as none now; the section offers to ask again.
      void status.refetch();
    } finally {
      setSaving(false);
    }
  };

  const preparing = current?.status === 'preparing' || start.isPending;

  return (
    <Card role="region" className="max-w-xl" aria-labelledby="data-export-title">
      <CardTitle id="data-export-title">{ct(m.title)}</CardTitle>
      <CardDescription className="mt-2">{ct(m.intro)}</CardDescription>
      <div className="mt-5 space-y-3" aria-live="polite">
        {preparing ? (
          <p className="flex items-center gap-2 text-ink">
            <LoaderCircle className="size-5 shrink-0 animate-spin motion-reduce:animate-none" aria-hidden />
            {ct(m.preparing)}
          </p>
        ) : current?.status === 'ready' ? (
          <>
            <p className="font-semibold text-ink">{ct(m.ready)}</p>
            <p className="text-muted">{ct(m.readyUntil, f.dateTime(current.expiresAt))}</p>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button onClick={() => void save(current.url)} pending={saving}>
                <Download className="size-4" aria-hidden />
                {ct(m.save)}
              </Button>
              <Button variant="secondary" onClick={() => void ask()}>
                {ct(m.again)}
              </Button>
            </div>
          </>
        ) : null}
      </div>
      {!preparing && current?.status !== 'ready' && (
        <Button className="mt-1" onClick={() => void ask()} disabled={status.isPending}>
          <Download className="size-4" aria-hidden />
          {ct(m.button)}
        </Button>
      )}
    </Card>
  );
}
