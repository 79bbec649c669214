import { Avatar as MantineAvatar } from '@mantine/core';
import { useState } from 'react';
import { avatarColor, avatarPixels, imageFailed, initials, pictureUrl, rememberImage, type AvatarSize } from './avatar-rules';

export interface AvatarProps {
  user: { pseudo: string; prenom?: string; nom?: string; profilePicture?: string | null; updatedAt?: string; emailHash?: string };
  size?: AvatarSize;
}

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/** The user's picture, or their initials on a colour of their own when there is none or it fails. */
export function Avatar({ user, size }: AvatarProps) {
  const px = avatarPixels(size);
  const name = [user.prenom, user.nom].filter(Boolean).join(' ') || user.pseudo;
  const url = pictureUrl(user.profilePicture, user.updatedAt);
  const [failed, setFailed] = useState(() => !!url && !!storage() && imageFailed(storage()!, url));
  const showPicture = url && !failed;
  return (
    <MantineAvatar
      src={showPicture ? url : null}
      alt={user.pseudo}
      size={px}
      radius="xl"
      color={avatarColor(name)}
      imageProps={{
        onError: () => {
          if (url && storage()) rememberImage(storage()!, url, 'error');
          setFailed(true);
        },
        onLoad: () => url && storage() && rememberImage(storage()!, url, 'success'),
      }}
    >
      {initials(name)}
    </MantineAvatar>
  );
}
