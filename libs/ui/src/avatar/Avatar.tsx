import { useEffect, useState } from 'react';
import { Avatar as MantineAvatar } from '@mantine/core';
import {
  avatarColor,
  avatarPixels,
  hasRecentFailure,
  IMAGE_CACHE_KEY,
  initialsOf,
  recordImageResult,
  versionedPictureUrl,
  type AvatarSize,
  type ImageCache,
} from './avatarRules';

function readCache(): ImageCache {
  try {
    return JSON.parse(localStorage.getItem(IMAGE_CACHE_KEY) ?? '{}') as ImageCache;
  } catch {
    return {};
  }
}

function record(url: string, status: 'success' | 'error') {
  try {
    localStorage.setItem(IMAGE_CACHE_KEY, JSON.stringify(recordImageResult(readCache(), url, status, Date.now())));
  } catch {
    /* storage full or disabled: the fallback still shows */
  }
}

export interface AvatarUser {
  pseudo?: string | null;
  prenom?: string | null;
  nom?: string | null;
  profilePicture?: string | null;
  updatedAt?: string | null;
}

export interface AvatarProps {
  user?: AvatarUser | null;
  /** Name used for initials and colour when no user is given. */
  name?: string;
  size?: AvatarSize;
  /** Accessible text; defaults to the name. */
  alt?: string;
  /** Beside the name it pictures (a menu's header): hidden from screen readers, which read the name once. */
  decorative?: boolean;
}

/** Profile picture, or initials on a colour derived from the name when there is none or it fails. */
export function Avatar({ user, name, size, alt, decorative }: AvatarProps) {
  const label = name ?? user?.pseudo ?? ([user?.prenom, user?.nom].filter(Boolean).join(' ') || '');
  const url = versionedPictureUrl(user?.profilePicture, user?.updatedAt);
  const [failed, setFailed] = useState(() => (url ? hasRecentFailure(readCache(), url, Date.now()) : false));
  useEffect(() => {
    setFailed(url ? hasRecentFailure(readCache(), url, Date.now()) : false);
  }, [url]);
  const px = avatarPixels(size);
  const showImage = url && !failed;
  return (
    <MantineAvatar
      src={showImage ? url : null}
      alt={alt ?? label}
      size={px}
      radius="xl"
      imageProps={{
        onError: () => {
          if (url) record(url, 'error');
          setFailed(true);
        },
      }}
      styles={showImage ? undefined : { placeholder: { background: avatarColor(label), color: '#fff', fontSize: Math.max(8, Math.round(px * 0.4)) } }}
      {...(decorative ? { 'aria-hidden': true } : { 'aria-label': alt ?? label, role: 'img' })}
    >
      {initialsOf(label)}
    </MantineAvatar>
  );
}
