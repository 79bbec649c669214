import { errorMessageOf, errorStatus } from '@festival/ui';

/** A failed photo upload in words: 413 / 415 answers become the page's clear messages. */
export function photoErrorMessage(err: unknown, t: (key: string) => string): string {
  const status = errorStatus(err);
  if (status === 413) return t('lostFound.photo.tooLarge');
  if (status === 415) return t('lostFound.photo.wrongType');
  return errorMessageOf(err, t('lostFound.photo.failed'));
}
