import { IconBellRinging, IconMessage, IconShield, type Icon } from '@tabler/icons-react';
import type { ADMIN_SECTIONS } from '../sections';

/** The icons the registry names (by name, so that the registry stays free of components); a missing one is a type error. */
const ICONS: Record<(typeof ADMIN_SECTIONS)[number]['icon'], Icon> = { IconBellRinging, IconMessage, IconShield };

/** A section's icon, from its registry entry. */
export function SectionIcon({ name, size }: { name: string; size: number }) {
  const SectionIconOf = ICONS[name as keyof typeof ICONS];
  return SectionIconOf ? <SectionIconOf size={size} /> : null;
}
