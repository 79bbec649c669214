import { claimErrorKind, communityPages, editionSubPages, isClaimCode, openStreetMapUrl, parseEditionId, safeExternalUrl } from './editionRules';

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

describe('display helpers', () => {
  it('parses ids and keeps only web links', () => {
    expect(parseEditionId('12')).toBe(12);
    expect(parseEditionId('add')).toBeNull();
    expect(parseEditionId('0')).toBeNull();
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('https://example.org/a')).toBe('https://example.org/a');
  });
});

describe('edition page', () => {
  it('links only to sub-pages that exist and that the caller may open', () => {
    expect(editionSubPages(5, undefined)).toEqual([]);
    expect(editionSubPages(5, { team: false, canEdit: false })).toEqual([]);
    expect(editionSubPages(5, { team: true, canEdit: false })).toEqual([{ key: 'gestion', to: '/editions/5/gestion' }]);
    expect(editionSubPages(5, { team: true, canEdit: true }).map((p) => p.to)).toEqual(['/editions/5/gestion', '/editions/5/edit']);
  });
  it('links the position to OpenStreetMap', () => {
    expect(openStreetMapUrl(45.76, 4.83)).toBe('https://www.openstreetmap.org/?mlat=45.76&mlon=4.83#map=16/45.76/4.83');
  });
});

describe('community pages', () => {
  const edition = { workshopsEnabled: false, startDate: '2027-07-10' };
  it('offers workshops only when the edition has them, lost and found from its first day or to its team', () => {
    expect(communityPages(edition, '2027-07-09', false)).toEqual(['carpool', 'posts']);
    expect(communityPages(edition, '2027-07-10', false)).toEqual(['carpool', 'posts', 'lostFound']);
    expect(communityPages(edition, '2027-01-01', true)).toEqual(['carpool', 'posts', 'lostFound']);
    expect(communityPages({ ...edition, workshopsEnabled: true }, '2027-07-09', false)).toEqual(['workshops', 'carpool', 'posts']);
  });
});
