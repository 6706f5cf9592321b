import { Trans, useLingui } from '@lingui/react/macro';
import { Paperclip, SendHorizontal } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { toast } from 'sonner';
import { chatMessages as m } from '@sahaya/contract/chats/messages';
import { CHAT_MESSAGE_MAX } from '@sahaya/contract/chats/schemas';
import { acceptOf, chatMediaTypes } from '@sahaya/contract/files';
import { Button } from '../../../components/ui/button.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { useSession } from '../../../lib/session/auth-store.ts';
import { useSendMessage } from '../api/send-message.ts';
import { useChatDraft } from '../hooks/use-chat-draft.ts';
import { uploadChatFile } from '../api/upload-media.ts';
import { checkAttachments, releaseAttachment, type Attachment } from '../utils/attachments.ts';
import { AttachmentChip } from './attachment-chip.tsx';

/** The picker's hint: the types by name too, since some systems know .doc or .txt files by extension only. */
const accept = `${acceptOf(chatMediaTypes)},.jpg,.jpeg,.png,.gif,.webp,.bmp,.pdf,.doc,.docx,.txt`;

interface ComposerProps {
  requestId: string;
  receiverId: string;
  asVolunteer: boolean;
  otherName: string;
  onTyping: () => void;
  onStoppedTyping: () => void;
  /** The server said the request is completed: the chat turns read-only. */
  onClosed: () => void;
}

/**
 * Writes the next message (spec 2 §5): Enter sends and Shift+Enter breaks the line; files are
 * checked when picked, uploaded on sending with their progress, then sent with the text. Nothing
 * typed or attached is lost when a send fails, nor when the chat's tab is left: it stays for
 * another try.
 */
export function Composer({ requestId, receiverId, asVolunteer, otherName, onTyping, onStoppedTyping, onClosed }: ComposerProps) {
  const { t } = useLingui();
  const { ct } = useContractText();
  const session = useSession();
  const [{ text, attachments, sending }, updateDraft] = useChatDraft(`${session?.userId ?? ''}:${requestId}`);
  const [error, setError] = useState<string | null>(null);
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const send = useSendMessage(requestId);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const hintId = useId();

  const canSend = text.trim() !== '' || attachments.length > 0;

  const setProgress = (id: string, patch: Partial<Attachment>) =>
    updateDraft((draft) => ({ attachments: draft.attachments.map((a) => (a.id === id ? { ...a, ...patch } : a)) }));

  const uploadAll = async (): Promise<string[] | null> => {
    const urls: string[] = [];
    for (const attachment of attachments) {
      if (attachment.url) {
        urls.push(attachment.url);
        continue;
      }
      try {
        const url = await uploadChatFile(requestId, attachment.file, (progress) => setProgress(attachment.id, { progress }));
        setProgress(attachment.id, { url, progress: null });
        urls.push(url);
      } catch (failure) {
        setProgress(attachment.id, { progress: null });
        const uploadFailed = ct(m.uploadFailed);
        toast.error(uploadFailed, { id: 'chat-upload' });
        const reason = readFailure(failure, uploadFailed);
        if (reason.code === 'CHAT_CLOSED') onClosed();
        // The server's reason (a type or a size it refused) says which file to change.
        const why = reason.message;
        setError(reason.refused ? t`${uploadFailed}: ${why}` : uploadFailed);
        return null;
      }
    }
    return urls;
  };

  const submit = async () => {
    if (sending || !canSend) return;
    const content = text.trim();
    updateDraft(() => ({ sending: true }));
    setError(null);
    onStoppedTyping();
    try {
      const uploadedMediaUrls = await uploadAll();
      if (!uploadedMediaUrls) return;
      await send.mutateAsync({
        requestId,
        receiverId,
        content,
        senderType: asVolunteer ? 'volunteers' : 'users',
        receiverType: asVolunteer ? 'users' : 'volunteers',
        uploadedMediaUrls,
      });
      // What was typed while the message was on its way stays.
      const sent = new Set(attachments.map((a) => a.id));
      attachments.forEach(releaseAttachment);
      updateDraft((draft) => ({
        text: draft.text.trim() === content ? '' : draft.text,
        attachments: draft.attachments.filter((a) => !sent.has(a.id)),
      }));
      setFileErrors([]);
    } catch (failure) {
      if (readFailure(failure).code === 'CHAT_CLOSED') {
        onClosed();
        return;
      }
      setError(ct(m.sendFailed));
      toast.error(ct(m.sendFailed), { id: 'chat-send' });
    } finally {
      updateDraft(() => ({ sending: false }));
      textArea.current?.focus();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter breaks the line; Enter that ends a word being composed (an IME) does neither.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  const onPick = async (files: FileList | null) => {
    const picked = files ? [...files] : [];
    if (picker.current) picker.current.value = '';
    if (picked.length === 0) return;
    const { accepted, errors } = await checkAttachments(picked, attachments.length);
    setFileErrors(errors);
    if (accepted.length > 0) updateDraft((draft) => ({ attachments: [...draft.attachments, ...accepted] }));
  };

  const remove = (attachment: Attachment) => {
    releaseAttachment(attachment);
    updateDraft((draft) => ({ attachments: draft.attachments.filter((a) => a.id !== attachment.id) }));
    textArea.current?.focus();
  };

  const describedBy = [hintId, error || fileErrors.length > 0 ? errorId : null].filter(Boolean).join(' ');

  return (
    <form onSubmit={onSubmit} className="space-y-2 border-t border-stone-200 bg-white p-3" aria-label={t`Write to ${otherName}`}>
      {attachments.length > 0 ? (
        <ul aria-label={t`Attachments`} className="flex gap-2 overflow-x-auto pb-1">
          {attachments.map((attachment) => (
            <AttachmentChip key={attachment.id} attachment={attachment} disabled={sending} onRemove={() => remove(attachment)} />
          ))}
        </ul>
      ) : null}
      <div className="flex items-end gap-2">
        <input
          ref={picker}
          type="file"
          multiple
          accept={accept}
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={(event) => void onPick(event.target.files)}
        />
        <Button
          variant="ghost"
          size="icon"
          aria-label={t`Attach files`}
          title={t`Attach images, PDF, Word or text files`}
          pending={sending}
          onClick={() => picker.current?.click()}
        >
          <Paperclip aria-hidden />
        </Button>
        <label htmlFor={`${hintId}-text`} className="sr-only">
          <Trans>Message</Trans>
        </label>
        <textarea
          id={`${hintId}-text`}
          ref={textArea}
          value={text}
          rows={2}
          maxLength={CHAT_MESSAGE_MAX}
          placeholder={t`Type a message…`}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const typed = event.target.value;
            updateDraft(() => ({ text: typed }));
            if (event.target.value !== '') onTyping();
          }}
          onKeyDown={onKeyDown}
          className="max-h-32 min-h-11 min-w-0 flex-1 resize-none rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-ink placeholder:text-stone-500 focus-visible:border-primary-600"
        />
        <Button type="submit" size="icon" aria-label={t`Send`} pending={sending} disabled={!canSend && !sending}>
          <SendHorizontal aria-hidden />
        </Button>
      </div>
      <p id={hintId} className="sr-only">
        <Trans>Enter sends, Shift+Enter starts a new line.</Trans>
      </p>
      <div id={errorId} className="space-y-1 empty:hidden">
        {error ? (
          <p role="alert" className="text-sm font-semibold text-danger">
            {error}
          </p>
        ) : null}
        {fileErrors.length > 0 ? (
          <ul role="alert" className="space-y-1 text-sm font-semibold text-danger [overflow-wrap:anywhere]">
            {fileErrors.map((fileError) => (
              <li key={fileError}>{fileError}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </form>
  );
}
