import type { Request } from 'express';
import type { Actor } from './access-rules';

export type { Actor } from './access-rules';

export const ADMIN_MODE_HEADER = 'x-admin-mode';

/**
 * A global admin holds admin rights only while the request carries X-Admin-Mode: true, so a stolen
 * page in normal mode cannot act as admin.
 */
export const policy = {
  isAdminModeActive(actor: Actor | undefined, req: Pick<Request, 'headers'>): boolean {
    return !!actor?.isGlobalAdmin && String(req.headers[ADMIN_MODE_HEADER] ?? '').toLowerCase() === 'true';
  },
};
