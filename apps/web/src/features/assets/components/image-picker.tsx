import { Trans, useLingui } from '@lingui/react/macro';
import { ImageUp, Trash2 } from 'lucide-react';
import { useEffect, useId, useState, type DragEvent } from 'react';
import { IMAGE_ACCEPT } from '@sahaya/contract/uploads/schemas';
import { Button } from '../../../components/ui/button.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { cn } from '../../../lib/cn.ts';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { megabytes } from '../utils/asset-words.ts';
import { imageProblem } from '../utils/image-checks.ts';

interface ImagePickerProps {
  label: string;
  /** The kinds offered, shown under the label: "JPG, PNG, GIF". */
  hint: string;
  /** The file chosen and not yet saved. */
  file: File | null;
  /** The image already saved, shown until another is chosen. */
  savedUrl?: string | null;
  /** A checked file (5 MB at most, really an image), or null when the image is removed. */
  onChange: (file: File | null) => void;
  /** Called with the reason when a chosen file cannot be used. */
  onInvalid: (message: string) => void;
  error?: string;
  /** The upload's progress (0-100) while the image is being sent. */
  progress: number | null;
  disabled?: boolean;
  /** The Add Asset form also takes a file dropped onto it. */
  dropZone?: boolean;
}

/**
 * An asset's image: dropped onto the zone or chosen with the file picker (a real file input,
 * reached with Tab and opened with Enter or Space), previewed with its size in MB, with a button
 * to remove it and the error line under it.
 */
export function ImagePicker({
  label,
  hint,
  file,
  savedUrl = null,
  onChange,
  onInvalid,
  error,
  progress,
  disabled = false,
  dropZone = false,
}: ImagePickerProps) {
  const id = useId();
  const { t } = useLingui();
  const { ct } = useContractText();
  const [dragging, setDragging] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  // A saved image that cannot be loaded shows the upload drawing, not a broken picture; the
  // address is remembered so that another image is tried again.
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const take = async (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = await imageProblem(chosen);
    if (problem) onInvalid(ct(problem));
    else onChange(chosen);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) void take(event.dataTransfer.files[0]);
  };

  const shown = preview ?? savedUrl;
  const fileName = file?.name ?? '';
  const size = file ? megabytes(file.size) : '';
  const hintId = useId();
  const errorId = useId();

  return (
    <div className="space-y-1.5">
      <p id={`${id}-label`} className="font-semibold text-ink">
        {label}
      </p>
      <div
        onDragOver={
          dropZone
            ? (event) => {
                event.preventDefault();
                if (!disabled) setDragging(true);
              }
            : undefined
        }
        onDragLeave={dropZone ? () => setDragging(false) : undefined}
        onDrop={dropZone ? onDrop : undefined}
        className={cn(
          'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed border-stone-400 bg-stone-50 p-4 text-center',
          dragging && 'border-primary-700 bg-primary-50',
          error && 'border-danger',
        )}
      >
        {shown && failed !== shown ? (
          <img
            src={shown}
            alt={file ? t`Preview of ${fileName}` : t`Current image`}
            onError={() => setFailed(shown)}
            className="h-40 w-full max-w-xs rounded-lg bg-stone-100 object-cover"
          />
        ) : (
          <ImageUp className="size-10 text-muted" aria-hidden />
        )}
        {dropZone && !shown ? (
          <p className="text-ink">
            <Trans>Drag and drop an image here, or</Trans>
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-center gap-2">
          <input
            id={id}
            type="file"
            accept={IMAGE_ACCEPT}
            className="peer sr-only"
            disabled={disabled}
            aria-labelledby={`${id}-label ${id}-button`}
            aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
            aria-invalid={Boolean(error)}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              // The same file can be chosen again after it was removed.
              event.target.value = '';
              void take(chosen);
            }}
          />
          <label
            id={`${id}-button`}
            htmlFor={id}
            className={cn(
              'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-primary-700 bg-white px-5 font-semibold text-primary-800 hover:bg-primary-50',
              'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary-700',
              disabled && 'cursor-not-allowed opacity-60',
            )}
          >
            {shown ? <Trans>Choose another image</Trans> : <Trans>Choose an image</Trans>}
          </label>
          {shown ? (
            <Button variant="ghost" disabled={disabled} onClick={() => onChange(null)}>
              <Trash2 aria-hidden />
              <Trans>Remove image</Trans>
            </Button>
          ) : null}
        </div>
        <p id={hintId} className="text-sm text-muted">
          {hint}
          {file ? ` ${t`· ${fileName} (${size} MB)`}` : ''}
        </p>
        {progress !== null ? (
          <div className="w-full max-w-xs space-y-1" aria-live="polite">
            <Progress value={progress} label={t`Uploading image`} />
            <p className="text-sm text-muted">{progress < 100 ? t`Uploading… ${progress}%` : t`Saving…`}</p>
          </div>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
