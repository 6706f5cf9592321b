import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Button, type ButtonProps } from '../../../components/ui/button.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';

interface DownloadButtonProps extends Pick<ButtonProps, 'size' | 'variant' | 'aria-label'> {
  /** Fetches the file and saves it. */
  save: () => Promise<void>;
  /** What the toast says when it could not, unless the server's reply says better. */
  failure: string;
  children: ReactNode;
}

/** A button that saves a file (a receipt, a statement, Form 10BD), shows it is busy meanwhile, and says so when it could not. */
export function DownloadButton({ save, failure, children, variant = 'secondary', ...props }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      {...props}
      variant={variant}
      pending={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await save();
        } catch (error) {
          const failed = readFailure(error, failure);
          // One toast per kind of file: a second failed try replaces it rather than stacking.
          if (!failed.told) toast.error(failed.message, { id: failure });
        } finally {
          setBusy(false);
        }
      }}
    >
      {children}
    </Button>
  );
}
