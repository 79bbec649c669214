import { Injectable } from '@nestjs/common';
import { AppException, NotFoundError } from '../../core/errors/app-errors';
import { TicketMealsService } from '../meals/ticket-meals.service';
import { fieldErrors } from '../../core/validation/field-errors';
import {
  amountErrors,
  badChoices,
  CATALOGUE_MAX,
  CUSTOM_FIELD_PROVIDER_FIELDS,
  changedProviderFields,
  deletionRefusal,
  distinctChoices,
  isChoiceListType,
  OPTION_PROVIDER_FIELDS,
  removedLinkedValues,
  TIER_PROVIDER_FIELDS,
  unknownIds,
  validityError,
  valuesError,
  type ChoiceLink,
  type FieldError,
} from './catalogue-rules';
import {
  toCatalogueTeamDto,
  toCustomFieldDto,
  toOptionDto,
  toQuotaDto,
  toReturnableItemDto,
  toTierDto,
  type CatalogueDto,
  type CatalogueTeamDto,
  type CreateCustomFieldDto,
  type CreateOptionDto,
  type CreateQuotaDto,
  type CreateReturnableItemDto,
  type CreateTierDto,
  type CustomFieldDto,
  type OptionDto,
  type OptionLinksDto,
  type QuotaDto,
  type QuotaLinksDto,
  type ReturnableItemDto,
  type ReturnableItemLinksDto,
  type TeamReturnableItemsDto,
  type TierDto,
  type TierLinksDto,
  type UpdateCustomFieldDto,
  type UpdateOptionDto,
  type UpdateQuotaDto,
  type UpdateReturnableItemDto,
  type UpdateTierDto,
} from './catalogue.dto';
import { CHOICE_LINKS, CatalogueRepository, isStillReferenced, LINKS, TEAM_LINKS, type AskedIds, type CatalogueKind, type QuotaRow, type SoldKind } from './catalogue.repository';
import { TicketingRepository } from './ticketing.repository';

/** A refusal of the catalogue: `errors.ticketing.catalogue.<key>`, a stable code, and what the page needs to say why. */
function refused(status: number, key: string, code: string, params?: Record<string, unknown>): AppException {
  return new AppException(status, `errors.ticketing.catalogue.${key}`, { code, params, ...(params ? { extra: { details: params } } : {}) });
}

/** Why a row made here cannot be deleted: it is synced (deactivate it), or a ticket points to it. */
const DELETION_REFUSALS = {
  tiers: { SYNCED: ['tierSynced', 'TIER_SYNCED'], IN_USE: ['tierInUse', 'TIER_IN_USE'] },
  options: { SYNCED: ['optionSynced', 'OPTION_SYNCED'], IN_USE: ['optionInUse', 'OPTION_IN_USE'] },
  customFields: { SYNCED: ['customFieldSynced', 'CUSTOM_FIELD_SYNCED'], IN_USE: ['customFieldInUse', 'CUSTOM_FIELD_IN_USE'] },
} as const;

function deletionRefused(kind: keyof typeof DELETION_REFUSALS, why: 'SYNCED' | 'IN_USE'): AppException {
  const [key, code] = DELETION_REFUSALS[kind][why];
  return refused(409, key, code);
}

/** Field errors, when there are any, as one 400. */
const check = (errors: Record<string, FieldError | null | undefined>): void => fieldErrors(errors).throwIfAny();

const dateOf = (value: string | null | undefined, current: Date | null | undefined): Date | null =>
  value === undefined ? (current ?? null) : value === null ? null : new Date(value);

/** A change of several statements that a concurrent deletion of a linked row makes fail. */
async function linking<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isStillReferenced(error)) throw refused(409, 'changedMeanwhile', 'CHANGED_MEANWHILE');
    throw error;
  }
}

const sortedIds = (ids: readonly number[] | undefined) => (ids ? [...ids].sort((a, b) => a - b) : undefined);

/** The link lists of a request, by the kind of row they name. */
interface LinksAsked {
  tierIds?: number[];
  quotaIds?: number[];
  optionIds?: number[];
  returnableItemIds?: number[];
  teamIds?: number[];
  mealIds?: number[];
  choices?: ChoiceLink[];
}

const UNKNOWN_KEY: Record<Exclude<keyof LinksAsked, 'choices'>, [keyof AskedIds, string]> = {
  tierIds: ['tiers', 'unknownTier'],
  quotaIds: ['quotas', 'unknownQuota'],
  optionIds: ['options', 'unknownOption'],
  returnableItemIds: ['returnableItems', 'unknownReturnableItem'],
  teamIds: ['teams', 'unknownTeam'],
  mealIds: ['meals', 'unknownMeal'],
};

/**
 * The catalogue of an edition's tickets: tiers (synced from the provider or made here), quotas
 * with their live counts, options, custom fields, returnable items, their links, and what the
 * edition's volunteer teams receive at the gate.
 *
 * Synced rows (externalId set) belong to the sync: here, only the organiser's fields change (a
 * tier's customName, description, active, countAsParticipant, validity window; an option's
 * description, position, active; a field's active) and the links; the provider's fields answer 409
 * SYNCED_READ_ONLY when sent with another value. They are never deleted here (deactivate them).
 * Every link names rows of the same edition (400 otherwise, the field named).
 */
@Injectable()
export class CatalogueService {
  constructor(
    private readonly repository: CatalogueRepository,
    private readonly ticketing: TicketingRepository,
    private readonly meals: TicketMealsService,
  ) {}

  /** Everything the page shows: a fixed handful of queries, whatever the catalogue's size. */
  async catalogue(editionId: number): Promise<CatalogueDto> {
    const [tiers, quotas, usage, options, customFields, returnableItems, teams, meals] = await Promise.all([
      this.repository.tiers(editionId),
      this.repository.quotas(editionId),
      this.ticketing.quotaUsage(editionId),
      this.repository.options(editionId),
      this.repository.customFields(editionId),
      this.repository.returnableItems(editionId),
      this.repository.teams(editionId),
      this.meals.choices(editionId),
    ]);
    const used = new Map(usage.map((u) => [u.quotaId, u.used]));
    return {
      tiers: tiers.map(toTierDto),
      quotas: quotas.map((q) => toQuotaDto(q, used.get(q.id) ?? 0)),
      options: options.map(toOptionDto),
      customFields: customFields.map(toCustomFieldDto),
      returnableItems: returnableItems.map(toReturnableItemDto),
      teams: teams.map(toCatalogueTeamDto),
      meals,
    };
  }

  /**
   * The links of a row (`load`: 404 when it is not the edition's) as a request gives them: each list
   * given replaces that kind of link, `replace` writing them in one transaction, once every row or
   * value named is known to be the edition's (the values told once each).
   */
  private async setLinks(editionId: number, load: () => Promise<unknown>, asked: LinksAsked, replace: (tx: CatalogueRepository, choices: ChoiceLink[] | undefined) => Promise<void>): Promise<void> {
    if (!(await load())) throw new NotFoundError();
    const choices = asked.choices && distinctChoices(asked.choices);
    await this.checkLinks(editionId, { ...asked, choices });
    await linking(() => this.repository.transaction((tx) => replace(tx, choices)));
  }

  /** Refuses links to rows the edition does not have (and values a field does not have). */
  private async checkLinks(editionId: number, links: LinksAsked): Promise<void> {
    const choices = links.choices ?? [];
    const asked: AskedIds = { customFields: choices.map((c) => c.customFieldId) };
    for (const [field, [kind]] of Object.entries(UNKNOWN_KEY) as [keyof typeof UNKNOWN_KEY, [keyof AskedIds, string]][]) asked[kind] = links[field];
    const known = await this.repository.known(editionId, asked);
    const errors: Record<string, FieldError | null> = {};
    for (const [field, [kind, key]] of Object.entries(UNKNOWN_KEY) as [keyof typeof UNKNOWN_KEY, [Exclude<keyof AskedIds, 'customFields'>, string]][]) {
      const unknown = unknownIds(links[field] ?? [], known[kind]);
      if (unknown.length) errors[field] = { key: `errors.ticketing.catalogue.${key}`, params: { ids: unknown.join(', ') } };
    }
    const bad = badChoices(choices, known.customFields);
    if (bad.length) errors.choices = { key: 'errors.ticketing.catalogue.unknownChoice', params: { value: bad[0]!.choiceValue } };
    check(errors);
  }

  private async create(kind: CatalogueKind, editionId: number, columns: Record<string, unknown>, then?: (tx: CatalogueRepository, id: number) => Promise<void>): Promise<number> {
    const id = await linking(() => this.repository.insertCapped(kind, editionId, columns, then));
    if (id === null) throw refused(409, 'catalogueFull', 'CATALOGUE_FULL', { max: CATALOGUE_MAX });
    return id;
  }

  // ── tiers ─────────────────────────────────────────────────────────────────────────────────────

  async tiers(editionId: number): Promise<TierDto[]> {
    return (await this.repository.tiers(editionId)).map(toTierDto);
  }

  private async tierDto(editionId: number, tierId: number): Promise<TierDto> {
    const [row] = await this.repository.tiers(editionId, tierId);
    if (!row) throw new NotFoundError();
    return toTierDto(row);
  }

  async createTier(editionId: number, dto: CreateTierDto): Promise<TierDto> {
    const next = { price: dto.price ?? 0, minAmount: dto.minAmount ?? null, maxAmount: dto.maxAmount ?? null };
    const validFrom = dateOf(dto.validFrom, null);
    const validUntil = dateOf(dto.validUntil, null);
    check({ ...amountErrors(next), validUntil: validityError(validFrom, validUntil) });
    const id = await this.create('tiers', editionId, {
      name: dto.name,
      custom_name: dto.customName || null,
      description: dto.description || null,
      price: next.price,
      min_amount: next.minAmount,
      max_amount: next.maxAmount,
      is_active: dto.isActive ?? true,
      count_as_participant: dto.countAsParticipant ?? true,
      valid_from: validFrom,
      valid_until: validUntil,
    });
    return this.tierDto(editionId, id);
  }

  async updateTier(editionId: number, tierId: number, dto: UpdateTierDto): Promise<TierDto> {
    const tier = await this.repository.tier(editionId, tierId);
    if (!tier) throw new NotFoundError();
    const current = { name: tier.name, price: tier.price, minAmount: tier.minAmount ?? null, maxAmount: tier.maxAmount ?? null };
    if (tier.externalId != null) {
      const changed = changedProviderFields(current, dto, TIER_PROVIDER_FIELDS);
      if (changed.length) throw refused(409, 'syncedTierReadOnly', 'SYNCED_READ_ONLY', { fields: changed });
    }
    const next = {
      price: dto.price ?? current.price,
      minAmount: dto.minAmount !== undefined ? dto.minAmount : current.minAmount,
      maxAmount: dto.maxAmount !== undefined ? dto.maxAmount : current.maxAmount,
    };
    const validFrom = dateOf(dto.validFrom, tier.validFrom);
    const validUntil = dateOf(dto.validUntil, tier.validUntil);
    check({ ...(tier.externalId == null ? amountErrors(next) : {}), validUntil: validityError(validFrom, validUntil) });
    if (dto.name !== undefined) tier.name = dto.name;
    if (dto.customName !== undefined) tier.customName = dto.customName || null;
    if (dto.description !== undefined) tier.description = dto.description || null;
    Object.assign(tier, next, { validFrom, validUntil });
    if (dto.isActive !== undefined) tier.isActive = dto.isActive;
    if (dto.countAsParticipant !== undefined) tier.countAsParticipant = dto.countAsParticipant;
    await this.repository.flush();
    return this.tierDto(editionId, tierId);
  }

  /** The tiers in the order given (the others after them): one statement. */
  async reorderTiers(editionId: number, ids: number[]): Promise<TierDto[]> {
    const known = await this.repository.known(editionId, { tiers: ids });
    const unknown = unknownIds(ids, known.tiers);
    if (unknown.length) check({ ids: { key: 'errors.ticketing.catalogue.unknownTier', params: { ids: unknown.join(', ') } } });
    await this.repository.reorderTiers(editionId, ids);
    return this.tiers(editionId);
  }

  async setTierLinks(editionId: number, tierId: number, dto: TierLinksDto): Promise<TierDto> {
    await this.setLinks(editionId, () => this.repository.tier(editionId, tierId), dto, async (tx) => {
      if (dto.quotaIds) await tx.replaceLinks(LINKS.tierQuotas, tierId, dto.quotaIds);
      if (dto.returnableItemIds) await tx.replaceLinks(LINKS.tierReturnables, tierId, dto.returnableItemIds);
      if (dto.mealIds) await this.meals.include('tier', tierId, dto.mealIds);
    });
    return this.tierDto(editionId, tierId);
  }

  /** A tier made here that no ticket points to; a synced or sold one answers 409 (deactivate it). */
  removeTier(editionId: number, tierId: number): Promise<void> {
    return this.removeUnsold('tiers', editionId, tierId, () => this.repository.tier(editionId, tierId));
  }

  // ── quotas ────────────────────────────────────────────────────────────────────────────────────

  private async withUsage(editionId: number, rows: QuotaRow[], all: boolean): Promise<QuotaDto[]> {
    const usage = await this.ticketing.quotaUsage(editionId, all ? undefined : rows.map((r) => r.id));
    const used = new Map(usage.map((u) => [u.quotaId, u.used]));
    return rows.map((r) => toQuotaDto(r, used.get(r.id) ?? 0));
  }

  async quotas(editionId: number): Promise<QuotaDto[]> {
    return this.withUsage(editionId, await this.repository.quotas(editionId), true);
  }

  private async quotaDto(editionId: number, quotaId: number): Promise<QuotaDto> {
    const rows = await this.repository.quotas(editionId, quotaId);
    if (!rows.length) throw new NotFoundError();
    return (await this.withUsage(editionId, rows, false))[0]!;
  }

  async createQuota(editionId: number, dto: CreateQuotaDto): Promise<QuotaDto> {
    const id = await this.create('quotas', editionId, { title: dto.title, description: dto.description || null, quantity: dto.quantity, position: dto.position });
    return this.quotaDto(editionId, id);
  }

  /** A quantity lowered below what is sold is kept: the answer's `over` says by how much (sales at the provider do not stop at our quotas anyway). */
  async updateQuota(editionId: number, quotaId: number, dto: UpdateQuotaDto): Promise<QuotaDto> {
    const quota = await this.repository.quota(editionId, quotaId);
    if (!quota) throw new NotFoundError();
    if (dto.title !== undefined) quota.title = dto.title;
    if (dto.description !== undefined) quota.description = dto.description || null;
    if (dto.quantity !== undefined) quota.quantity = dto.quantity;
    if (dto.position !== undefined) quota.position = dto.position;
    await this.repository.flush();
    return this.quotaDto(editionId, quotaId);
  }

  async setQuotaLinks(editionId: number, quotaId: number, dto: QuotaLinksDto): Promise<QuotaDto> {
    await this.setLinks(editionId, () => this.repository.quota(editionId, quotaId), dto, async (tx, choices) => {
      if (dto.tierIds) await tx.replaceLinks(LINKS.quotaTiers, quotaId, dto.tierIds);
      if (dto.optionIds) await tx.replaceLinks(LINKS.quotaOptions, quotaId, dto.optionIds);
      if (choices) await tx.replaceChoiceLinks(CHOICE_LINKS.quota, quotaId, choices);
    });
    return this.quotaDto(editionId, quotaId);
  }

  async removeQuota(editionId: number, quotaId: number): Promise<void> {
    if (!(await this.repository.deleteQuota(editionId, quotaId))) throw new NotFoundError();
  }

  // ── options ───────────────────────────────────────────────────────────────────────────────────

  async options(editionId: number): Promise<OptionDto[]> {
    return (await this.repository.options(editionId)).map(toOptionDto);
  }

  private async optionDto(editionId: number, optionId: number): Promise<OptionDto> {
    const [row] = await this.repository.options(editionId, optionId);
    if (!row) throw new NotFoundError();
    return toOptionDto(row);
  }

  async createOption(editionId: number, dto: CreateOptionDto): Promise<OptionDto> {
    const type = dto.type ?? 'Checkbox';
    const choices = dto.choices?.length ? dto.choices : null;
    check({ choices: valuesError(isChoiceListType(type), choices) });
    const id = await this.create('options', editionId, {
      name: dto.name,
      description: dto.description || null,
      type,
      is_required: dto.isRequired ?? false,
      choices,
      price: dto.price ?? 0,
      position: dto.position,
      is_active: dto.isActive ?? true,
    });
    return this.optionDto(editionId, id);
  }

  async updateOption(editionId: number, optionId: number, dto: UpdateOptionDto): Promise<OptionDto> {
    const option = await this.repository.option(editionId, optionId);
    if (!option) throw new NotFoundError();
    const change = { ...dto, ...(dto.choices !== undefined ? { choices: dto.choices?.length ? dto.choices : null } : {}) };
    if (option.externalId != null) {
      const current = { name: option.name, type: option.type ?? null, isRequired: option.isRequired, choices: option.choices ?? null, price: option.price };
      const changed = changedProviderFields(current, change, OPTION_PROVIDER_FIELDS);
      if (changed.length) throw refused(409, 'syncedOptionReadOnly', 'SYNCED_READ_ONLY', { fields: changed });
    } else {
      check({ choices: valuesError(isChoiceListType(change.type ?? option.type), change.choices !== undefined ? change.choices : option.choices) });
    }
    if (change.name !== undefined) option.name = change.name;
    if (change.description !== undefined) option.description = change.description || null;
    if (change.type !== undefined) option.type = change.type;
    if (change.isRequired !== undefined) option.isRequired = change.isRequired;
    if (change.choices !== undefined) option.choices = change.choices;
    if (change.price !== undefined) option.price = change.price;
    if (change.position !== undefined) option.position = change.position;
    if (change.isActive !== undefined) option.isActive = change.isActive;
    await this.repository.flush();
    return this.optionDto(editionId, optionId);
  }

  async setOptionLinks(editionId: number, optionId: number, dto: OptionLinksDto): Promise<OptionDto> {
    await this.setLinks(editionId, () => this.repository.option(editionId, optionId), dto, async (tx) => {
      if (dto.quotaIds) await tx.replaceLinks(LINKS.optionQuotas, optionId, dto.quotaIds);
      if (dto.returnableItemIds) await tx.replaceLinks(LINKS.optionReturnables, optionId, dto.returnableItemIds);
      if (dto.mealIds) await this.meals.include('option', optionId, dto.mealIds);
    });
    return this.optionDto(editionId, optionId);
  }

  /** An option made here that no ticket took; a synced or taken one answers 409 (deactivate it). */
  removeOption(editionId: number, optionId: number): Promise<void> {
    return this.removeUnsold('options', editionId, optionId, () => this.repository.option(editionId, optionId));
  }

  /**
   * Deletes a tier or an option made here that no ticket points to, in one statement (a ticket
   * written meanwhile makes it fail: 409); when nothing was deleted, says why: 404, or 409 synced or sold.
   */
  private async removeUnsold(kind: SoldKind, editionId: number, id: number, load: () => Promise<{ externalId?: string | null } | null>): Promise<void> {
    let deleted: boolean;
    try {
      deleted = await this.repository.deleteUnsold(kind, editionId, id);
    } catch (error) {
      if (isStillReferenced(error)) throw deletionRefused(kind, 'IN_USE');
      throw error;
    }
    if (deleted) return;
    const row = await load();
    if (!row) throw new NotFoundError();
    const why = deletionRefusal({ isSynced: row.externalId != null, inUse: await this.repository.isSold(kind, id) });
    throw why ? deletionRefused(kind, why) : new NotFoundError();
  }

  // ── custom fields ─────────────────────────────────────────────────────────────────────────────

  async customFields(editionId: number): Promise<CustomFieldDto[]> {
    return (await this.repository.customFields(editionId)).map(toCustomFieldDto);
  }

  private async customFieldDto(editionId: number, fieldId: number): Promise<CustomFieldDto> {
    const [row] = await this.repository.customFields(editionId, fieldId);
    if (!row) throw new NotFoundError();
    return toCustomFieldDto(row);
  }

  async createCustomField(editionId: number, dto: CreateCustomFieldDto): Promise<CustomFieldDto> {
    const values = dto.values?.length ? dto.values : null;
    check({ values: valuesError(isChoiceListType(dto.type), values) });
    if (dto.tierIds?.length) await this.checkLinks(editionId, { tierIds: dto.tierIds });
    const id = await this.create(
      'customFields',
      editionId,
      { label: dto.label, type: dto.type, is_required: dto.isRequired ?? false, values, is_active: dto.isActive ?? true, show_at_gate: dto.showAtGate ?? false },
      async (tx, fieldId) => {
        if (dto.tierIds?.length) await tx.replaceLinks(LINKS.fieldTiers, fieldId, dto.tierIds);
      },
    );
    return this.customFieldDto(editionId, id);
  }

  async updateCustomField(editionId: number, fieldId: number, dto: UpdateCustomFieldDto): Promise<CustomFieldDto> {
    const [row] = await this.repository.customFields(editionId, fieldId);
    if (!row) throw new NotFoundError();
    const change = { ...dto, tierIds: sortedIds(dto.tierIds), ...(dto.values !== undefined ? { values: dto.values?.length ? dto.values : null } : {}) };
    if (row.externalId !== null) {
      const changed = changedProviderFields({ label: row.label, type: row.type, isRequired: row.isRequired, values: row.values, tierIds: row.tierIds }, change, CUSTOM_FIELD_PROVIDER_FIELDS);
      if (changed.length) throw refused(409, 'syncedFieldReadOnly', 'SYNCED_READ_ONLY', { fields: changed });
    } else {
      const values = change.values !== undefined ? change.values : row.values;
      check({ values: valuesError(isChoiceListType(change.type ?? row.type), values) });
      if (change.tierIds?.length) await this.checkLinks(editionId, { tierIds: change.tierIds });
      const removed = removedLinkedValues(row.values, values, change.values !== undefined || change.type !== undefined ? await this.repository.linkedValues(fieldId) : []);
      if (removed.length) throw refused(409, 'choiceLinked', 'CHOICE_LINKED', { values: removed.join(', ') });
    }
    await linking(() =>
      this.repository.transaction(async (tx) => {
        const field = (await tx.customField(editionId, fieldId))!;
        if (change.label !== undefined) field.label = change.label;
        if (change.type !== undefined) field.type = change.type;
        if (change.isRequired !== undefined) field.isRequired = change.isRequired;
        if (change.values !== undefined) field.values = change.values;
        if (change.isActive !== undefined) field.isActive = change.isActive;
        if (change.showAtGate !== undefined) field.showAtGate = change.showAtGate;
        await tx.flush();
        if (change.tierIds && row.externalId === null) await tx.replaceLinks(LINKS.fieldTiers, fieldId, change.tierIds);
      }),
    );
    return this.customFieldDto(editionId, fieldId);
  }

  /** A field made here that no ticket answers (its links go with it); a synced or answered one answers 409. */
  async removeCustomField(editionId: number, fieldId: number): Promise<void> {
    const field = await this.repository.customField(editionId, fieldId);
    if (!field) throw new NotFoundError();
    const why = deletionRefusal({ isSynced: field.externalId != null, inUse: field.externalId == null && (await this.repository.customFieldAnswered(editionId, fieldId)) });
    if (why) throw deletionRefused('customFields', why);
    await this.repository.deleteCustomField(editionId, fieldId);
  }

  // ── returnable items ──────────────────────────────────────────────────────────────────────────

  async returnableItems(editionId: number): Promise<ReturnableItemDto[]> {
    return (await this.repository.returnableItems(editionId)).map(toReturnableItemDto);
  }

  private async returnableItemDto(editionId: number, itemId: number): Promise<ReturnableItemDto> {
    const [row] = await this.repository.returnableItems(editionId, itemId);
    if (!row) throw new NotFoundError();
    return toReturnableItemDto(row);
  }

  async createReturnableItem(editionId: number, dto: CreateReturnableItemDto): Promise<ReturnableItemDto> {
    return this.returnableItemDto(editionId, await this.create('returnableItems', editionId, { name: dto.name }));
  }

  async updateReturnableItem(editionId: number, itemId: number, dto: UpdateReturnableItemDto): Promise<ReturnableItemDto> {
    const item = await this.repository.returnableItem(editionId, itemId);
    if (!item) throw new NotFoundError();
    item.name = dto.name;
    await this.repository.flush();
    return this.returnableItemDto(editionId, itemId);
  }

  async setReturnableItemLinks(editionId: number, itemId: number, dto: ReturnableItemLinksDto): Promise<ReturnableItemDto> {
    await this.setLinks(editionId, () => this.repository.returnableItem(editionId, itemId), dto, async (tx, choices) => {
      if (dto.tierIds) await tx.replaceLinks(LINKS.returnableTiers, itemId, dto.tierIds);
      if (dto.optionIds) await tx.replaceLinks(LINKS.returnableOptions, itemId, dto.optionIds);
      if (choices) await tx.replaceChoiceLinks(CHOICE_LINKS.returnableItem, itemId, choices);
      if (dto.teamIds) await tx.replaceTeamLinks(editionId, TEAM_LINKS.itemTeams, itemId, dto.teamIds);
    });
    return this.returnableItemDto(editionId, itemId);
  }

  /** The item and every link to it (tiers, options, values, teams). */
  async removeReturnableItem(editionId: number, itemId: number): Promise<void> {
    if (!(await this.repository.deleteReturnableItem(editionId, itemId))) throw new NotFoundError();
  }

  // ── what volunteer teams receive ──────────────────────────────────────────────────────────────

  async teams(editionId: number): Promise<CatalogueTeamDto[]> {
    return (await this.repository.teams(editionId)).map(toCatalogueTeamDto);
  }

  async setTeamReturnableItems(editionId: number, dto: TeamReturnableItemsDto): Promise<CatalogueTeamDto> {
    const known = await this.repository.known(editionId, { teams: [dto.teamId], returnableItems: dto.returnableItemIds });
    const unknown = unknownIds(dto.returnableItemIds, known.returnableItems);
    check({
      teamId: known.teams.has(dto.teamId) ? null : { key: 'errors.ticketing.catalogue.unknownTeam', params: { ids: String(dto.teamId) } },
      returnableItemIds: unknown.length ? { key: 'errors.ticketing.catalogue.unknownReturnableItem', params: { ids: unknown.join(', ') } } : null,
    });
    await linking(() => this.repository.replaceTeamLinks(editionId, TEAM_LINKS.teamItems, dto.teamId, dto.returnableItemIds));
    const [team] = await this.repository.teams(editionId, dto.teamId);
    if (!team) throw new NotFoundError();
    return toCatalogueTeamDto(team);
  }
}
