import { useEffect, useState } from 'react';
import { Avatar as MantineAvatar } from '@mantine/core';
import { appConfig } from '../providers/appConfig';
import {
  avatarColor,
  avatarPixels,
  firstLoadable,
  IMAGE_CACHE_KEY,
  initialsOf,
  recordImageResult,
  serviceAvatarUrl,
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

function record(url: string, status: 'success' | 'error', fallbackUrl?: string | null) {
  try {
    const cache = readCache();
    if (status === 'success' && cache[url]?.status === 'success') return; // known good: no write for each drawing
    localStorage.setItem(IMAGE_CACHE_KEY, JSON.stringify(recordImageResult(cache, url, status, Date.now(), fallbackUrl)));
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
  /** SHA-256 of the e-mail, known for the signed-in user only: the avatar service's picture when there is no own one. */
  emailHash?: string | null;
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

/**
 * The profile picture; else (none, or it failed) the avatar service's picture for the user's e-mail
 * hash (the signed-in user's own avatar; the service answers 404 for an e-mail it has none for);
 * else initials on a colour derived from the name. Failures are remembered for 24 h.
 */
export function Avatar({ user, name, size, alt, decorative }: AvatarProps) {
  const label = name ?? user?.pseudo ?? ([user?.prenom, user?.nom].filter(Boolean).join(' ') || '');
  const px = avatarPixels(size);
  const picture = versionedPictureUrl(user?.profilePicture, user?.updatedAt);
  const service = serviceAvatarUrl(appConfig().avatarServiceUrl, user?.emailHash, px);
  const [url, setUrl] = useState(() => firstLoadable([picture, service], readCache(), Date.now()));
  useEffect(() => {
    setUrl(firstLoadable([picture, service], readCache(), Date.now()));
  }, [picture, service]);
  return (
    <MantineAvatar
      src={url}
      alt={alt ?? label}
      size={px}
      radius="xl"
      imageProps={{
        referrerPolicy: 'no-referrer',
        onLoad: () => {
          if (url) record(url, 'success');
        },
        onError: () => {
          if (!url) return;
          const next = url === picture ? firstLoadable([service], readCache(), Date.now()) : null;
          record(url, 'error', next);
          setUrl(next);
        },
      }}
      styles={url ? undefined : { placeholder: { background: avatarColor(label), color: '#fff', fontSize: Math.max(8, Math.round(px * 0.4)) } }}
      {...(decorative ? { 'aria-hidden': true } : { 'aria-label': alt ?? label, role: 'img' })}
    >
      {initialsOf(label)}
    </MantineAvatar>
  );
}
