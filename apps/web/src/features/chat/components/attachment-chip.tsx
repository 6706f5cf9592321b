import { FileText, X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import type { Attachment } from '../utils/attachments.ts';

/** A file waiting to go with the next message: its preview or name, its upload progress, and a way to take it off. */
export function AttachmentChip({ attachment, onRemove, disabled }: { attachment: Attachment; onRemove: () => void; disabled: boolean }) {
  const name = attachment.file.name || 'Attachment';
  return (
    <li className="flex w-40 max-w-full shrink-0 flex-col gap-1.5 rounded-lg border border-stone-200 bg-stone-50 p-2">
      <div className="flex items-start gap-2">
        {attachment.preview ? (
          <img src={attachment.preview} alt={`Preview of ${name}`} className="size-12 shrink-0 rounded object-cover" />
        ) : (
          <FileText className="size-12 shrink-0 text-primary-700" aria-hidden />
        )}
        <span className="min-w-0 flex-1 text-sm break-all text-ink">{name}</span>
        <Button
          variant="ghost"
          size="icon"
          className="-mt-1 -mr-1"
          aria-label={`Remove ${name}`}
          pending={disabled}
          onClick={onRemove}
        >
          <X aria-hidden />
        </Button>
      </div>
      {attachment.progress !== null ? <Progress value={attachment.progress} label={`Uploading ${name}`} /> : null}
    </li>
  );
}
