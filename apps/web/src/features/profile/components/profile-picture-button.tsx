import { Trans, useLingui } from '@lingui/react/macro';
import { Camera } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import { MAX_IMAGE_BYTES } from '@sahaya/contract/constants';
import { profileMessages, profilePageMessages } from '@sahaya/contract/profile/messages';
import { uploadMessages } from '@sahaya/contract/uploads/messages';
import { IMAGE_ACCEPT } from '@sahaya/contract/uploads/schemas';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { uploadImage } from '../../../lib/api/upload-image.ts';
import { useSetProfilePicture } from '../api/update-profile-picture.ts';
import { isImageFile } from '../utils/file-checks.ts';
import type { ProfileRole } from '../utils/profile-role.ts';

interface ProfilePictureButtonProps {
  role: ProfileRole;
  name: string;
  src: string | null;
}

/**
 * The profile picture is itself the button that replaces it (spec 1 §2). The image is checked
 * here (5 MB, really an image) before it is sent, uploaded with a progress bar, then saved.
 */
export function ProfilePictureButton({ role, name, src }: ProfilePictureButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useSetProfilePicture(role);
  const busy = progress !== null;
  const { t } = useLingui();

  const reject = (shown: string) => {
    setError(shown);
    toast.error(shown);
  };

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (file.size > MAX_IMAGE_BYTES) return reject(contractText(uploadMessages.imageTooLarge));
    if (!(await isImageFile(file))) return reject(contractText(uploadMessages.notAnImage));

    setProgress(0);
    let imageUrl: string;
    try {
      imageUrl = (await uploadImage(file, setProgress)).imageUrl;
    } catch (failure) {
      setProgress(null);
      // The server's reason (too large, not an image) is more useful than the generic line.
      const { told, message } = readFailure(
        failure,
        contractText(role === 'volunteer' ? profilePageMessages.volunteerImageUploadFailed : profilePageMessages.imageUploadFailed),
      );
      return told ? undefined : reject(message);
    }
    try {
      await save.mutateAsync(imageUrl);
      toast.success(contractText(profileMessages.profilePictureUpdated));
    } catch (failure) {
      if (!readFailure(failure).told) reject(contractText(profilePageMessages.profileSaveFailed));
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="flex flex-col items-center gap-2">
      <button
        type="button"
        onClick={() => input.current?.click()}
        disabled={busy}
        aria-label={t`Change profile picture`}
        aria-describedby={error ? 'profile-picture-error' : undefined}
        className="group relative rounded-full disabled:cursor-wait"
      >
        <Avatar src={src} name={name} className="size-28 border-4 border-white shadow-md sm:size-32" />
        <span
          aria-hidden
          className="absolute end-1 bottom-1 flex size-10 items-center justify-center rounded-full bg-primary-700 text-white shadow group-hover:bg-primary-800"
        >
          <Camera className="size-5" />
        </span>
      </button>
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        onChange={(event) => void onChange(event)}
        data-testid="profile-picture-input"
      />
      {busy ? (
        <div className="w-32 space-y-1" aria-live="polite">
          <Progress value={progress} label={t`Uploading profile picture`} />
          <p className="text-center text-sm text-muted">{progress < 100 ? t`Uploading… ${progress}%` : t`Saving…`}</p>
        </div>
      ) : (
        <p className="text-sm text-muted">
          <Trans>JPEG, PNG, GIF, WebP or BMP, under 5 MB</Trans>
        </p>
      )}
      {error ? (
        <p id="profile-picture-error" role="alert" className="max-w-56 text-center text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
