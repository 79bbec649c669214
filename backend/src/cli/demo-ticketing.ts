import type { EntityManager } from '@mikro-orm/core';
import type { AppConfig } from '../core/config/config';
import { SecretBox } from '../core/crypto/secret-box';
import { Convention } from '../modules/conventions/convention.entity';
import { Edition } from '../modules/editions/edition.entity';
import { ExternalTicketingStatus, TicketingProvider } from '../modules/ticketing/ticketing-fields';
import { ExternalTicketing, HelloAssoConfig, TicketingQuota, TicketingReturnableItem } from '../modules/ticketing/ticketing.entity';
import { User } from '../modules/users/user.entity';
import { DEMO_VOLUNTEER_EDITION } from './demo-volunteers';

/** What the demo's ticketing needs from the configuration. */
export type DemoTicketingConfig = Pick<AppConfig, 'secretsKey' | 'demoHelloAssoUrl'>;

/** The fake HelloAsso's credentials and form (tools/fake-helloasso: its defaults). */
export const DEMO_HELLOASSO = { clientId: 'fake-client', clientSecret: 'fake-secret', organizationSlug: 'fake-org', formType: 'Event', formSlug: 'fake-festival' } as const;

/**
 * The demo edition sells its tickets on the fake HelloAsso that `npm start` runs: connected (status
 * ACTIVE, the client secret sealed like any other), with two returnable items and a camping quota.
 * No tier or order: pressing "sync" brings them in. Made once: nothing happens when the edition
 * already has a ticketing connection (or does not exist).
 */
export async function seedDemoTicketing(em: EntityManager, config: DemoTicketingConfig): Promise<number> {
  const organiser = await em.findOne(User, { email: 'organiser@demo.festival' });
  const convention = organiser && (await em.findOne(Convention, { author: organiser, name: 'Rencontres de jonglerie du Rhône' }));
  const edition = convention && (await em.findOne(Edition, { convention, name: DEMO_VOLUNTEER_EDITION }));
  if (!edition || (await em.findOne(ExternalTicketing, { edition }))) return 0;

  const external = em.create(ExternalTicketing, { edition, provider: TicketingProvider.HELLOASSO, status: ExternalTicketingStatus.ACTIVE });
  em.create(HelloAssoConfig, {
    externalTicketing: external,
    clientId: DEMO_HELLOASSO.clientId,
    clientSecret: new SecretBox(config.secretsKey).seal(DEMO_HELLOASSO.clientSecret),
    organizationSlug: DEMO_HELLOASSO.organizationSlug,
    formType: DEMO_HELLOASSO.formType,
    formSlug: DEMO_HELLOASSO.formSlug,
    apiBaseUrl: config.demoHelloAssoUrl,
  });
  for (const name of ['Cup', 'Wristband']) em.create(TicketingReturnableItem, { edition, name });
  em.create(TicketingQuota, { edition, title: 'Camping', description: 'Tent places on the camping field.', quantity: 150 });
  await em.flush();
  return 1;
}
