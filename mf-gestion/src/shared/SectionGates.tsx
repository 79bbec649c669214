import type { ReactNode } from 'react';
import type { MantineSize } from '@mantine/core';
import { holdsRight, type SectionEntry } from '@festival/ui';
import { useConvention, useConventionPermissions, useEdition, useEditionPermissions, type Convention, type ConventionPermissions, type Edition, type EditionPermissions } from './gestionApi';
import { GestionPage } from './GestionPage';
import { QueryGate } from './QueryGate';

/**
 * A convention and the user's rights on it, then the page; the 403 page without the section's right
 * (or `alsoFor`: others the page lets in, e.g. the team reading the settings).
 */
export function ConventionGate({
  id,
  entry,
  alsoFor,
  children,
}: {
  id: number;
  entry: SectionEntry;
  alsoFor?: (permissions: ConventionPermissions) => boolean;
  children: (convention: Convention, permissions: ConventionPermissions) => ReactNode;
}) {
  const convention = useConvention(id);
  const permissions = useConventionPermissions(id);
  const allowed = () => holdsRight(entry, { convention: permissions.data }) || Boolean(alsoFor?.(permissions.data!));
  return (
    <QueryGate queries={[convention, permissions]} allowed={allowed}>
      {() => children(convention.data!, permissions.data!)}
    </QueryGate>
  );
}

/** An edition and the user's rights on it, then the page; the 403 page without the section's right. */
export function EditionGate({ id, entry, children }: { id: number; entry: SectionEntry; children: (edition: Edition, permissions: EditionPermissions) => ReactNode }) {
  const edition = useEdition(id);
  const permissions = useEditionPermissions(id);
  return (
    <QueryGate queries={[edition, permissions]} allowed={() => holdsRight(entry, { edition: permissions.data })}>
      {() => children(edition.data!, permissions.data!)}
    </QueryGate>
  );
}

/** A management page about one convention (its `:id`): the frame, the convention and the user's rights on it, then the page. */
export function ConventionPage({
  entry,
  size,
  alsoFor,
  children,
}: {
  entry: SectionEntry;
  size?: MantineSize;
  alsoFor?: (permissions: ConventionPermissions) => boolean;
  children: (convention: Convention, permissions: ConventionPermissions) => ReactNode;
}) {
  return (
    <GestionPage entry={entry} size={size}>
      {(id) => (
        <ConventionGate id={id} entry={entry} alsoFor={alsoFor}>
          {children}
        </ConventionGate>
      )}
    </GestionPage>
  );
}

/** A management page about one edition (its `:id`): the frame, the edition and the user's rights on it, then the page. */
export function EditionPage({ entry, children }: { entry: SectionEntry; children: (edition: Edition, permissions: EditionPermissions) => ReactNode }) {
  return (
    <GestionPage entry={entry}>
      {(id) => (
        <EditionGate id={id} entry={entry}>
          {children}
        </EditionGate>
      )}
    </GestionPage>
  );
}
