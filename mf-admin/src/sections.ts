/**
 * The admin sections, one per entry of a feature folder. Routes, the dashboard's tool cards and
 * the shell's route table are built from this list. Data only: the shell imports this file.
 */
import { dashboardEntry } from './dashboard/entry';
import { feedbackEntry } from './feedback/entry';
import { adminNotificationsEntry } from './notifications/entry';

export const ADMIN_SECTIONS = [dashboardEntry, feedbackEntry, adminNotificationsEntry] as const;

export type AdminSectionId = (typeof ADMIN_SECTIONS)[number]['id'];
