import { claimErrorKind, isClaimCode } from './claimRules';

describe('claim code', () => {
  it('is six digits', () => {
    expect(isClaimCode('012345')).toBe(true);
    expect(isClaimCode('12345')).toBe(false);
    expect(isClaimCode('1234567')).toBe(false);
    expect(isClaimCode('12a456')).toBe(false);
  });
});

describe('claim refusals', () => {
  it('tells wrong, expired, throttled, no longer claimable and signed-out apart', () => {
    expect(claimErrorKind(400, 'CODE_INVALID')).toBe('codeInvalid');
    expect(claimErrorKind(400, 'VALIDATION_FAILED')).toBe('codeInvalid');
    expect(claimErrorKind(400, 'CODE_EXPIRED')).toBe('codeExpired');
    expect(claimErrorKind(429, 'TOO_MANY_REQUESTS')).toBe('throttled');
    expect(claimErrorKind(409, 'NOT_CLAIMABLE')).toBe('notClaimable');
    expect(claimErrorKind(401, undefined)).toBe('signedOut');
    expect(claimErrorKind(500, undefined)).toBe('unknown');
    expect(claimErrorKind(undefined, undefined)).toBe('unknown');
  });
});
