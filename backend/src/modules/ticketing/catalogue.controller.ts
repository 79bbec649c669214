import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { pathId } from '../../core/validation/path-id';
import { CurrentEdition, EditionAccess } from '../access/access.decorators';
import type { EditionAccess as EditionAnswer } from '../access/access.service';
import {
  CatalogueDto,
  CatalogueTeamDto,
  CatalogueTeamListDto,
  CreateCustomFieldDto,
  CreateOptionDto,
  CreateQuotaDto,
  CreateReturnableItemDto,
  CreateTierDto,
  CustomFieldDto,
  CustomFieldListDto,
  OptionDto,
  OptionLinksDto,
  OptionListDto,
  QuotaDto,
  QuotaLinksDto,
  QuotaListDto,
  ReturnableItemDto,
  ReturnableItemLinksDto,
  ReturnableItemListDto,
  TeamReturnableItemsDto,
  TierDto,
  TierLinksDto,
  TierListDto,
  TierOrderDto,
  UpdateCustomFieldDto,
  UpdateOptionDto,
  UpdateQuotaDto,
  UpdateReturnableItemDto,
  UpdateTierDto,
} from './catalogue.dto';
import { CatalogueService } from './catalogue.service';

const SYNCED = 'SYNCED_READ_ONLY: a provider’s field of a synced row sent with another value (details.fields names them)';

/**
 * The catalogue of an edition's tickets, for those who manage its ticketing: tiers, quotas (with
 * their live counts), options, custom fields, returnable items, their links, and what volunteer
 * teams receive at the gate. Every list is ordered and bounded; every link stays within the edition.
 */
@ApiTags('ticketing')
@Controller('editions/:id/ticketing')
export class CatalogueController {
  constructor(private readonly catalogue: CatalogueService) {}

  /** Everything the catalogue page shows, in one answer. */
  @Get('catalogue')
  @EditionAccess('manageTicketing')
  @ApiOkResponse({ type: CatalogueDto })
  summary(@CurrentEdition() access: EditionAnswer): Promise<CatalogueDto> {
    return this.catalogue.catalogue(access.edition.id);
  }

  // ── tiers ─────────────────────────────────────────────────────────────────────────────────────

  @Get('tiers')
  @EditionAccess('manageTicketing')
  @ApiOkResponse({ type: TierListDto })
  async tiers(@CurrentEdition() access: EditionAnswer): Promise<TierListDto> {
    return { items: await this.catalogue.tiers(access.edition.id) };
  }

  @Post('tiers')
  @EditionAccess('manageTicketing')
  @ApiCreatedResponse({ type: TierDto })
  @ApiConflictResponse({ description: 'CATALOGUE_FULL' })
  createTier(@CurrentEdition() access: EditionAnswer, @Body() dto: CreateTierDto): Promise<TierDto> {
    return this.catalogue.createTier(access.edition.id, dto);
  }

  @Put('tiers/order')
  @EditionAccess('manageTicketing')
  @ApiOkResponse({ type: TierListDto })
  async reorderTiers(@CurrentEdition() access: EditionAnswer, @Body() dto: TierOrderDto): Promise<TierListDto> {
    return { items: await this.catalogue.reorderTiers(access.edition.id, dto.ids) };
  }

  @Patch('tiers/:tierId')
  @EditionAccess('manageTicketing')
  @ApiOkResponse({ type: TierDto })
  @ApiConflictResponse({ description: SYNCED })
  updateTier(@CurrentEdition() access: EditionAnswer, @Param('tierId', pathId) tierId: number, @Body() dto: UpdateTierDto): Promise<TierDto> {
    return this.catalogue.updateTier(access.edition.id, tierId, dto);
  }

  @Put('tiers/:tierId/links')
  @EditionAccess('manageTicketing')
  @ApiOkResponse({ type: TierDto })
  @ApiBadRequestResponse({ description: 'A quota or returnable item of another edition, or unknown' })
  setTierLinks(@CurrentEdition() access: EditionAnswer, @Param('tierId', pathId) tierId: number, @Body() dto: TierLinksDto): Promise<TierDto> {
    return this.catalogue.setTierLinks(access.edition.id, tierId, dto);
  }

  @Delete('tiers/:tierId')
  @HttpCode(204)
  @EditionAccess('manageTicketing')
  @ApiNoContentResponse()
  @ApiConflictResponse({ description: 'TIER_SYNCED (never deleted here: deactivate it), TIER_IN_USE (tickets point to it: deactivate it)' })
  removeTier(@CurrentEdition() access: EditionAnswer, @Param('tierId', pathId) tierId: number): Promise<void> {
    return this.catalogue.removeTier(access.edition.id, tierId);
  }

  // ── quotas ────────────────────────────────────────────────────────────────────────────────────

  @Get('quotas')
  @EditionAccess('manageTicketing')
  @ApiOkResponse({ type: QuotaListDto })
  async quotas(@CurrentEdition() access: EditionAnswer): Promise<QuotaListDto> {
    return { items: await this.catalogue.quotas(access.edition.id) };
  }

  @Post('quotas')
  @EditionAccess('manageTicketing')
  @ApiCreatedResponse({ type: QuotaDto })
  @ApiConflictResponse({ description: 'CATALOGUE_FULL' })
  createQuota(@CurrentEdition() access: EditionAnswer, @Body() dto: CreateQuotaDto): Promise<QuotaDto> {
    return this.catalogue.createQuota(access.edition.id, dto);
  }

  @Patch('quotas/:quotaId')
  @EditionAccess('manageTicketing')
  @ApiOkResponse({ type: QuotaDto, description: 'A quantity below what is sold is kept; `over` says by how much' })
  updateQuota(@CurrentEdition() access: EditionAnswer, @Param('quotaId', pathId) quotaId: number, @Body() dto: UpdateQuotaDto): Promise<QuotaDto> {
    return this.catalogue.updateQuota(access.edition.id, quotaId, dto);
  }

  @Put('quotas/:quotaId/links')
  @EditionAccess('manageTicketing')
  @ApiOkResponse({ type: QuotaDto })
  @ApiBadRequestResponse({ description: 'A tier, option or custom field of another edition, or a value the field does not have' })
  setQuotaLinks(@CurrentEdition() access: EditionAnswer, @Param('quotaId', pathId) quotaId: number, @Body() dto: QuotaLinksDto): Promise<QuotaDto> {
    return this.catalogue.setQuotaLinks(access.edition.id, quotaId, dto);
  }

  @Delete('quotas/:quotaId')
  @HttpCode(204)
  @EditionAccess('manageTicketing')
  @ApiNoContentResponse()
  removeQuota(@CurrentEdition() access: EditionAnswer, @Param('quotaId', pathId) quotaId: number): Promise<void> {
    return this.catalogue.removeQuota(access.edition.id, quotaId);
  }

  // ── options ───────────────────────────────────────────────────────────────────────────────────

  @Get('options')
  @EditionAccess('manageTicketing')
  @ApiOkResponse({ type: OptionListDto })
  async options(@CurrentEdition() access: EditionAnswer): Promise<OptionListDto> {
    return { items: await this.catalogue.options(access.edition.id) };
  }

  @Post('options')
  @EditionAccess('manageTicketing')
  @ApiCreatedResponse({ type: OptionDto })
  @ApiConflictResponse({ description: 'CATALOGUE_FULL' })
  createOption(@CurrentEdition() access: EditionAnswer, @Body() dto: CreateOptionDto): Promise<OptionDto> {
    return this.catalogue.createOption(access.edition.id, dto);
  }

  @Patch('options/:optionId')
  @EditionAccess('manageTicketing')
  @ApiOkResponse({ type: OptionDto })
  @ApiConflictResponse({ description: SYNCED })
  updateOption(@CurrentEdition() access: EditionAnswer, @Param('optionId', pathId) optionId: number, @Body() dto: UpdateOptionDto): Promise<OptionDto> {
    return this.catalogue.updateOption(access.edition.id, optionId, dto);
  }

  @Put('options/:optionId/links')
  @EditionAccess('manageTicketing')
  @ApiOkResponse({ type: OptionDto })
  setOptionLinks(@CurrentEdition() access: EditionAnswer, @Param('optionId', pathId) optionId: number, @Body() dto: OptionLinksDto): Promise<OptionDto> {
    return this.catalogue.setOptionLinks(access.edition.id, optionId, dto);
  }

  @Delete('options/:optionId')
  @HttpCode(204)
  @EditionAccess('manageTicketing')
  @ApiNoContentResponse()
  @ApiConflictResponse({ description: 'OPTION_SYNCED, OPTION_IN_USE (deactivate it)' })
  removeOption(@CurrentEdition() access: EditionAnswer, @Param('optionId', pathId) optionId: number): Promise<void> {
    return this.catalogue.removeOption(access.edition.id, optionId);
  }

  // ── custom fields ─────────────────────────────────────────────────────────────────────────────

  @Get('custom-fields')
  @EditionAccess('manageTicketing')
  @ApiOkResponse({ type: CustomFieldListDto })
  async customFields(@CurrentEdition() access: EditionAnswer): Promise<CustomFieldListDto> {
    return { items: await this.catalogue.customFields(access.edition.id) };
  }

  @Post('custom-fields')
  @EditionAccess('manageTicketing')
  @ApiCreatedResponse({ type: CustomFieldDto })
  @ApiConflictResponse({ description: 'CATALOGUE_FULL' })
  createCustomField(@CurrentEdition() access: EditionAnswer, @Body() dto: CreateCustomFieldDto): Promise<CustomFieldDto> {
    return this.catalogue.createCustomField(access.edition.id, dto);
  }

  @Patch('custom-fields/:fieldId')
  @EditionAccess('manageTicketing')
  @ApiOkResponse({ type: CustomFieldDto })
  @ApiConflictResponse({ description: `${SYNCED}; CHOICE_LINKED: a value removed while quotas or returnable items are linked to it` })
  updateCustomField(@CurrentEdition() access: EditionAnswer, @Param('fieldId', pathId) fieldId: number, @Body() dto: UpdateCustomFieldDto): Promise<CustomFieldDto> {
    return this.catalogue.updateCustomField(access.edition.id, fieldId, dto);
  }

  @Delete('custom-fields/:fieldId')
  @HttpCode(204)
  @EditionAccess('manageTicketing')
  @ApiNoContentResponse()
  @ApiConflictResponse({ description: 'CUSTOM_FIELD_SYNCED, CUSTOM_FIELD_IN_USE (tickets answer it: deactivate it)' })
  removeCustomField(@CurrentEdition() access: EditionAnswer, @Param('fieldId', pathId) fieldId: number): Promise<void> {
    return this.catalogue.removeCustomField(access.edition.id, fieldId);
  }

  // ── returnable items ──────────────────────────────────────────────────────────────────────────

  @Get('returnable-items')
  @EditionAccess('manageTicketing')
  @ApiOkResponse({ type: ReturnableItemListDto })
  async returnableItems(@CurrentEdition() access: EditionAnswer): Promise<ReturnableItemListDto> {
    return { items: await this.catalogue.returnableItems(access.edition.id) };
  }

  @Post('returnable-items')
  @EditionAccess('manageTicketing')
  @ApiCreatedResponse({ type: ReturnableItemDto })
  @ApiConflictResponse({ description: 'CATALOGUE_FULL' })
  createReturnableItem(@CurrentEdition() access: EditionAnswer, @Body() dto: CreateReturnableItemDto): Promise<ReturnableItemDto> {
    return this.catalogue.createReturnableItem(access.edition.id, dto);
  }

  @Patch('returnable-items/:itemId')
  @EditionAccess('manageTicketing')
  @ApiOkResponse({ type: ReturnableItemDto })
  updateReturnableItem(@CurrentEdition() access: EditionAnswer, @Param('itemId', pathId) itemId: number, @Body() dto: UpdateReturnableItemDto): Promise<ReturnableItemDto> {
    return this.catalogue.updateReturnableItem(access.edition.id, itemId, dto);
  }

  @Put('returnable-items/:itemId/links')
  @EditionAccess('manageTicketing')
  @ApiOkResponse({ type: ReturnableItemDto })
  @ApiBadRequestResponse({ description: 'A tier, option, custom field or volunteer team of another edition, or a value the field does not have' })
  setReturnableItemLinks(@CurrentEdition() access: EditionAnswer, @Param('itemId', pathId) itemId: number, @Body() dto: ReturnableItemLinksDto): Promise<ReturnableItemDto> {
    return this.catalogue.setReturnableItemLinks(access.edition.id, itemId, dto);
  }

  /** The item and all its links. */
  @Delete('returnable-items/:itemId')
  @HttpCode(204)
  @EditionAccess('manageTicketing')
  @ApiNoContentResponse()
  removeReturnableItem(@CurrentEdition() access: EditionAnswer, @Param('itemId', pathId) itemId: number): Promise<void> {
    return this.catalogue.removeReturnableItem(access.edition.id, itemId);
  }

  // ── what volunteer teams receive at the gate ──────────────────────────────────────────────────

  @Get('volunteer-returnable-items')
  @EditionAccess('manageTicketing')
  @ApiOkResponse({ type: CatalogueTeamListDto })
  async teams(@CurrentEdition() access: EditionAnswer): Promise<CatalogueTeamListDto> {
    return { items: await this.catalogue.teams(access.edition.id) };
  }

  @Put('volunteer-returnable-items')
  @EditionAccess('manageTicketing')
  @ApiOkResponse({ type: CatalogueTeamDto })
  @ApiBadRequestResponse({ description: 'A team or returnable item of another edition, or unknown' })
  setTeamReturnableItems(@CurrentEdition() access: EditionAnswer, @Body() dto: TeamReturnableItemsDto): Promise<CatalogueTeamDto> {
    return this.catalogue.setTeamReturnableItems(access.edition.id, dto);
  }
}
