import { Trans, useLingui } from '@lingui/react/macro';
import { Download, Eye, FileText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';

interface Certificate {
  url: string;
  /** Its place in the list, from 1: the certificate is called by it. */
  number: number;
  /** The name a download is saved under, with the file's own extension. */
  fileName: string;
  isPdf: boolean;
}

/**
 * Certificates arrive as links (signed, so they open without a token). Stored files are named by
 * their content hash, which means nothing to a reader, so each is called by its place in the list.
 */
function describe(url: string, index: number): Certificate {
  let path = url;
  try {
    path = new URL(url, window.location.origin).pathname;
  } catch {
    // A link the browser cannot parse is still offered as it is.
  }
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';
  return {
    url,
    number: index + 1,
    fileName: extension ? `certificate-${index + 1}.${extension}` : `certificate-${index + 1}`,
    isPdf: extension === 'pdf',
  };
}

/** The person's certificates: a thumbnail each, a preview (PDF in a frame, images as they are) and a download. */
interface CertificatesGalleryProps {
  certificates: string[];
  ownerName: string;
  className?: string;
}

export function CertificatesGallery({ certificates, ownerName, className }: CertificatesGalleryProps) {
  const { t } = useLingui();
  const [preview, setPreview] = useState<Certificate | null>(null);
  const items = certificates.map(describe);
  const nameOf = ({ number }: Certificate) => t`Certificate ${number}`;

  return (
    <Card className={className}>
      <CardTitle>
        <Trans>Certificates</Trans>
      </CardTitle>
      {items.length === 0 ? (
        <p className="mt-3 text-muted">
          <Trans>No certificates uploaded</Trans>
        </p>
      ) : (
        <ul className="mt-4 grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4">
          {items.map((item) => {
            const name = nameOf(item);
            return (
            <li key={item.url} className="overflow-hidden rounded-xl border border-stone-200">
              <div className="flex aspect-[4/3] items-center justify-center bg-stone-100">
                {item.isPdf ? (
                  <FileText className="size-12 text-primary-700" aria-hidden />
                ) : (
                  <img src={item.url} alt={t`${name} of ${ownerName}`} className="size-full object-cover" loading="lazy" />
                )}
              </div>
              <div className="space-y-2 p-3">
                <p className="truncate text-sm font-semibold" title={name}>
                  {name} · {item.isPdf ? t`PDF` : t`Image`}
                </p>
                <div className="flex flex-col gap-1">
                  <Button size="sm" variant="secondary" className="w-full" onClick={() => setPreview(item)}>
                    <Eye aria-hidden />
                    <Trans>
                      Preview<span className="sr-only"> {name}</span>
                    </Trans>
                  </Button>
                  <Button asChild size="sm" variant="ghost" className="w-full">
                    <a href={item.url} download={item.fileName} target="_blank" rel="noreferrer">
                      <Download aria-hidden />
                      <Trans>
                        Download<span className="sr-only"> {name}</span>
                      </Trans>
                    </a>
                  </Button>
                </div>
              </div>
            </li>
            );
          })}
        </ul>
      )}
      <Dialog open={preview !== null} onOpenChange={(open) => (open ? undefined : setPreview(null))}>
        <DialogContent
          className="max-w-4xl"
          // Focus starts on Close, not in the PDF's frame: keys pressed inside the frame go to the
          // PDF viewer, so Escape would not close the dialog and Tab would not leave it.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            // The dialog's own Close is its last button, whatever the language calls it.
            (event.target as HTMLElement).querySelector<HTMLElement>(':scope > button:last-of-type')?.focus();
          }}
        >
          {preview ? (
            <>
              <DialogTitle>{nameOf(preview)}</DialogTitle>
              <DialogDescription>
                <Trans>Certificate of {ownerName}</Trans>
              </DialogDescription>
              <div className="mt-4">
                {preview.isPdf ? (
                  <iframe src={preview.url} title={nameOf(preview)} className="h-[70vh] w-full rounded-lg border border-stone-200" />
                ) : (
                  <img src={preview.url} alt={nameOf(preview)} className="mx-auto max-h-[70vh] rounded-lg" />
                )}
              </div>
            </>
          ) : null}
        </DialogContent>
      </Dialog>
    </Card>
  );
}
