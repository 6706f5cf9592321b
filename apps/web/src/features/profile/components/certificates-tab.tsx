import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Download, FileText, Trash2, Upload } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { MAX_CERTIFICATE_BYTES } from '@sahaya/contract/constants';
import { profileMessages, profilePageMessages } from '@sahaya/contract/profile/messages';
import { uploadMessages } from '@sahaya/contract/uploads/messages';
import { CERTIFICATE_ACCEPT } from '@sahaya/contract/uploads/schemas';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog, DialogClose, DialogContent, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { readFailure, type Failure } from '../../../lib/api/api-error.ts';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { FOCUS_KEY, useFocusAfterAction } from '../../../lib/focus/use-focus-after-action.ts';
import { useDeleteCertificate, useUploadCertificate } from '../api/certificates.ts';
import { downloadUrl, isCertificateFile, isPdfUrl } from '../utils/file-checks.ts';
import { DialogFooter } from '../../../components/ui/dialog-footer.tsx';

/**
 * The failure texts of spec 1 §8 for a certificate upload: the server's reason when it refused the
 * file, "There was an error, please try again!" for a fault on the server, and "Error uploading the
 * certificate!" when the upload itself went wrong in the page.
 */
function uploadFailureMessage(failure: Failure): string {
  return failure.code === 'UNEXPECTED' ? contractText(profilePageMessages.certificateUploadError) : failure.message;
}

function UploadCard() {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadCertificate();
  const { t } = useLingui();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError(contractText(uploadMessages.fileRequired));
    if (file.size > MAX_CERTIFICATE_BYTES) return setError(contractText(uploadMessages.fileTooLarge));
    if (!(await isCertificateFile(file))) return setError(contractText(uploadMessages.notACertificate));
    setError(null);
    setProgress(0);
    try {
      await upload.mutateAsync({ file, onProgress: setProgress });
      toast.success(contractText(profileMessages.certificateUploaded));
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (caught) {
      const failure = readFailure(caught, contractText(profilePageMessages.certificateUnknownError));
      if (failure.told) return;
      const message = uploadFailureMessage(failure);
      setError(message);
      toast.error(message);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Card className="flex flex-col border-2 border-dashed border-primary-300 bg-primary-50/40">
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-1 flex-col gap-3">
        <div className="flex items-center gap-3">
          <Upload className="size-6 text-primary-800" aria-hidden />
          <CardTitle className="text-lg">
            <Trans>Upload a certificate</Trans>
          </CardTitle>
        </div>
        <CardDescription>
          <Trans>An image or a PDF, up to 10 MB.</Trans>
        </CardDescription>
        <label htmlFor="certificate-file" className="font-semibold">
          <Trans>Certificate file</Trans>
        </label>
        <input
          ref={input}
          id="certificate-file"
          type="file"
          accept={CERTIFICATE_ACCEPT}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'certificate-error' : undefined}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setError(null);
          }}
          className="block w-full text-sm file:me-3 file:min-h-10 file:rounded-lg file:border-0 file:bg-white file:px-3 file:font-semibold file:text-primary-800 file:shadow-sm"
        />
        {progress !== null ? <Progress value={progress} label={t`Uploading certificate`} /> : null}
        {error ? (
          <p id="certificate-error" role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
        <Button type="submit" className="mt-auto" pending={progress !== null}>
          {progress !== null ? t`Uploading… ${progress}%` : t`Upload`}
        </Button>
      </form>
    </Card>
  );
}

/**
 * A certificate shown as a PDF frame or an image. The thumbnail sits in a button that names
 * itself, so there its image is decorative and its "PDF document" label completes that name.
 */
function CertificatePreview({ url, index, large }: { url: string; index: number; large?: boolean }) {
  const { t } = useLingui();
  const number = index + 1;
  if (isPdfUrl(url)) {
    return large ? (
      <iframe src={url} title={t`Certificate ${number}`} className="h-[70vh] w-full rounded-lg border border-stone-200" />
    ) : (
      <span className="flex h-full w-full flex-col items-center justify-center gap-2 bg-stone-100 text-muted">
        <FileText className="size-12" aria-hidden />
        <span className="font-semibold">
          <Trans>PDF document</Trans>
        </span>
      </span>
    );
  }
  return (
    <img
      src={url}
      alt={large ? t`Certificate ${number}` : ''}
      loading="lazy"
      className={large ? 'max-h-[70vh] w-full rounded-lg object-contain' : 'h-full w-full object-cover'}
    />
  );
}

/** The Uploads tab (spec 1 §2): certificates with previews, a preview modal, download and delete. */
export function CertificatesTab({ certificates }: { certificates: string[] }) {
  const { t } = useLingui();
  const [previewing, setPreviewing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const remove = useDeleteCertificate();
  const closeButton = useRef<HTMLButtonElement>(null);
  const previewUrl = previewing === null ? null : certificates[previewing];
  const previewNumber = (previewing ?? 0) + 1;
  const focusAfter = useFocusAfterAction(certificates);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting);
      toast.success(contractText(profileMessages.certificateDeleted));
      // Its card and Delete button are gone: the keyboard carries on from the next certificate.
      focusAfter.settle(deleting);
    } catch (failure) {
      if (!readFailure(failure).told) toast.error(contractText(profilePageMessages.certificateDeleteFailed));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <section ref={focusAfter.ref} aria-labelledby="certificates-heading" className="space-y-4">
      <div>
        <h2 id="certificates-heading" className="text-2xl font-bold text-ink">
          <Trans>My certificates</Trans>
        </h2>
        <p className="text-muted">
          {certificates.length === 0 ? (
            <Trans>You have not uploaded any certificates yet.</Trans>
          ) : (
            <Plural value={certificates.length} one="# certificate" other="# certificates" />
          )}
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <li className="flex">
          <UploadCard />
        </li>
        {certificates.map((url, index) => {
          const number = index + 1;
          return (
            <li key={url} {...{ [FOCUS_KEY]: url }}>
              <Card className="flex h-full flex-col overflow-hidden p-0">
                <button
                  type="button"
                  onClick={() => setPreviewing(index)}
                  className="block aspect-[4/3] w-full overflow-hidden bg-stone-100"
                >
                  {/* Named by its content, so what is seen on it ("PDF document") is part of its name. */}
                  <span className="sr-only">
                    {isPdfUrl(url) ? t`View certificate ${number}: ` : t`View certificate ${number}`}
                  </span>
                  <CertificatePreview url={url} index={index} />
                </button>
                <div className="flex items-center gap-2 p-3">
                  <span className="me-auto font-semibold">
                    <Trans>Certificate {number}</Trans>
                  </span>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="text-danger hover:bg-red-50"
                    onClick={() => setDeleting(url)}
                    aria-label={t`Delete certificate ${number}`}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>

      <Dialog open={previewUrl !== null && previewUrl !== undefined} onOpenChange={(open) => !open && setPreviewing(null)}>
        <DialogContent
          className="max-w-3xl"
          showCloseButton={false}
          // A PDF viewer that takes focus keeps Escape and Tab to itself, so focus starts on Close.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            closeButton.current?.focus();
          }}
        >
          <DialogTitle>{t`Certificate ${previewNumber}`}</DialogTitle>
          <div className="mt-4">{previewUrl ? <CertificatePreview url={previewUrl} index={previewing ?? 0} large /> : null}</div>
          <DialogFooter className="mt-4">
            <DialogClose asChild>
              <Button ref={closeButton} variant="secondary">
                <Trans>Close</Trans>
              </Button>
            </DialogClose>
            {previewUrl ? (
              <Button asChild>
                <a href={downloadUrl(previewUrl)} download>
                  <Download aria-hidden />
                  <Trans>Download</Trans>
                </a>
              </Button>
            ) : null}
          </DialogFooter>
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t`Delete certificate`}
        description={contractText(profilePageMessages.certificateDeleteConfirm)}
        confirmLabel={t`Delete`}
        tone="danger"
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </section>
  );
}
