import type { EntityManager } from '@mikro-orm/core';
import { Convention } from '../modules/conventions/convention.entity';
import { Edition } from '../modules/editions/edition.entity';
import { CANCELLED_ITEM_STATE, ONSITE_ITEM_STATE, PaymentMethod, TicketingOrderSource, TicketingOrderStatus } from '../modules/ticketing/ticketing-fields';
import {
  TicketingOrder,
  TicketingOrderItem,
  TicketingReturnableItem,
  TicketingTier,
  TicketingTierCustomField,
  TicketingTierCustomFieldAssociation,
  TicketingTierReturnableItem,
} from '../modules/ticketing/ticketing.entity';
import { User } from '../modules/users/user.entity';
import { ApplicationTeamAssignment, VolunteerApplication, VolunteerAssignment, VolunteerTeam, VolunteerTimeSlot } from '../modules/volunteers/volunteer.entity';
import { DEMO_VOLUNTEER_EDITION } from './demo-volunteers';

/** The tier the desk sold the demo's tickets in (no provider: the fake HelloAsso's sync leaves it alone). */
export const DEMO_GATE_TIER = 'Weekend pass (desk)';
/** The demo volunteer's gate shift: it runs when the demo is seeded, so the scanner can be tried at once. */
export const DEMO_GATE_SHIFT = 'Gate practice (demo)';
/** How long the practice shift lasts from the seeding (the gate lets its members in 15 minutes either side). */
const SHIFT_HOURS = 12;

interface DemoOrder {
  payer: [string, string, string | null];
  /** Null: left unpaid at the desk, paid at the gate. */
  paymentMethod: PaymentMethod | null;
  cancelled?: boolean;
  /** The attendees (the payer first when they come too) and their T-shirt size. */
  attendees: [string, string, string | null, string][];
}

/** The desk's orders: the demo attendee's (paid, two tickets), one paid by card, one to pay at the gate, one cancelled. */
const ORDERS: DemoOrder[] = [
  {
    payer: ['Alice', 'Attendee', 'attendee@demo.festival'],
    paymentMethod: PaymentMethod.CASH,
    attendees: [
      ['Alice', 'Attendee', 'attendee@demo.festival', 'M'],
      ['Bruno', 'Attendee', null, 'L'],
    ],
  },
  { payer: ['Elise', 'Marchand', 'elise.marchand@tickets.demo.festival'], paymentMethod: PaymentMethod.CARD, attendees: [['Elise', 'Marchand', 'elise.marchand@tickets.demo.festival', 'S']] },
  { payer: ['Noah', 'Petit', null], paymentMethod: null, attendees: [['Noah', 'Petit', null, 'XL']] },
  { payer: ['Jules', 'Renard', null], paymentMethod: PaymentMethod.CASH, cancelled: true, attendees: [['Jules', 'Renard', null, 'M']] },
];

const PRICE = 4500;

/**
 * The demo edition's gate: the demo volunteer joins the access-control team (led by Camille
 * Durand) with a shift running now, and the desk has sold tickets to scan in a tier that hands
 * over a cup and asks a T-shirt size (shown at the gate): paid ones, one to pay at the gate, one cancelled. Made
 * once: nothing happens when the tier exists (or the edition, its access-control team or the demo
 * volunteer's application does not).
 */
export async function seedDemoGate(em: EntityManager, now = new Date()): Promise<number> {
  const organiser = await em.findOne(User, { email: 'organiser@demo.festival' });
  const volunteer = await em.findOne(User, { email: 'volunteer@demo.festival' });
  const convention = organiser && (await em.findOne(Convention, { author: organiser, name: 'Rencontres de jonglerie du Rhône' }));
  const edition = convention && (await em.findOne(Edition, { convention, name: DEMO_VOLUNTEER_EDITION }));
  const team = edition && (await em.findOne(VolunteerTeam, { edition, isAccessControlTeam: true }));
  const application = team && volunteer && (await em.findOne(VolunteerApplication, { edition, user: volunteer }));
  if (!organiser || !edition || !team || !application || (await em.findOne(TicketingTier, { edition, name: DEMO_GATE_TIER }))) return 0;

  // The demo volunteer at the gate, on a shift from a little before now to the evening.
  em.persist(em.create(ApplicationTeamAssignment, { application, team, isLeader: false }));
  const start = new Date(Math.floor(now.getTime() / 900_000) * 900_000 - 1_800_000);
  const shift = em.create(VolunteerTimeSlot, { edition, team, title: DEMO_GATE_SHIFT, startDateTime: start, endDateTime: new Date(start.getTime() + SHIFT_HOURS * 3_600_000), maxVolunteers: 2 });
  em.persist(shift);
  em.persist(em.create(VolunteerAssignment, { timeSlot: shift, user: volunteer!, assignedBy: organiser, assignedAt: now }));

  // The tier: hands over a cup, asks a T-shirt size.
  const tier = em.create(TicketingTier, { edition, name: DEMO_GATE_TIER, description: 'The whole weekend, sold at the welcome desk.', price: PRICE, position: 0 });
  const cup = await em.findOne(TicketingReturnableItem, { edition, name: 'Cup' });
  if (cup) em.persist(em.create(TicketingTierReturnableItem, { tier, returnableItem: cup }));
  // Shown at the gate: the volunteer hands over the right T-shirt with the cup.
  const size = em.create(TicketingTierCustomField, { edition, label: 'T-shirt size', type: 'ChoiceList', isRequired: false, values: ['S', 'M', 'L', 'XL'], showAtGate: true });
  em.persist(em.create(TicketingTierCustomFieldAssociation, { tier, customField: size }));
  await em.flush();

  ORDERS.forEach((o, k) => {
    const orderDate = new Date(now.getTime() - (ORDERS.length - k) * 3_600_000);
    const order = em.create(TicketingOrder, {
      edition,
      source: TicketingOrderSource.ONSITE,
      payerFirstName: o.payer[0],
      payerLastName: o.payer[1],
      payerEmail: o.payer[2],
      amount: PRICE * o.attendees.length,
      status: o.cancelled ? TicketingOrderStatus.CANCELLED : TicketingOrderStatus.VALID,
      orderDate,
      paymentMethod: o.paymentMethod,
      createdBy: organiser,
      cancelledAt: o.cancelled ? new Date(orderDate.getTime() + 600_000) : null,
      cancelledBy: o.cancelled ? organiser : null,
    });
    for (const [firstName, lastName, email, tshirt] of o.attendees) {
      em.persist(
        em.create(TicketingOrderItem, {
          order,
          edition,
          tier,
          firstName,
          lastName,
          email,
          name: tier.name,
          type: 'Registration',
          amount: PRICE,
          state: o.cancelled ? CANCELLED_ITEM_STATE : ONSITE_ITEM_STATE,
          customFields: [{ customFieldId: size.id, label: size.label, answer: tshirt }],
        }),
      );
    }
    em.persist(order);
  });
  await em.flush();
  return 1;
}
