import { Download } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';

interface DownloadButtonProps {
  /** Fetches the file and saves it. */
  download: () => Promise<unknown>;
  /** What is said when it could not be had, and the toast's id, so a second failure replaces the first. */
  failure: string;
  toastId: string;
  children: ReactNode;
}

/** Saves a file the server makes (a CSV for the admin), busy while it comes, and says so when it could not. */
export function DownloadButton({ download, failure, toastId, children }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      pending={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await download();
        } catch (error) {
          const failed = readFailure(error, failure);
          if (!failed.told) toast.error(failed.message, { id: toastId });
        } finally {
          setBusy(false);
        }
      }}
    >
      <Download aria-hidden />
      {children}
    </Button>
  );
}
