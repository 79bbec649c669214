import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import { CurrentEdition, EditionAccess } from '../access/access.decorators';
import type { EditionAccess as EditionAnswer } from '../access/access.service';
import { ConnectionTestDto, ExternalTicketingDto, SaveExternalTicketingDto, TestExternalTicketingDto } from './external.dto';
import { ExternalService } from './external.service';

/** Where an edition sells its tickets: HelloAsso (synced) or another provider managed by hand. */
@ApiTags('ticketing')
@Controller('editions/:id/ticketing/external')
export class ExternalGestionController {
  constructor(private readonly external: ExternalService) {}

  @Get()
  @EditionAccess('manageTicketing')
  @ApiOkResponse({ type: ExternalTicketingDto })
  status(@CurrentEdition() access: EditionAnswer): Promise<ExternalTicketingDto> {
    return this.external.status(access.edition.id);
  }

  @Put()
  @EditionAccess('manageTicketing')
  @ApiOkResponse({ type: ExternalTicketingDto })
  save(@CurrentEdition() access: EditionAnswer, @Body() dto: SaveExternalTicketingDto): Promise<ExternalTicketingDto> {
    return this.external.save(access.edition.id, dto);
  }

  @Post('test')
  @HttpCode(200)
  @EditionAccess('manageTicketing')
  @ApiOkResponse({ type: ConnectionTestDto })
  @ApiResponse({ status: 422, description: 'HelloAsso could not be reached or refused: `code` says why (TicketingSyncErrorCode)' })
  test(@CurrentEdition() access: EditionAnswer, @Body() dto: TestExternalTicketingDto): Promise<ConnectionTestDto> {
    return this.external.test(access.edition.id, dto);
  }

  @Delete()
  @HttpCode(204)
  @EditionAccess('manageTicketing')
  @ApiNoContentResponse({ description: 'Disconnected: settings and secret removed, tickets kept' })
  disconnect(@CurrentEdition() access: EditionAnswer): Promise<void> {
    return this.external.disconnect(access.edition.id);
  }
}
