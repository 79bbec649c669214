/** Pure rules of taking over a convention: the code's shape and what each refusal means to the user. */

export const CLAIM_CODE_LENGTH = 6;

export function isClaimCode(value: string): boolean {
  return /^\d{6}$/.test(value);
}

export type ClaimErrorKind = 'codeInvalid' | 'codeExpired' | 'throttled' | 'notClaimable' | 'signedOut' | 'unknown';

/** Maps an API refusal (status and code) to the message to show. */
export function claimErrorKind(status: number | undefined, code: string | undefined): ClaimErrorKind {
  if (status === 429) return 'throttled';
  if (status === 401) return 'signedOut';
  if (status === 409 || code === 'NOT_CLAIMABLE') return 'notClaimable';
  if (code === 'CODE_EXPIRED') return 'codeExpired';
  if (code === 'CODE_INVALID' || status === 400) return 'codeInvalid';
  return 'unknown';
}
