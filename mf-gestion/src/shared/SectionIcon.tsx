import { IconCalendarEvent, IconCalendarPlus, IconCar, IconFileDescription, IconLayoutDashboard, IconListCheck, IconMapPin, IconMessages, IconMicrophone2, IconPencil, IconPlugConnected, IconPlus, IconReceipt, IconScan, IconSettings, IconTicket, IconTool, IconToolsKitchen2, IconUsers, IconUsersGroup, IconUserStar, type Icon } from '@tabler/icons-react';
import type { GESTION_SECTIONS } from '../sections';

/** The icons the registry names (by name, so that the registry stays free of components); a missing one is a type error. */
const ICONS: Record<(typeof GESTION_SECTIONS)[number]['icon'], Icon> = { IconCalendarEvent, IconCalendarPlus, IconCar, IconFileDescription, IconLayoutDashboard, IconListCheck, IconMapPin, IconMessages, IconMicrophone2, IconPencil, IconPlugConnected, IconPlus, IconReceipt, IconScan, IconSettings, IconTicket, IconTool, IconToolsKitchen2, IconUsers, IconUsersGroup, IconUserStar };

/** A section's icon, from its registry entry. */
export function SectionIcon({ name, size }: { name: string; size: number }) {
  const SectionIconOf = ICONS[name as keyof typeof ICONS];
  return SectionIconOf ? <SectionIconOf size={size} /> : null;
}
