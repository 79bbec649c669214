import { conventionPermissions } from './access-rules';

const none = {
  canAddEdition: false,
  canEditAllEditions: false,
  canDeleteAllEditions: false,
  canEditConvention: false,
  canDeleteConvention: false,
  canManageCollaborators: false,
  canManageVolunteers: false,
  canManageArtists: false,
};

describe('convention policy', () => {
  const base = { authorId: 1, isArchived: false, adminMode: false };

  it('gives the author every right', () => {
    const p = conventionPermissions({ ...base, actor: { id: 1, isGlobalAdmin: false } });
    expect(p).toMatchObject({ isAuthor: true, team: true, view: true, canDeleteConvention: true, canManageCollaborators: true });
  });

  it('gives a collaborator exactly the rights given', () => {
    const p = conventionPermissions({ ...base, actor: { id: 2, isGlobalAdmin: false }, collaborator: { ...none, canEditAllEditions: true } });
    expect(p).toMatchObject({ ...none, canEditAllEditions: true, isCollaborator: true, isAuthor: false, team: true });
  });

  it('gives a global admin every right only in admin mode', () => {
    const admin = { id: 3, isGlobalAdmin: true };
    expect(conventionPermissions({ ...base, actor: admin })).toMatchObject({ ...none, team: false });
    expect(conventionPermissions({ ...base, actor: admin, adminMode: true })).toMatchObject({ canDeleteConvention: true, team: true });
    // Admin mode claimed by a non-admin changes nothing.
    expect(conventionPermissions({ ...base, actor: { id: 4, isGlobalAdmin: false }, adminMode: true })).toMatchObject({ ...none, team: false });
  });

  it('shows an archived convention to its team only', () => {
    const archived = { ...base, isArchived: true };
    expect(conventionPermissions({ ...archived }).view).toBe(false);
    expect(conventionPermissions({ ...archived, actor: { id: 9, isGlobalAdmin: false } }).view).toBe(false);
    expect(conventionPermissions({ ...archived, actor: { id: 1, isGlobalAdmin: false } }).view).toBe(true);
    expect(conventionPermissions({ ...archived, actor: { id: 2, isGlobalAdmin: false }, collaborator: none }).view).toBe(true);
  });

  it('gives anonymous visitors reading rights on public conventions only', () => {
    expect(conventionPermissions({ ...base })).toMatchObject({ ...none, view: true, team: false, isAuthor: false });
  });
});
