'use strict';
// What the fake sells: the form's tiers (with their custom fields and extra options), the names its
// generated buyers get, and a tiny seeded PRNG so a seed always gives the same orders.

/** mulberry32: a small, fast, seeded PRNG; returns floats in [0, 1). */
function prng(seed) {
  let a = seed >>> 0 || 0x9e3779b9;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  next.int = (min, max) => min + Math.floor(next() * (max - min + 1));
  next.pick = (list) => list[Math.floor(next() * list.length)];
  next.chance = (p) => next() < p;
  return next;
}

const FIRST_NAMES = [
  'Camille', 'Léa', 'Manon', 'Chloé', 'Emma', 'Inès', 'Jade', 'Louise', 'Alice', 'Zoé', 'Lina', 'Sarah',
  'Juliette', 'Anaïs', 'Clara', 'Margaux', 'Eva', 'Lucie', 'Nina', 'Rose', 'Agathe', 'Mathilde', 'Élise',
  'Hugo', 'Lucas', 'Théo', 'Louis', 'Nathan', 'Arthur', 'Jules', 'Tom', 'Raphaël', 'Gabriel', 'Paul',
  'Noah', 'Ethan', 'Maxime', 'Antoine', 'Baptiste', 'Clément', 'Julien', 'Quentin', 'Thomas', 'Romain',
  'Adrien', 'Victor', 'Bastien', 'Sacha', 'Yanis', 'Mehdi', 'Karim', 'Sofia', 'Amira', 'Yasmine', 'Ibrahim',
  'Moussa', 'Awa', 'Fatou', 'Kenji', 'Mei',
];
const LAST_NAMES = [
  'Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau',
  'Simon', 'Laurent', 'Lefèvre', 'Michel', 'Garcia', 'David', 'Bertrand', 'Roux', 'Vincent', 'Fournier',
  'Morel', 'Girard', 'André', 'Lefebvre', 'Mercier', 'Dupont', 'Lambert', 'Bonnet', 'François', 'Martinez',
  'Legrand', 'Garnier', 'Faure', 'Rousseau', 'Blanc', 'Guérin', 'Muller', 'Henry', 'Roussel', 'Nicolas',
  'Perrin', 'Morin', 'Mathieu', 'Clément', 'Gauthier', 'Dumont', 'Lopez', 'Fontaine', 'Chevalier', 'Robin',
  'Masson', 'Sanchez', 'Gérard', 'Nguyen', 'Boyer', 'Denis', 'Lemaire', 'Duval', 'Joly', 'Diallo', 'Traoré',
  'Benali', 'Haddad', 'Kowalski', 'Schmitt',
];
const CITIES = [
  ['Lyon', '69003'], ['Grenoble', '38000'], ['Paris', '75011'], ['Nantes', '44000'], ['Lille', '59000'],
  ['Toulouse', '31000'], ['Rennes', '35000'], ['Dijon', '21000'], ['Annecy', '74000'], ['Clermont-Ferrand', '63000'],
];
const DOMAINS = ['example.org', 'example.com', 'example.net'];

/** Lower-case ASCII for e-mail addresses: "Léa Lefèvre" → "lea.lefevre". */
function ascii(text) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

// The form's custom fields and extra options, shared by the tiers that ask them (ids are HelloAsso's).
const FIELDS = {
  tshirt: { id: 2001, label: 'Taille de t-shirt', type: 'ChoiceList', isRequired: false, values: ['XS', 'S', 'M', 'L', 'XL', 'XXL'] },
  diet: { id: 2002, label: 'Régime alimentaire', type: 'ChoiceList', isRequired: true, values: ['Aucun', 'Végétarien', 'Végan', 'Sans gluten'] },
  plate: { id: 2003, label: "Plaque d'immatriculation", type: 'TextInput', isRequired: true, values: [] },
  age: { id: 2004, label: "Âge de l'enfant", type: 'Number', isRequired: true, values: [] },
  firstTime: { id: 2005, label: 'Première venue au festival ?', type: 'YesNo', isRequired: false, values: [] },
};
const OPTIONS = {
  camping: { id: 3001, label: 'Emplacement camping', description: 'Une tente, trois nuits.', price: 1000, isRequired: false, customFields: [FIELDS.plate] },
  dinner: { id: 3002, label: 'Repas du samedi soir', description: 'Buffet du festival.', price: 1200, isRequired: false, customFields: [] },
  cup: { id: 3003, label: 'Gobelet collector', description: null, price: 300, isRequired: false, customFields: [] },
};

const SALE_START = '2026-03-01T10:00:00+01:00';
const SALE_END = '2027-07-10T23:59:00+02:00';

/** The default form's tiers, as GET …/public describes them (amounts in cents). */
function defaultTiers() {
  const tier = (id, label, tierType, price, extra) => ({
    id,
    label,
    description: null,
    tierType,
    price,
    minAmount: null,
    maxPerUser: 10,
    saleStartDate: SALE_START,
    saleEndDate: SALE_END,
    isEligibleTaxReceipt: tierType === 'Donation',
    customFields: [],
    extraOptions: [],
    ...extra,
  });
  return [
    tier(1001, 'Pass 3 jours', 'Registration', 4500, {
      description: 'Accès au festival du vendredi au dimanche.',
      customFields: [FIELDS.tshirt, FIELDS.diet, FIELDS.firstTime],
      extraOptions: [OPTIONS.camping, OPTIONS.dinner, OPTIONS.cup],
    }),
    tier(1002, 'Pass samedi', 'Registration', 2500, { customFields: [FIELDS.diet], extraOptions: [OPTIONS.dinner, OPTIONS.cup] }),
    tier(1003, 'Pass dimanche', 'Registration', 2000, { customFields: [FIELDS.diet], extraOptions: [OPTIONS.cup] }),
    tier(1004, 'Enfant (moins de 12 ans)', 'Registration', 0, { customFields: [FIELDS.age], maxPerUser: 4 }),
    tier(1005, 'Tarif solidaire (prix libre)', 'Registration', 0, { minAmount: 500, customFields: [FIELDS.diet] }),
    tier(1006, 'Don au festival', 'Donation', 0, { minAmount: 100, maxPerUser: 1 }),
  ];
}

/** Fixed, pay-what-you-want or free, as HelloAsso's item.priceCategory says. */
function priceCategoryOf(tier) {
  if (tier.minAmount != null) return 'Pwyw';
  return tier.price === 0 ? 'Free' : 'Fixed';
}

module.exports = { prng, FIRST_NAMES, LAST_NAMES, CITIES, DOMAINS, ascii, defaultTiers, priceCategoryOf };
