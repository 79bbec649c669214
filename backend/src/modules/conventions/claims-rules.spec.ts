import { INACTIVE_AFTER_MS, isClaimable, mayOfferClaim } from './claims-rules';

describe('claiming a convention', () => {
  const now = Date.UTC(2027, 0, 1);
  const longAgo = new Date(now - INACTIVE_AFTER_MS - 1);
  const recently = new Date(now - INACTIVE_AFTER_MS + 60_000);

  it('is possible when the convention has a contact address, no collaborator and an author gone for a year', () => {
    expect(isClaimable({ email: 'team@example.org', hasCollaborators: false, authorLastLoginAt: longAgo }, now)).toBe(true);
    expect(isClaimable({ email: 'team@example.org', hasCollaborators: false, authorLastLoginAt: null }, now)).toBe(true);
  });

  it('is refused without a contact address, with a collaborator, or with an author seen within the year', () => {
    expect(isClaimable({ email: null, hasCollaborators: false, authorLastLoginAt: longAgo }, now)).toBe(false);
    expect(isClaimable({ email: 'team@example.org', hasCollaborators: true, authorLastLoginAt: longAgo }, now)).toBe(false);
    expect(isClaimable({ email: 'team@example.org', hasCollaborators: false, authorLastLoginAt: recently }, now)).toBe(false);
  });

  it('is never offered to the author or to a member of the team', () => {
    expect(mayOfferClaim({ userId: 7, onTeam: false }, 1)).toBe(true);
    expect(mayOfferClaim({ onTeam: false }, 1)).toBe(true);
    expect(mayOfferClaim({ userId: 1, onTeam: false }, 1)).toBe(false);
    expect(mayOfferClaim({ userId: 7, onTeam: true }, 1)).toBe(false);
  });
});
