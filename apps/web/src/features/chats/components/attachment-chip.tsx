import { useLingui } from '@lingui/react/macro';
import { FileText, X } from 'lucide-react';
import { Fragment } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { nameBreaks, type Attachment } from '../utils/attachments.ts';

/**
 * A file waiting to go with the next message: its preview or icon and the button that takes it off
 * on one row, its name below across the chip's whole width, and its upload progress. The name
 * wraps at its separators over at most two lines; a longer one ends in an ellipsis, and its whole
 * text stays in the title, the button's name and what a screen reader reads.
 */
export function AttachmentChip({ attachment, onRemove, disabled }: { attachment: Attachment; onRemove: () => void; disabled: boolean }) {
  const { t } = useLingui();
  const name = attachment.file.name || t`Attachment`;
  return (
    <li className="flex w-44 max-w-full shrink-0 flex-col gap-1.5 rounded-lg border border-stone-200 bg-stone-50 p-2">
      <div className="flex items-start justify-between gap-2">
        {attachment.preview ? (
          <img src={attachment.preview} alt={t`Preview of ${name}`} className="size-12 shrink-0 rounded object-cover" />
        ) : (
          <FileText className="size-12 shrink-0 text-primary-700" aria-hidden />
        )}
        <Button
          variant="ghost"
          size="icon"
          className="-mt-1 -me-1"
          aria-label={t`Remove ${name}`}
          pending={disabled}
          onClick={onRemove}
        >
          <X aria-hidden />
        </Button>
      </div>
      <span title={name} className="line-clamp-2 text-sm leading-snug text-ink [overflow-wrap:anywhere]">
        {nameBreaks(name).map((part, index) => (
          <Fragment key={index}>
            {index > 0 ? <wbr /> : null}
            {part}
          </Fragment>
        ))}
      </span>
      {attachment.progress !== null ? <Progress value={attachment.progress} label={t`Uploading ${name}`} /> : null}
    </li>
  );
}
