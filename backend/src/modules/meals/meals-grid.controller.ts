import { Body, Controller, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { NotFoundError } from '../../core/errors/app-errors';
import { pathIdOr } from '../../core/validation/path-id';
import { CurrentEdition, EditionAccess } from '../access/access.decorators';
import type { EditionAccess as EditionAnswer } from '../access/access.service';
import { GridMealDto, MealGridDto, MealGridSyncDto, UpdateMealDto } from './meals-grid.dto';
import { MealsGridService } from './meals-grid.service';

/** A meal's id of the path (else 404, like an unknown one). */
const mealId = pathIdOr(() => new NotFoundError('errors.meals.mealNotFound', { code: 'MEAL_NOT_FOUND' }));

const HAVE_EATERS = 'Meals with eaters would go: MEALS_HAVE_EATERS, with `meals` (id, date, mealType, eaters); send confirmRemoval to go ahead';

/** The meal grid of an edition, for its editors and volunteer managers (the right `manageMeals`). */
@ApiTags('meals')
@Controller('editions/:id/meals')
@EditionAccess('manageMeals')
export class MealsGridController {
  constructor(private readonly meals: MealsGridService) {}

  /** Every meal with how many hold it and ate it, and what the dates call for now. */
  @Get()
  @ApiOkResponse({ type: MealGridDto })
  grid(@CurrentEdition() access: EditionAnswer): Promise<MealGridDto> {
    return this.meals.grid(access);
  }

  /** Turns meals on the first time; afterwards adds the meals the dates call for and removes those outside them. */
  @Post('grid/sync')
  @HttpCode(200)
  @ApiOkResponse({ type: MealGridDto })
  @ApiConflictResponse({ description: HAVE_EATERS })
  sync(@CurrentEdition() access: EditionAnswer, @Body() dto: MealGridSyncDto): Promise<MealGridDto> {
    return this.meals.sync(access, dto);
  }

  /** A meal on or off, its phases, its returnable items. */
  @Patch(':mealId')
  @ApiOkResponse({ type: GridMealDto })
  @ApiBadRequestResponse({ description: 'Phases empty or repeated, a returnable item of another edition' })
  @ApiNotFoundResponse({ description: 'No such meal in this edition (MEAL_NOT_FOUND)' })
  @ApiConflictResponse({ description: HAVE_EATERS })
  update(@CurrentEdition() access: EditionAnswer, @Param('mealId', mealId) id: number, @Body() dto: UpdateMealDto): Promise<GridMealDto> {
    return this.meals.update(access, id, dto);
  }
}
