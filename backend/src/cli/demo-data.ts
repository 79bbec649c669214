import type { EntityManager } from '@mikro-orm/core';
import type { Logger } from '@nestjs/common';
import { hashPassword } from '../core/sessions/passwords';
import { User } from '../modules/users/user.entity';

/** The demo accounts; the README lists the same credentials. */
export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.festival', pseudo: 'admin', prenom: 'Ada', nom: 'Admin', password: 'demo-admin-2026', isGlobalAdmin: true },
  { email: 'organiser@demo.festival', pseudo: 'organiser', prenom: 'Olga', nom: 'Organiser', password: 'demo-organiser-2026', isGlobalAdmin: false },
  { email: 'volunteer@demo.festival', pseudo: 'volunteer', prenom: 'Victor', nom: 'Volunteer', password: 'demo-volunteer-2026', isGlobalAdmin: false },
  { email: 'attendee@demo.festival', pseudo: 'attendee', prenom: 'Alice', nom: 'Attendee', password: 'demo-attendee-2026', isGlobalAdmin: false },
] as const;

/** Creates the demo accounts that are missing; running it again changes nothing. */
export async function seedDemo(em: EntityManager, logger: Pick<Logger, 'log'>): Promise<number> {
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    if (await em.findOne(User, { email: account.email })) continue;
    const user = em.create(User, {
      email: account.email,
      emailHash: User.hashEmail(account.email),
      pseudo: account.pseudo,
      prenom: account.prenom,
      nom: account.nom,
      password: await hashPassword(account.password),
      isEmailVerified: true,
      isGlobalAdmin: account.isGlobalAdmin,
      preferredLanguage: 'en',
    });
    em.persist(user);
    created++;
  }
  await em.flush();
  logger.log(created ? `Demo data: ${created} account(s) created` : 'Demo data: already present');
  return created;
}
