import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { NotFoundError } from '../../core/errors/app-errors';
import { RequestLanguage } from '../../core/i18n/server-i18n';
import { pathIdOr } from '../../core/validation/path-id';
import { CurrentEdition, CurrentUser, EditionAccess } from '../access/access.decorators';
import type { EditionAccess as EditionAnswer } from '../access/access.service';
import type { User } from '../users/user.entity';
import { csvFileName } from './orders-rules';
import { AttendeeFilterQuery, CreateOnSiteOrderDto, OrderDetailDto, OrderFilterQuery, OrderListDto, OrderListQuery, TicketingSummaryDto } from './orders.dto';
import { OrdersService } from './orders.service';

/** An order id of the path (else 404, like an unknown order). */
const orderId = pathIdOr(() => new NotFoundError('errors.ticketing.orders.notFound', { code: 'ORDER_NOT_FOUND' }));

/**
 * Sends CSV chunks as they come (backpressure and a client leaving handled by the pipeline). The
 * first chunk is awaited before any header is sent, so that a failure reading the first page is
 * still an error answer; a later one cuts the download short.
 */
async function sendCsv(res: Response, fileName: string, chunks: AsyncGenerator<string>): Promise<void> {
  const first = await chunks.next();
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  async function* all(): AsyncGenerator<string> {
    if (!first.done) yield first.value;
    yield* chunks;
  }
  await pipeline(Readable.from(all()), res);
}

/**
 * The orders of an edition, for its ticketing managers: the searchable list and one order with its
 * tickets, orders taken on site, cancelling them, the CSV exports and the counts per tier and quota.
 * A refused action is a 409 with a code (QUOTA_FULL, TIER_NOT_ON_SALE, TIER_INACTIVE, SYNCED_ORDER, ALREADY_CANCELLED).
 */
@ApiTags('ticketing')
@Controller('editions/:id/ticketing')
export class OrdersGestionController {
  constructor(private readonly orders: OrdersService) {}

  @Get('orders')
  @EditionAccess('manageTicketing')
  @ApiOkResponse({ type: OrderListDto })
  list(@CurrentEdition() access: EditionAnswer, @Query() query: OrderListQuery): Promise<OrderListDto> {
    return this.orders.list(access.edition.id, query);
  }

  /** One line per order matching the filters (the list's), for spreadsheets. */
  @Get('orders.csv')
  @EditionAccess('manageTicketing')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV, UTF-8 with BOM', schema: { type: 'string' } })
  async ordersCsv(@CurrentEdition() access: EditionAnswer, @Query() query: OrderFilterQuery, @RequestLanguage() lng: string, @Res() res: Response): Promise<void> {
    await sendCsv(res, csvFileName('orders', access.edition.name), this.orders.ordersCsv(access.edition.id, query, lng));
  }

  /** One line per valid ticket: the attendee, tier, options, answers, QR code, validated at the gate. */
  @Get('attendees.csv')
  @EditionAccess('manageTicketing')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV, UTF-8 with BOM', schema: { type: 'string' } })
  async attendeesCsv(@CurrentEdition() access: EditionAnswer, @Query() query: AttendeeFilterQuery, @RequestLanguage() lng: string, @Res() res: Response): Promise<void> {
    await sendCsv(res, csvFileName('attendees', access.edition.name), this.orders.attendeesCsv(access.edition.id, query, lng));
  }

  /** An order taken at the desk (cash, card, cheque): each ticket gets its own QR code. */
  @Post('orders')
  @EditionAccess('manageTicketing')
  @ApiCreatedResponse({ type: OrderDetailDto })
  @ApiConflictResponse({ description: 'A tier is deactivated (TIER_INACTIVE) or outside its validity window (TIER_NOT_ON_SALE), or a quota has not enough places left (QUOTA_FULL)' })
  create(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Body() dto: CreateOnSiteOrderDto): Promise<OrderDetailDto> {
    return this.orders.createOnSite(access.edition.id, user.id, dto);
  }

  @Get('orders/:orderId')
  @EditionAccess('manageTicketing')
  @ApiOkResponse({ type: OrderDetailDto })
  detail(@CurrentEdition() access: EditionAnswer, @Param('orderId', orderId) id: number): Promise<OrderDetailDto> {
    return this.orders.detail(access.edition.id, id);
  }

  @Post('orders/:orderId/cancel')
  @HttpCode(200)
  @EditionAccess('manageTicketing')
  @ApiOkResponse({ type: OrderDetailDto })
  @ApiConflictResponse({ description: 'A synced order is cancelled at the provider (SYNCED_ORDER); already cancelled (ALREADY_CANCELLED)' })
  cancel(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Param('orderId', orderId) id: number): Promise<OrderDetailDto> {
    return this.orders.cancel(access.edition.id, user.id, id);
  }

  /** Sold, valid, cancelled and validated tickets per tier, used and remaining places per quota. */
  @Get('summary')
  @EditionAccess('manageTicketing')
  @ApiOkResponse({ type: TicketingSummaryDto })
  summary(@CurrentEdition() access: EditionAnswer): Promise<TicketingSummaryDto> {
    return this.orders.summary(access.edition.id);
  }
}
