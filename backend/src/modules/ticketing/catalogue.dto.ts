import { ApiProperty, ApiPropertyOptional, PartialType, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { Flag, Id, IfGiven, MAX_ID, Money, MONEY_MAX_CENTS, OptionalDateTime, OptionalText, stacked, Text, WholeNumber } from '../../core/validation/fields';
import { msg } from '../../core/validation/validation';
import { MealChoiceDto } from '../meals/ticket-meals.dto';
import { CATALOGUE_MAX, CUSTOM_FIELD_TYPES, OPTION_TYPES, quotaCount, type CustomFieldType, type OptionType } from './catalogue-rules';
import type { CustomFieldRow, OptionRow, QuotaRow, ReturnableItemRow, TeamRow, TierRow } from './catalogue.repository';

/** The largest quota: far above any festival. */
export const QUOTA_MAX = 1_000_000;
/** The largest position a row may be given. */
const POSITION_MAX = 100_000;
/** Choices of a list (custom field values, option choices): how many, how long. */
const VALUES_MAX = 100;
const VALUE_LENGTH = 250;

/** A list of ids of rows of ours, each once (at most `max`); `required`, else it may be left out. */
function Ids(description?: string, { max = CATALOGUE_MAX, required = false } = {}): PropertyDecorator {
  const doc: ApiPropertyOptions = { type: [Number], maxItems: max, description };
  return stacked(
    required ? ApiProperty(doc) : ApiPropertyOptional(doc),
    ...(required ? [] : [IfGiven()]),
    IsArray(msg('validation.isObject')),
    ArrayMaxSize(max, msg('errors.ticketing.catalogue.tooMany')),
    ArrayUnique(msg('errors.ticketing.catalogue.duplicateIds')),
    IsInt({ each: true, ...msg('validation.isInt') }),
    Min(1, { each: true, ...msg('validation.min') }),
    Max(MAX_ID, { each: true, ...msg('validation.max') }),
  );
}

/** The choices of a list: each trimmed, 1 to 250 characters, told once; null or [] for none. */
function Values(description: string): PropertyDecorator {
  return stacked(
    ApiPropertyOptional({ type: 'array', items: { type: 'string', minLength: 1, maxLength: VALUE_LENGTH }, nullable: true, maxItems: VALUES_MAX, description }),
    IsOptional(),
    Transform(({ value }: { value: unknown }) => (Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim() : v)) : value)),
    ValidateIf((_, v) => v !== null),
    IsArray(msg('validation.isObject')),
    ArrayMaxSize(VALUES_MAX, msg('errors.ticketing.catalogue.tooMany')),
    IsString({ each: true }),
    IsNotEmpty({ each: true, ...msg('validation.isNotEmpty') }),
    MaxLength(VALUE_LENGTH, { each: true, ...msg('validation.maxLength') }),
    ArrayUnique(msg('errors.ticketing.catalogue.duplicateValue')),
  );
}

/** A price in cents (0 … MONEY_MAX_CENTS); may be left out (0 when made), not null. */
function Price(): PropertyDecorator {
  return stacked(
    ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: MONEY_MAX_CENTS, description: 'Cents (default 0)' }),
    IfGiven(),
    IsInt(msg('validation.isInt')),
    Min(0, msg('validation.min')),
    Max(MONEY_MAX_CENTS, msg('validation.max')),
  );
}

/** A position in a list (0 first). */
function Position(): PropertyDecorator {
  return stacked(
    ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: POSITION_MAX, description: 'Default: after the others' }),
    IfGiven(),
    IsInt(msg('validation.isInt')),
    Min(0, msg('validation.min')),
    Max(POSITION_MAX, msg('validation.max')),
  );
}

// ── links ───────────────────────────────────────────────────────────────────────────────────────

/** A value of a custom field of the edition (the answer that links an item). */
export class ChoiceLinkDto {
  @Id() customFieldId!: number;
  @(stacked(ApiProperty({ maxLength: VALUE_LENGTH, description: 'One of the field’s values' }), IsString(), IsNotEmpty(msg('validation.isNotEmpty')), MaxLength(VALUE_LENGTH, msg('validation.maxLength'))))
  choiceValue!: string;
}

function Choices(description: string): PropertyDecorator {
  return stacked(
    ApiPropertyOptional({ type: [ChoiceLinkDto], maxItems: 500, description }),
    IfGiven(),
    IsArray(msg('validation.isObject')),
    ArrayMaxSize(500, msg('errors.ticketing.catalogue.tooMany')),
    ValidateNested({ each: true }),
    Type(() => ChoiceLinkDto),
  );
}

/** The links of a tier: each list given replaces that kind of link; a list left out is kept. */
export class TierLinksDto {
  @Ids('Quotas its valid tickets count against') quotaIds?: number[];
  @Ids('Returnable items its ticket holders receive') returnableItemIds?: number[];
  @Ids('Meals of the edition its tickets include') mealIds?: number[];
}

/** The links of an option (each list given replaces that kind of link). */
export class OptionLinksDto {
  @Ids('Quotas the tickets taking it count against') quotaIds?: number[];
  @Ids('Returnable items the tickets taking it receive') returnableItemIds?: number[];
  @Ids('Meals of the edition the tickets taking it include') mealIds?: number[];
}

/** What counts against a quota (each list given replaces that kind of link). */
export class QuotaLinksDto {
  @Ids('Tiers') tierIds?: number[];
  @Ids('Options') optionIds?: number[];
  @Choices('Custom field values') choices?: ChoiceLinkDto[];
}

/** Who receives a returnable item (each list given replaces that kind of link). */
export class ReturnableItemLinksDto {
  @Ids('Tiers') tierIds?: number[];
  @Ids('Options') optionIds?: number[];
  @Choices('Custom field values') choices?: ChoiceLinkDto[];
  @Ids('Volunteer teams of the edition (what a volunteer of the team receives at the gate)') teamIds?: number[];
}

/** The returnable items a volunteer team receives, replacing the previous ones. */
export class TeamReturnableItemsDto {
  @Id({ description: 'A volunteer team of the edition' }) teamId!: number;
  @Ids(undefined, { required: true }) returnableItemIds!: number[];
}

// ── tiers ───────────────────────────────────────────────────────────────────────────────────────

/** A tier made here. Amounts in cents; pay what you want: minAmount ≤ price ≤ maxAmount when given. */
export class CreateTierDto {
  @Text(250) name!: string;
  @OptionalText(250, 'The name shown here instead of the provider’s') customName?: string | null;
  @OptionalText(5000) description?: string | null;
  @Price() price?: number;
  @Money({ optional: true, description: 'Pay what you want: the least one may pay, in cents' }) minAmount?: number | null;
  @Money({ optional: true, description: 'Pay what you want: the most one may pay, in cents' }) maxAmount?: number | null;
  @Flag('Sold (default true)') isActive?: boolean;
  @Flag('Its holders count as participants (default true)') countAsParticipant?: boolean;
  @OptionalDateTime('Valid at the gate from') validFrom?: string | null;
  @OptionalDateTime('Valid at the gate until (after validFrom)') validUntil?: string | null;
}

/** On a synced tier, only the organiser's fields: customName, description, isActive, countAsParticipant, the validity window (name, price, minAmount, maxAmount are the provider's: 409 SYNCED_READ_ONLY when changed). */
export class UpdateTierDto extends PartialType(CreateTierDto, { skipNullProperties: false }) {}

export class TierOrderDto {
  @Ids('Tier ids of the edition in their new order (those left out follow, in their order)', { max: 1000, required: true }) ids!: number[];
}

export class TierDto {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'Synced from the provider: its name, price and amounts are read-only, it is never deleted here' }) isSynced!: boolean;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) customName!: string | null;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ description: 'Cents' }) price!: number;
  @ApiProperty({ type: Number, nullable: true }) minAmount!: number | null;
  @ApiProperty({ type: Number, nullable: true }) maxAmount!: number | null;
  @ApiProperty() isActive!: boolean;
  @ApiProperty() position!: number;
  @ApiProperty() countAsParticipant!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) validFrom!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) validUntil!: string | null;
  @ApiProperty({ description: 'Valid tickets of the tier' }) sold!: number;
  @ApiProperty({ type: [Number] }) quotaIds!: number[];
  @ApiProperty({ type: [Number] }) returnableItemIds!: number[];
  @ApiProperty({ type: [Number], description: 'Custom fields its ticket holders answer' }) customFieldIds!: number[];
  @ApiProperty({ type: [Number], description: 'Meals its tickets include' }) mealIds!: number[];
}

export class TierListDto {
  @ApiProperty({ type: [TierDto], description: 'By position' }) items!: TierDto[];
}

// ── quotas ──────────────────────────────────────────────────────────────────────────────────────

export class CreateQuotaDto {
  @Text(200) title!: string;
  @OptionalText(5000) description?: string | null;
  @WholeNumber(0, QUOTA_MAX) quantity!: number;
  @Position() position?: number;
}

/** A quantity may be lowered below what is already sold: the answer then says by how much the quota is over. */
export class UpdateQuotaDto extends PartialType(CreateQuotaDto, { skipNullProperties: false }) {}

export class QuotaDto {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty() quantity!: number;
  @ApiProperty() position!: number;
  @ApiProperty({ description: 'Valid tickets counted against it (through its tiers, options and custom field values; each once)' }) used!: number;
  @ApiProperty({ description: 'quantity − used, at least 0' }) remaining!: number;
  @ApiProperty({ description: 'used − quantity when more are sold than the quantity, else 0' }) over!: number;
  @ApiProperty({ type: [Number] }) tierIds!: number[];
  @ApiProperty({ type: [Number] }) optionIds!: number[];
  @ApiProperty({ type: [ChoiceLinkDto] }) choices!: ChoiceLinkDto[];
}

export class QuotaListDto {
  @ApiProperty({ type: [QuotaDto], description: 'By position' }) items!: QuotaDto[];
}

// ── options ─────────────────────────────────────────────────────────────────────────────────────

export class CreateOptionDto {
  @Text(250) name!: string;
  @OptionalText(5000) description?: string | null;
  @ApiPropertyOptional({ enum: OPTION_TYPES, enumName: 'TicketingOptionType', description: 'Checkbox by default; ChoiceList: with choices' })
  @IfGiven()
  @IsIn(OPTION_TYPES, msg('validation.isIn'))
  type?: OptionType;
  @Flag() isRequired?: boolean;
  @Values('The choices of a ChoiceList option') choices?: string[] | null;
  @Price() price?: number;
  @Position() position?: number;
  @Flag('Offered (default true)') isActive?: boolean;
}

/** On a synced option, only description, position and isActive (name, type, isRequired, choices, price: 409 SYNCED_READ_ONLY when changed). */
export class UpdateOptionDto extends PartialType(CreateOptionDto, { skipNullProperties: false }) {}

export class OptionDto {
  @ApiProperty() id!: number;
  @ApiProperty() isSynced!: boolean;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Checkbox, ChoiceList, or the provider’s kind' }) type!: string | null;
  @ApiProperty() isRequired!: boolean;
  @ApiProperty({ type: [String], nullable: true }) choices!: string[] | null;
  @ApiProperty({ description: 'Cents' }) price!: number;
  @ApiProperty() position!: number;
  @ApiProperty() isActive!: boolean;
  @ApiProperty({ description: 'Valid tickets that took it' }) sold!: number;
  @ApiProperty({ type: [Number] }) quotaIds!: number[];
  @ApiProperty({ type: [Number] }) returnableItemIds!: number[];
  @ApiProperty({ type: [Number], description: 'Meals the tickets taking it include' }) mealIds!: number[];
}

export class OptionListDto {
  @ApiProperty({ type: [OptionDto], description: 'By position' }) items!: OptionDto[];
}

// ── custom fields ───────────────────────────────────────────────────────────────────────────────

export class CreateCustomFieldDto {
  @Text(250) label!: string;
  @ApiProperty({ enum: CUSTOM_FIELD_TYPES, enumName: 'TicketingCustomFieldType' })
  @IsIn(CUSTOM_FIELD_TYPES, msg('validation.isIn'))
  type!: CustomFieldType;
  @Flag() isRequired?: boolean;
  @Values('The values of a ChoiceList (required for it, refused for the other types)') values?: string[] | null;
  @Ids('Tiers whose ticket holders answer it') tierIds?: number[];
  @Flag('Asked (default true)') isActive?: boolean;
  @Flag('Its answer is shown at the gate (default false)') showAtGate?: boolean;
}

/** On a synced field, only isActive and showAtGate (label, type, isRequired, values and its tiers are the provider's). A value linked to a quota or a returnable item cannot be removed (409 CHOICE_LINKED). */
export class UpdateCustomFieldDto extends PartialType(CreateCustomFieldDto, { skipNullProperties: false }) {}

export class CustomFieldDto {
  @ApiProperty() id!: number;
  @ApiProperty() isSynced!: boolean;
  @ApiProperty() label!: string;
  @ApiProperty({ description: 'TextInput, ChoiceList, YesNo, Number, Date, or the provider’s type' }) type!: string;
  @ApiProperty() isRequired!: boolean;
  @ApiProperty({ type: [String], nullable: true }) values!: string[] | null;
  @ApiProperty() isActive!: boolean;
  @ApiProperty({ description: 'Its answer is shown at the gate' }) showAtGate!: boolean;
  @ApiProperty({ type: [Number] }) tierIds!: number[];
}

export class CustomFieldListDto {
  @ApiProperty({ type: [CustomFieldDto], description: 'By label' }) items!: CustomFieldDto[];
}

// ── returnable items ────────────────────────────────────────────────────────────────────────────

export class CreateReturnableItemDto {
  @Text(100) name!: string;
}

export class UpdateReturnableItemDto extends CreateReturnableItemDto {}

export class ReturnableItemDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ type: [Number] }) tierIds!: number[];
  @ApiProperty({ type: [Number] }) optionIds!: number[];
  @ApiProperty({ type: [ChoiceLinkDto] }) choices!: ChoiceLinkDto[];
  @ApiProperty({ type: [Number], description: 'Volunteer teams whose volunteers receive it' }) teamIds!: number[];
}

export class ReturnableItemListDto {
  @ApiProperty({ type: [ReturnableItemDto], description: 'By name' }) items!: ReturnableItemDto[];
}

/** A volunteer team of the edition and what its volunteers receive at the gate. */
export class CatalogueTeamDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() color!: string;
  @ApiProperty({ type: [Number] }) returnableItemIds!: number[];
}

export class CatalogueTeamListDto {
  @ApiProperty({ type: [CatalogueTeamDto], description: 'By name' }) items!: CatalogueTeamDto[];
}

/** Everything the catalogue page shows, in one answer. */
export class CatalogueDto {
  @ApiProperty({ type: [TierDto], description: 'By position' }) tiers!: TierDto[];
  @ApiProperty({ type: [QuotaDto], description: 'By position, with their live counts' }) quotas!: QuotaDto[];
  @ApiProperty({ type: [OptionDto], description: 'By position' }) options!: OptionDto[];
  @ApiProperty({ type: [CustomFieldDto], description: 'By label' }) customFields!: CustomFieldDto[];
  @ApiProperty({ type: [ReturnableItemDto], description: 'By name' }) returnableItems!: ReturnableItemDto[];
  @ApiProperty({ type: [CatalogueTeamDto], description: 'The edition’s volunteer teams, by name' }) teams!: CatalogueTeamDto[];
  @ApiProperty({ type: [MealChoiceDto], description: 'The edition’s meals a tier or an option may include, by day (none: meals are off)' }) meals!: MealChoiceDto[];
}

// ── mappers: one per shape, from the repository's rows ──────────────────────────────────────────

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function toTierDto(r: TierRow): TierDto {
  return {
    id: r.id,
    isSynced: r.externalId !== null,
    name: r.name,
    customName: r.customName,
    description: r.description,
    price: r.price,
    minAmount: r.minAmount,
    maxAmount: r.maxAmount,
    isActive: r.isActive,
    position: r.position,
    countAsParticipant: r.countAsParticipant,
    validFrom: iso(r.validFrom),
    validUntil: iso(r.validUntil),
    sold: r.sold,
    quotaIds: r.quotaIds,
    returnableItemIds: r.returnableItemIds,
    customFieldIds: r.customFieldIds,
    mealIds: r.mealIds,
  };
}

export function toQuotaDto(r: QuotaRow, used: number): QuotaDto {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    quantity: r.quantity,
    position: r.position,
    ...quotaCount(r.quantity, used),
    tierIds: r.tierIds,
    optionIds: r.optionIds,
    choices: r.choices,
  };
}

export function toOptionDto(r: OptionRow): OptionDto {
  return {
    id: r.id,
    isSynced: r.externalId !== null,
    name: r.name,
    description: r.description,
    type: r.type,
    isRequired: r.isRequired,
    choices: r.choices,
    price: r.price,
    position: r.position,
    isActive: r.isActive,
    sold: r.sold,
    quotaIds: r.quotaIds,
    returnableItemIds: r.returnableItemIds,
    mealIds: r.mealIds,
  };
}

export function toCustomFieldDto(r: CustomFieldRow): CustomFieldDto {
  return { id: r.id, isSynced: r.externalId !== null, label: r.label, type: r.type, isRequired: r.isRequired, values: r.values, isActive: r.isActive, showAtGate: r.showAtGate, tierIds: r.tierIds };
}

export function toReturnableItemDto(r: ReturnableItemRow): ReturnableItemDto {
  return { id: r.id, name: r.name, tierIds: r.tierIds, optionIds: r.optionIds, choices: r.choices, teamIds: r.teamIds };
}

export function toCatalogueTeamDto(r: TeamRow): CatalogueTeamDto {
  return { id: r.id, name: r.name, color: r.color, returnableItemIds: r.returnableItemIds };
}
