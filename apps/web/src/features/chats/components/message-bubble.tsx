import { useLingui } from '@lingui/react/macro';
import { Check, CheckCheck, FileText } from 'lucide-react';
import type { ChatMessage } from '@sahaya/contract/chats/schemas';
import { cn } from '../../../lib/cn.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { attachmentWord, isImageLink } from '../utils/messages.ts';

/** One message: who wrote it (for screen readers), its text, its attachments, when, and for one's own, sent or read. */
export function MessageBubble({ message, mine, senderName }: { message: ChatMessage; mine: boolean; senderName: string }) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const images = message.media.filter(isImageLink);
  const files = message.media.filter((url) => !isImageLink(url));
  const linkClassName = mine ? 'text-white underline underline-offset-4' : 'text-primary-800 underline underline-offset-4';
  return (
    <div className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[85%] min-w-0 space-y-2 rounded-2xl px-3.5 py-2.5 sm:max-w-[70%]',
          mine ? 'rounded-ee-sm bg-primary-700 text-white' : 'rounded-es-sm bg-stone-100 text-ink',
        )}
      >
        <span className="sr-only">{mine ? t`You:` : t`${senderName}:`}</span>
        {message.content ? <p className="break-words whitespace-pre-wrap">{message.content}</p> : null}
        {images.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            {images.map((url, index) => {
              const number = index + 1;
              return (
                <a key={url} href={url} target="_blank" rel="noreferrer" className="block rounded-lg focus-visible:outline-offset-2">
                  <img
                    src={url}
                    alt={mine ? t`Image ${number} from you` : t`Image ${number} from ${senderName}`}
                    loading="lazy"
                    className="max-h-48 max-w-full rounded-lg bg-white object-contain"
                  />
                </a>
              );
            })}
          </div>
        ) : null}
        {files.length > 0 ? (
          <ul className="space-y-1">
            {files.map((url) => (
              <li key={url}>
                <a href={url} target="_blank" rel="noreferrer" className={cn('inline-flex min-h-11 items-center gap-2 font-semibold', linkClassName)}>
                  <FileText className="size-5 shrink-0" aria-hidden />
                  {attachmentWord(i18n, url)}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <p className={cn('flex items-center justify-end gap-1.5 text-xs', mine ? 'text-primary-50' : 'text-muted')}>
          <time dateTime={message.createdAt}>{f.dateTime(message.createdAt)}</time>
          {mine ? (
            <span role="img" aria-label={message.read ? t`Read` : t`Sent`} title={message.read ? t`Read` : t`Sent`} className="inline-flex">
              {message.read ? <CheckCheck className="size-4" aria-hidden /> : <Check className="size-4" aria-hidden />}
            </span>
          ) : null}
        </p>
      </div>
    </div>
  );
}
