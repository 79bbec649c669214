import type { Schemas } from '@festival/api-client';

/** The colour of an application's status, the same on the organisers' pages and the volunteer's own. */
export const APPLICATION_STATUS_COLOR: Record<Schemas['VolunteerApplicationStatus'], string> = { PENDING: 'yellow', ACCEPTED: 'green', REJECTED: 'red' };

export const applicationStatusColor = (status: string | null | undefined): string => APPLICATION_STATUS_COLOR[status as Schemas['VolunteerApplicationStatus']] ?? 'gray';
