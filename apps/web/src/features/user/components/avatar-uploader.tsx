import { AVATAR_MAX_BYTES, type TUser } from '@marketplace/contract';
import { Camera } from 'lucide-react';
import { useRef, useState } from 'react';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { notify } from '../../../lib/toast.ts';
import { S } from '../../../strings-profile.ts';
import { useUploadAvatar } from '../api/upload-avatar.ts';

/** The profile picture with a camera button that uploads a new one. */
export const AvatarUploader = ({ user }: { user: TUser }) => {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const [error, setError] = useState<string>();

  const fail = (message: string) => {
    setError(message);
    notify.error(message);
  };

  const onFile = (file: File | undefined) => {
    if (!file) return;
    setError(undefined);
    // Checked here too so nobody waits for a large upload the server would refuse.
    if (!file.type.startsWith('image/')) return fail(S.profile.pictureNotImage);
    if (file.size > AVATAR_MAX_BYTES) return fail(S.profile.pictureTooLarge);
    upload.mutate(file, {
      onSuccess: () => notify.success(S.profile.userInfoChanged),
      onError: (failure) => fail(failure.message),
    });
  };

  return (
    <div className="flex flex-col items-center gap-2">
      <div className="relative">
        <Avatar
          src={user.avatar_url}
          fallback="picture"
          size="xl"
          alt={S.profile.pictureAlt}
          className="ring-4 ring-white shadow"
        />
        <button
          type="button"
          aria-label={S.profile.changePicture}
          onClick={() => input.current?.click()}
          disabled={upload.isPending}
          className="absolute right-0 bottom-0 flex size-9 cursor-pointer items-center justify-center rounded-full border-2 border-white bg-violet-700 text-white shadow transition-colors duration-300 hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 disabled:opacity-70"
        >
          {upload.isPending ? <Spinner /> : <Camera aria-hidden="true" className="size-4" />}
        </button>
        <input
          ref={input}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="avatar-input"
          onChange={(event) => {
            onFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      {upload.isPending ? <p className="text-xs text-slate-500">{S.profile.uploading}</p> : null}
      {error ? (
        <p role="alert" className="max-w-48 text-center text-sm text-rose-600">
          {error}
        </p>
      ) : null}
    </div>
  );
};
