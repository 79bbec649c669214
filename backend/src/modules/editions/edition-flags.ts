/**
 * The fields of an edition declared once: the entity's columns, the DTOs' fields and validators, the
 * search filters and the front end's lists (through the generated client) derive from these lists.
 */

/** The 21 amenity flags of an edition, in the spec's order. */
export const AMENITY_FLAGS = [
  'acceptsPets',
  'hasFoodTrucks',
  'hasGym',
  'hasKidsZone',
  'hasTentCamping',
  'hasTruckCamping',
  'hasAccessibility',
  'hasAerialSpace',
  'hasCantine',
  'hasConcert',
  'hasFamilyCamping',
  'hasSleepingRoom',
  'hasFireSpace',
  'hasGala',
  'hasOpenStage',
  'hasShowers',
  'hasSlacklineSpace',
  'hasToilets',
  'hasWorkshops',
  'hasATM',
  'hasLongShow',
] as const;

/** The 3 payment flags. */
export const PAYMENT_FLAGS = ['hasCashPayment', 'hasCreditCardPayment', 'hasAfjTokenPayment'] as const;

/**
 * What an edition offers: amenities then payments. Bit i of `edition_search.flags` is
 * SERVICE_FLAGS[i] (migration 20261124090000 computes them in this order: append, never reorder).
 */
export const SERVICE_FLAGS = [...AMENITY_FLAGS, ...PAYMENT_FLAGS] as const;
export type AmenityFlag = (typeof AMENITY_FLAGS)[number];
export type PaymentFlag = (typeof PAYMENT_FLAGS)[number];
export type ServiceFlag = (typeof SERVICE_FLAGS)[number];
export type ServiceFlags = Record<ServiceFlag, boolean>;

/** The edition's own settings besides its services. */
export const SETTING_FLAGS = ['isOnline', 'workshopsEnabled', 'workshopLocationsFreeInput', 'workshopProposalsOpen'] as const;

/** Optional text fields: the description and programme, the address, the links. */
export const EDITION_TEXTS = ['description', 'program', 'addressLine1', 'addressLine2', 'city', 'country', 'postalCode', 'region', 'facebookUrl', 'instagramUrl', 'ticketingUrl', 'officialWebsiteUrl'] as const;
export type EditionText = (typeof EDITION_TEXTS)[number];
