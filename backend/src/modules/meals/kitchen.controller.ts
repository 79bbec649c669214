import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { RequestLanguage } from '../../core/i18n/server-i18n';
import { pathIdOr } from '../../core/validation/path-id';
import { CurrentEdition, EditionAccess } from '../access/access.decorators';
import type { EditionAccess as EditionAnswer } from '../access/access.service';
import { KitchenDayDto, KitchenDayQuery, KitchenListDto, KitchenMealsDto } from './kitchen.dto';
import { KitchenService, mealNotFound } from './kitchen.service';

/** A meal id of the path (else 404, like an unknown meal). */
const mealId = pathIdOr(mealNotFound);

/**
 * The kitchen's lists of an edition (manageMeals): which meal is on, who eats a meal by kind and
 * diet with every allergy (the worst first) and how many ate so far, a day's meals for the cooks, the
 * CSV of a meal's eaters.
 */
@ApiTags('meals')
@Controller('editions/:id/kitchen')
@EditionAccess('manageMeals')
export class KitchenController {
  constructor(private readonly kitchen: KitchenService) {}

  /** The edition's meals to pick from, and the one on now or next. */
  @Get()
  @ApiOkResponse({ type: KitchenMealsDto })
  meals(@CurrentEdition() access: EditionAnswer): Promise<KitchenMealsDto> {
    return this.kitchen.meals(access.edition);
  }

  @Get('meals/:mealId')
  @ApiOkResponse({ type: KitchenListDto })
  list(@CurrentEdition() access: EditionAnswer, @Param('mealId', mealId) id: number): Promise<KitchenListDto> {
    return this.kitchen.list(access.edition.id, id);
  }

  /** One line per eater: name, kind, diet, allergies, severity, after the show, eaten at. */
  @Get('meals/:mealId/eaters.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV, UTF-8 with BOM', schema: { type: 'string' } })
  async eatersCsv(@CurrentEdition() access: EditionAnswer, @Param('mealId', mealId) id: number, @RequestLanguage() lng: string, @Res() res: Response): Promise<void> {
    const { fileName, csv } = await this.kitchen.eatersCsv(access.edition.id, id, lng);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(csv);
  }

  /** The three meals of a day with their counts. */
  @Get('day')
  @ApiOkResponse({ type: KitchenDayDto })
  day(@CurrentEdition() access: EditionAnswer, @Query() query: KitchenDayQuery): Promise<KitchenDayDto> {
    return this.kitchen.day(access.edition, query.date);
  }
}
