import type { ReactNode } from 'react';
import type { MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorPage, usePageMeta, type SectionEntry } from '@festival/ui';
import { GestionFrame } from './GestionFrame';
import { parseId } from './gestionRules';

interface GestionPageProps {
  /** The page's registry entry: its title names the browser tab. */
  entry: SectionEntry;
  size?: MantineSize;
  gap?: MantineSize;
  /** The page's content; as a function, it gets the `:id` of the path (anything but a positive integer is a 404). */
  children: ReactNode | ((id: number) => ReactNode);
}

/** A management page: its title, its frame, and the id of the convention or edition it is about. */
export function GestionPage({ entry, size, gap, children }: GestionPageProps) {
  const { t } = useTranslation('gestion');
  usePageMeta(t(entry.title));
  const id = parseId(useParams().id);
  if (typeof children !== 'function') {
    return (
      <GestionFrame size={size} gap={gap}>
        {children}
      </GestionFrame>
    );
  }
  if (id == null) return <ErrorPage status={404} />;
  return (
    <GestionFrame size={size} gap={gap}>
      {children(id)}
    </GestionFrame>
  );
}
