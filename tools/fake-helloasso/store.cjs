'use strict';
// The fake's memory: orders kept in two arrays sorted once (by update stamp and by order date), so
// a page is two binary searches and a slice. A change gives the order a new stamp later than every
// other one and moves it to the end of the update array: no full sort per request or per change.
const { formatStamp, compareStamps, dotnetTicks } = require('./clock.cjs');
const { prng, FIRST_NAMES, LAST_NAMES, CITIES, DOMAINS, ascii, defaultTiers, priceCategoryOf } = require('./data.cjs');

const FIRST_ORDER_ID = 70_000_001;
const FIRST_ITEM_ID = 140_000_001;
const FIRST_PAYMENT_ID = 90_000_001;
const DAY = 86_400_000;
const TIER_WEIGHTS = { 1001: 40, 1002: 20, 1003: 15, 1004: 10, 1005: 15 };

class BadRequest extends Error {}

/** Keys: [ms, sub, orderId] for an order, plus the item id for an item. */
const updateKey = (o) => [o.updMs, o.updSub, o.id];
const dateKey = (o) => [o.dateMs, o.dateSub, o.id];
function compareKeys(a, b) {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? -Infinity;
    const y = b[i] ?? -Infinity;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}
/** First index whose key is ≥ target (or > target when `strict`). */
function lowerBound(list, keyOf, target, strict = false) {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const c = compareKeys(keyOf(list[mid]), target);
    if (c < 0 || (strict && c === 0)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function encodeToken(payload) {
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}
function decodeToken(token, kind) {
  try {
    const payload = JSON.parse(Buffer.from(String(token).replace(/ /g, '+'), 'base64').toString('utf8'));
    if (payload && payload.kind === kind && (payload.k === null || Array.isArray(payload.k))) return payload;
  } catch {
    // falls through
  }
  throw new BadRequest('Invalid continuationToken');
}

class Store {
  constructor({ organizationSlug, formType, formSlug, seed = 1 }) {
    this.organizationSlug = organizationSlug;
    this.formType = formType;
    this.formSlug = formSlug;
    this.defaultSeed = seed;
    this.reset();
  }

  /** An empty store (ids and the random sequence start again). */
  reset() {
    this.tiers = defaultTiers();
    this.byUpdate = [];
    this.byDate = [];
    this.orders = new Map();
    this.items = new Map();
    this.itemCount = 0;
    this.nextOrderId = FIRST_ORDER_ID;
    this.nextItemId = FIRST_ITEM_ID;
    this.nextPaymentId = FIRST_PAYMENT_ID;
    this.last = { ms: 0, sub: 0 };
    this.random = prng(this.defaultSeed);
    this.version = 0;
    this.totals = new Map();
  }

  /** A stamp later than every stamp given so far: now, or a tick after the last one. */
  nextStamp() {
    const now = Date.now();
    if (now > this.last.ms) this.last = { ms: now, sub: 0 };
    else if (this.last.sub < 9999) this.last = { ms: this.last.ms, sub: this.last.sub + 1 };
    else this.last = { ms: this.last.ms + 1, sub: 0 };
    return this.last;
  }

  changed() {
    this.version++;
    this.totals.clear();
  }

  // ---- generation ----------------------------------------------------------------------------

  person(random) {
    return { firstName: random.pick(FIRST_NAMES), lastName: random.pick(LAST_NAMES) };
  }

  answer(random, field) {
    switch (field.type) {
      case 'ChoiceList':
        return random.pick(field.values);
      case 'YesNo':
        return random.chance(0.5) ? 'Oui' : 'Non';
      case 'Number':
        return String(random.int(3, 11));
      default:
        return `${String.fromCharCode(65 + random.int(0, 25))}${String.fromCharCode(65 + random.int(0, 25))}-${random.int(100, 999)}-${String.fromCharCode(65 + random.int(0, 25))}${String.fromCharCode(65 + random.int(0, 25))}`;
    }
  }

  answers(random, fields) {
    return fields
      .filter((f) => f.isRequired || random.chance(0.6))
      .map((f) => ({ id: f.id, name: f.label, type: f.type, answer: this.answer(random, f) }));
  }

  pickTicketTier(random) {
    const tickets = this.tiers.filter((t) => t.tierType === 'Registration');
    if (tickets.length === 0) return null;
    const weights = tickets.map((t) => TIER_WEIGHTS[t.id] ?? 10);
    let roll = random() * weights.reduce((a, b) => a + b, 0);
    for (let i = 0; i < tickets.length; i++) {
      roll -= weights[i];
      if (roll < 0) return tickets[i];
    }
    return tickets[tickets.length - 1];
  }

  /** One generated order (not yet stored). `itemsPerOrder` fixed, or 1–4 (2.5 on average). */
  generateOrder(random, dateMs, dateSub, itemsPerOrder) {
    const id = this.nextOrderId++;
    const payer = this.person(random);
    const [city, zipCode] = random.pick(CITIES);
    const suffix = random.chance(0.5) ? String(random.int(1, 99)) : '';
    payer.email = `${ascii(payer.firstName)}.${ascii(payer.lastName)}${suffix}@${random.pick(DOMAINS)}`;
    payer.city = city;
    payer.zipCode = zipCode;
    const otherAttendees = random.chance(0.05);
    const count = itemsPerOrder ?? random.int(1, 4);
    const donationTier = this.tiers.find((t) => t.tierType === 'Donation');
    const withDonation = donationTier && random.chance(0.06);
    const items = [];
    for (let i = 0; i < count; i++) {
      const tier = withDonation && i === count - 1 ? donationTier : this.pickTicketTier(random);
      if (!tier) continue;
      items.push(this.generateItem(random, tier, otherAttendees ? this.person(random) : payer, dateMs, dateSub));
    }
    const order = { id, dateMs, dateSub, updMs: dateMs, updSub: dateSub, payer, items, refunded: false, refundMs: 0, refundSub: 0, paymentId: 0 };
    if (this.totalOf(order) > 0) order.paymentId = this.nextPaymentId++;
    return order;
  }

  generateItem(random, tier, attendee, dateMs, dateSub) {
    const id = this.nextItemId++;
    const priceCategory = priceCategoryOf(tier);
    let initialAmount = tier.price;
    if (priceCategory === 'Pwyw') initialAmount = (tier.minAmount ?? 0) + random.int(0, 30) * 100;
    const discount = priceCategory === 'Fixed' && random.chance(0.03) ? { code: 'BENEVOLE', amount: Math.min(500, initialAmount) } : null;
    const item = {
      id,
      tierId: tier.id,
      name: tier.label,
      type: tier.tierType,
      initialAmount,
      amount: initialAmount - (discount ? discount.amount : 0),
      discount,
      priceCategory,
      state: tier.tierType === 'Registration' && priceCategory === 'Free' ? 'Registered' : 'Processed',
      user: { firstName: attendee.firstName, lastName: attendee.lastName },
      customFields: tier.tierType === 'Donation' ? [] : this.answers(random, tier.customFields),
      options: [],
      qrTicks: tier.tierType === 'Donation' ? null : dotnetTicks(dateMs, dateSub),
    };
    for (const option of tier.extraOptions) {
      if (!random.chance(0.25)) continue;
      item.options.push({
        optionId: option.id,
        name: option.label,
        amount: option.price,
        isRequired: option.isRequired,
        customFields: this.answers(random, option.customFields),
      });
    }
    return item;
  }

  totalOf(order) {
    let total = 0;
    for (const item of order.items) {
      total += item.amount;
      for (const option of item.options) total += option.amount;
    }
    return total;
  }

  index(order) {
    this.orders.set(order.id, order);
    for (const item of order.items) this.items.set(item.id, order);
    this.itemCount += order.items.length;
  }

  /**
   * Orders placed over the 90 days before today (history): deterministic for a seed, dates included
   * on a given day (the window ends at midnight UTC), so a restarted demo serves the same orders.
   */
  seed({ orders = 0, itemsPerOrder, seed } = {}) {
    const random = seed == null ? this.random : prng(seed);
    const end = Math.floor(Date.now() / DAY) * DAY - 120_000;
    const start = end - 90 * DAY;
    const span = (end - start) / Math.max(orders, 1);
    const added = [];
    for (let i = 0; i < orders; i++) {
      const dateMs = Math.floor(start + (i + random()) * span);
      const order = this.generateOrder(random, dateMs, random.int(0, 9999), itemsPerOrder);
      // Some orders were edited a little later (a payment confirmed, a name fixed).
      if (random.chance(0.2)) order.updMs = Math.min(end, dateMs + random.int(1_000, 3_600_000));
      this.index(order);
      added.push(order);
    }
    this.byUpdate.push(...added);
    this.byDate.push(...added);
    this.byUpdate.sort((a, b) => compareKeys(updateKey(a), updateKey(b)));
    this.byDate.sort((a, b) => compareKeys(dateKey(a), dateKey(b)));
    const lastUpdate = this.byUpdate[this.byUpdate.length - 1];
    if (lastUpdate && compareStamps({ ms: lastUpdate.updMs, sub: lastUpdate.updSub }, this.last) > 0) {
      this.last = { ms: lastUpdate.updMs, sub: lastUpdate.updSub };
    }
    this.changed();
    return added.map((o) => o.id);
  }

  /** New orders placed now. */
  addOrders({ count = 1, itemsPerOrder } = {}) {
    const ids = [];
    for (let i = 0; i < count; i++) {
      const stamp = this.nextStamp();
      const order = this.generateOrder(this.random, stamp.ms, stamp.sub, itemsPerOrder);
      this.index(order);
      this.byUpdate.push(order);
      this.byDate.push(order);
      ids.push(order.id);
    }
    this.changed();
    return ids;
  }

  /** Gives the orders new update stamps (later than all others) and moves them to the end. */
  touch(orders) {
    const moved = new Set(orders);
    this.byUpdate = this.byUpdate.filter((o) => !moved.has(o));
    for (const order of moved) {
      const stamp = this.nextStamp();
      order.updMs = stamp.ms;
      order.updSub = stamp.sub;
      this.byUpdate.push(order);
    }
    this.changed();
  }

  /** Distinct random orders matching `accept`, at most `count`. */
  sample(count, accept) {
    const candidates = this.byDate.filter(accept);
    const chosen = [];
    for (let i = 0; i < count && candidates.length > 0; i++) {
      const at = Math.floor(this.random() * candidates.length);
      chosen.push(candidates[at]);
      candidates[at] = candidates[candidates.length - 1];
      candidates.pop();
    }
    return chosen;
  }

  /** Refunds orders (given ids, or `count` random unrefunded ones): every item Canceled, the payment Refunded. */
  refund({ count, orderIds } = {}) {
    const orders = orderIds
      ? orderIds.map((id) => this.orders.get(Number(id))).filter((o) => o && !o.refunded)
      : this.sample(count ?? 1, (o) => !o.refunded);
    const stamp = { ms: Date.now(), sub: 0 };
    for (const order of orders) {
      order.refunded = true;
      order.refundMs = stamp.ms;
      order.refundSub = stamp.sub;
      for (const item of order.items) item.state = 'Canceled';
    }
    this.touch(orders);
    return orders.map((o) => o.id);
  }

  /** Renames the first attendee of `count` random orders (or of the given orders). */
  change({ count, orderIds } = {}) {
    const orders = orderIds ? orderIds.map((id) => this.orders.get(Number(id))).filter(Boolean) : this.sample(count ?? 1, (o) => o.items.length > 0 && !o.refunded);
    for (const order of orders) {
      const first = order.items[0];
      if (!first) continue;
      let name = this.random.pick(FIRST_NAMES);
      if (name === first.user.firstName) name = `${name}-Marie`;
      first.user = { firstName: name, lastName: first.user.lastName };
    }
    this.touch(orders);
    return orders.map((o) => o.id);
  }

  /** Bumps the update stamp of `count` random orders (or of the given ones) without changing anything else. */
  touchOrders({ count, orderIds } = {}) {
    const orders = orderIds ? orderIds.map((id) => this.orders.get(Number(id))).filter(Boolean) : this.sample(count ?? 1, () => true);
    this.touch(orders);
    return orders.map((o) => o.id);
  }

  /** Adds a ticket line to an order (bumps its update stamp). */
  addItem({ orderId, tierId }) {
    const order = this.orders.get(Number(orderId));
    if (!order) return null;
    const tier = tierId != null ? this.tiers.find((t) => t.id === Number(tierId)) : this.pickTicketTier(this.random);
    if (!tier) return null;
    const stamp = this.nextStamp();
    const item = this.generateItem(this.random, tier, order.payer, stamp.ms, stamp.sub);
    if (order.refunded) item.state = 'Canceled';
    order.items.push(item);
    if (!order.paymentId && this.totalOf(order) > 0) order.paymentId = this.nextPaymentId++;
    this.items.set(item.id, order);
    this.itemCount++;
    this.touch([order]);
    return item.id;
  }

  /** Changes the form: `add` tiers (objects or a count), `remove` tier ids, `update` [{id, label?, price?, …}]. */
  changeTiers({ add, remove, update } = {}) {
    const removed = new Set((Array.isArray(remove) ? remove : remove == null ? [] : [remove]).map(Number));
    this.tiers = this.tiers.filter((t) => !removed.has(t.id));
    for (const patch of update ?? []) {
      const tier = this.tiers.find((t) => t.id === Number(patch.id));
      if (tier) Object.assign(tier, patch, { id: tier.id });
    }
    const additions = typeof add === 'number' ? Array.from({ length: add }, () => ({})) : (add ?? []);
    let nextId = Math.max(1006, ...this.tiers.map((t) => t.id), ...this.byDate.flatMap((o) => o.items.map((i) => i.tierId))) + 1;
    for (const extra of additions) {
      const id = nextId++;
      this.tiers.push({
        label: `Tarif ${id}`,
        description: null,
        tierType: 'Registration',
        price: 1500,
        minAmount: null,
        maxPerUser: 10,
        saleStartDate: this.tiers[0]?.saleStartDate ?? '2026-03-01T10:00:00+01:00',
        saleEndDate: this.tiers[0]?.saleEndDate ?? '2027-07-10T23:59:00+02:00',
        isEligibleTaxReceipt: false,
        customFields: [],
        extraOptions: [],
        ...extra,
        id,
      });
    }
    this.changed();
    return this.tiers;
  }

  // ---- reads -----------------------------------------------------------------------------------

  /**
   * One page of orders or items. `field`: 'update' (sortField=UpdateDate) or 'date'; `desc`;
   * `from`/`to` stamps (from inclusive, to exclusive) or null; `token` (continuation) or `pageIndex`.
   */
  page(kind, { field, desc, from, to, pageSize, token, pageIndex }) {
    const state = token ? decodeToken(token, kind) : null;
    if (state) {
      field = field ?? state.f;
      desc = desc ?? state.d;
      from = from ?? state.from;
      to = to ?? state.to;
    }
    field = field ?? 'date';
    desc = desc ?? true;
    const list = field === 'update' ? this.byUpdate : this.byDate;
    const keyOf = field === 'update' ? updateKey : dateKey;
    const lo = from ? lowerBound(list, keyOf, [from.ms, from.sub]) : 0;
    const hi = to ? lowerBound(list, keyOf, [to.ms, to.sub]) : list.length;
    const rows = kind === 'orders' ? this.orderRows(list, keyOf, lo, hi, desc, state, pageSize, pageIndex) : this.itemRows(list, keyOf, lo, hi, desc, state, pageSize, pageIndex);
    const lastRow = rows[rows.length - 1];
    const k = lastRow ? (kind === 'orders' ? keyOf(lastRow) : [...keyOf(lastRow.order), lastRow.item.id]) : (state?.k ?? null);
    const index = (state?.p ?? (pageIndex ? pageIndex - 1 : 0)) + (rows.length > 0 ? 1 : 0);
    const totalCount = kind === 'orders' ? Math.max(0, hi - lo) : this.itemsBetween(list, lo, hi, field);
    const plainFrom = from ? { ms: from.ms, sub: from.sub } : null;
    const plainTo = to ? { ms: to.ms, sub: to.sub } : null;
    return {
      rows,
      pagination: {
        pageSize,
        totalCount,
        pageIndex: Math.max(index, 1),
        totalPages: Math.ceil(totalCount / pageSize),
        continuationToken: encodeToken({ kind, f: field, d: desc, from: plainFrom, to: plainTo, k, p: index }),
      },
    };
  }

  orderRows(list, keyOf, lo, hi, desc, state, pageSize, pageIndex) {
    const skip = pageIndex ? (pageIndex - 1) * pageSize : 0;
    if (!desc) {
      let start = lo + (state ? 0 : skip);
      if (state?.k) start = Math.max(lo, lowerBound(list, keyOf, state.k, true));
      return list.slice(start, Math.min(hi, start + pageSize));
    }
    let end = hi - (state ? 0 : skip);
    if (state?.k) end = Math.min(hi, lowerBound(list, keyOf, state.k));
    return list.slice(Math.max(lo, end - pageSize), Math.max(lo, end)).reverse();
  }

  itemRows(list, keyOf, lo, hi, desc, state, pageSize, pageIndex) {
    const rows = [];
    let skip = !state && pageIndex ? (pageIndex - 1) * pageSize : 0;
    const take = (order, item) => {
      if (skip > 0) skip--;
      else rows.push({ order, item });
    };
    if (!desc) {
      let i = lo;
      let afterItem = -Infinity;
      if (state?.k) {
        const orderKey = state.k.slice(0, 3);
        i = Math.max(lo, lowerBound(list, keyOf, orderKey));
        if (i < hi && compareKeys(keyOf(list[i]), orderKey) === 0) afterItem = state.k[3];
      }
      for (; i < hi && rows.length < pageSize; i++) {
        for (const item of list[i].items) {
          if (item.id <= afterItem) continue;
          if (rows.length < pageSize) take(list[i], item);
        }
        afterItem = -Infinity;
      }
      return rows;
    }
    let i = hi - 1;
    let beforeItem = Infinity;
    if (state?.k) {
      const orderKey = state.k.slice(0, 3);
      i = Math.min(hi, lowerBound(list, keyOf, orderKey, true)) - 1;
      if (i >= lo && compareKeys(keyOf(list[i]), orderKey) === 0) beforeItem = state.k[3];
    }
    for (; i >= lo && rows.length < pageSize; i--) {
      const items = list[i].items;
      for (let j = items.length - 1; j >= 0; j--) {
        if (items[j].id >= beforeItem) continue;
        if (rows.length < pageSize) take(list[i], items[j]);
      }
      beforeItem = Infinity;
    }
    return rows;
  }

  itemsBetween(list, lo, hi, field) {
    if (lo === 0 && hi === list.length) return this.itemCount;
    const key = `${field}:${lo}:${hi}`;
    let total = this.totals.get(key);
    if (total === undefined) {
      total = 0;
      for (let i = lo; i < hi; i++) total += list[i].items.length;
      this.totals.set(key, total);
    }
    return total;
  }

  // ---- the JSON HelloAsso answers ----------------------------------------------------------------

  /** An order as an item of the items list refers to it; an order's own answer is these fields after its payer, items, payments and amount. */
  orderRef(order) {
    return {
      id: order.id,
      date: formatStamp(order.dateMs, order.dateSub),
      formSlug: this.formSlug,
      formType: this.formType,
      organizationName: 'Association du Festival Fictif',
      organizationSlug: this.organizationSlug,
      formName: 'Festival Fictif',
      meta: this.meta(order),
      isAnonymous: false,
      isAmountHidden: false,
    };
  }

  meta(order) {
    return { createdAt: formatStamp(order.dateMs, order.dateSub), updatedAt: formatStamp(order.updMs, order.updSub) };
  }

  payerJson(order) {
    const p = order.payer;
    return { email: p.email, address: '1 rue du Festival', city: p.city, zipCode: p.zipCode, country: 'FRA', firstName: p.firstName, lastName: p.lastName };
  }

  itemJson(order, item, withDetails, baseUrl) {
    const json = {
      name: item.name,
      user: { firstName: item.user.firstName, lastName: item.user.lastName },
      priceCategory: item.priceCategory,
      id: item.id,
      amount: item.amount,
      type: item.type,
      initialAmount: item.initialAmount,
      state: item.state,
      tierId: item.tierId,
      meta: this.meta(order),
    };
    if (item.discount) json.discount = { code: item.discount.code, amount: item.discount.amount };
    if (item.qrTicks) {
      json.qrCode = Buffer.from(`${item.id}:${item.qrTicks}`).toString('base64');
      json.ticketUrl = `${baseUrl}/tickets/${order.id}/${item.id}.pdf`;
    }
    if (withDetails) {
      json.customFields = item.customFields.map((f) => ({ ...f }));
      json.options = item.options.map((o) => ({ ...o, customFields: o.customFields.map((f) => ({ ...f })) }));
    }
    return json;
  }

  paymentsJson(order) {
    if (!order.paymentId) return [];
    const total = this.totalOf(order);
    const payment = {
      id: order.paymentId,
      amount: total,
      amountTip: 0,
      date: formatStamp(order.dateMs, order.dateSub),
      paymentMeans: 'Card',
      installmentNumber: 1,
      state: order.refunded ? 'Refunded' : 'Authorized',
      type: 'Offline',
      meta: { createdAt: formatStamp(order.dateMs, order.dateSub), updatedAt: formatStamp(order.refunded ? order.refundMs : order.dateMs, order.refunded ? order.refundSub : order.dateSub) },
      refundOperations: [],
    };
    if (order.refunded) {
      payment.refundOperations.push({ id: order.paymentId + 500_000_000, amount: total, amountTip: 0, status: 'Processed', meta: payment.meta });
    }
    return [payment];
  }

  orderJson(order, withDetails, baseUrl) {
    return {
      payer: this.payerJson(order),
      items: order.items.map((item) => this.itemJson(order, item, withDetails, baseUrl)),
      payments: this.paymentsJson(order),
      amount: { total: this.totalOf(order), vat: 0, discount: order.items.reduce((sum, i) => sum + (i.discount?.amount ?? 0), 0) },
      ...this.orderRef(order),
    };
  }

  /** An item as the items list and GET /items/{id} give it: with its order's reference and payer. */
  listedItemJson(order, item, withDetails, baseUrl) {
    return { order: this.orderRef(order), payer: this.payerJson(order), payments: this.paymentsJson(order).map(({ refundOperations: _r, ...p }) => p), ...this.itemJson(order, item, withDetails, baseUrl) };
  }

  formJson() {
    return {
      organizationName: 'Association du Festival Fictif',
      organizationSlug: this.organizationSlug,
      formSlug: this.formSlug,
      formType: this.formType,
      title: 'Festival Fictif',
      description: 'Le festival de démonstration.',
      startDate: '2027-07-09T18:00:00+02:00',
      endDate: '2027-07-11T23:00:00+02:00',
      currency: 'EUR',
      state: 'Public',
      tiers: this.tiers.map((t) => ({
        ...t,
        customFields: t.customFields.map((f) => ({ ...f, values: [...f.values] })),
        extraOptions: t.extraOptions.map((o) => ({ ...o, customFields: o.customFields.map((f) => ({ ...f, values: [...f.values] })) })),
      })),
    };
  }
}

module.exports = { Store, BadRequest };
