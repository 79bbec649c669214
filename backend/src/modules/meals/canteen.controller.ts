import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { NotFoundError } from '../../core/errors/app-errors';
import { pathIdOr } from '../../core/validation/path-id';
import { CurrentEdition, CurrentUser, EditionAccess } from '../access/access.decorators';
import type { EditionAccess as EditionAnswer } from '../access/access.service';
import { CheckpointEntryDto, GateHistoryQuery, GateLookupDto, GateSearchQuery, GateUndoDto } from '../gate/gate.dto';
import type { User } from '../users/user.entity';
import { CanteenMealsDto, MealAnswerDto, MealCopyDto, MealHistoryDto, MealSearchDto, MealSyncAnswerDto, MealSyncDto } from './canteen.dto';
import { CanteenService } from './canteen.service';

/** A meal's id of the path (else 404, like an unknown one). */
const mealId = pathIdOr(() => new NotFoundError('errors.meals.mealNotFound', { code: 'MEAL_NOT_FOUND' }));
const entryId = pathIdOr(() => new NotFoundError('errors.gate.entryNotFound', { code: 'GATE_ENTRY_NOT_FOUND' }));

/**
 * The canteen of an edition, on the gate's machinery: who may eat a meal (a scanned code or a person
 * searched), serving them once whatever the devices, undoing a mistake, the offline copy of a meal.
 * For meal managers, meal-validation team leaders during the volunteer period and their members
 * around their slots (the right `validateMeals`).
 */
@ApiTags('meals')
@Controller('editions/:id/meals')
@EditionAccess('validateMeals')
export class CanteenController {
  constructor(private readonly canteen: CanteenService) {}

  /** The meals to pick from, and the one a canteen phone opens on. */
  @Get('canteen/meals')
  @ApiOkResponse({ type: CanteenMealsDto })
  meals(@CurrentEdition() access: EditionAnswer): Promise<CanteenMealsDto> {
    return this.canteen.meals(access);
  }

  /** What the canteen would answer for the meal, without serving anyone. */
  @Post(':mealId/check')
  @HttpCode(200)
  @ApiOkResponse({ type: MealAnswerDto })
  check(@CurrentEdition() access: EditionAnswer, @Param('mealId', mealId) meal: number, @Body() dto: GateLookupDto): Promise<MealAnswerDto> {
    return this.canteen.check(access, meal, dto);
  }

  /** Serves the meal when they may eat it; the answer says what happened. Safe to repeat: the same clientId gets the same answer. */
  @Post(':mealId/entries')
  @HttpCode(200)
  @ApiOkResponse({ type: MealAnswerDto })
  @ApiConflictResponse({ description: 'The clientId was used for another person or checkpoint (CLIENT_ID_REUSED)' })
  eat(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Param('mealId', mealId) meal: number, @Body() dto: CheckpointEntryDto): Promise<MealAnswerDto> {
    return this.canteen.eat(access, user.id, meal, dto);
  }

  /** The validations a device made offline for the meal, in order: each as `entries` would answer it. */
  @Post(':mealId/entries/sync')
  @HttpCode(200)
  @ApiOkResponse({ type: MealSyncAnswerDto })
  sync(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Param('mealId', mealId) meal: number, @Body() dto: MealSyncDto): Promise<MealSyncAnswerDto> {
    return this.canteen.sync(access, user.id, meal, dto);
  }

  /** Takes back a mistaken meal validation (the history keeps both). */
  @Post('canteen/entries/:entryId/undo')
  @HttpCode(200)
  @ApiOkResponse({ type: MealHistoryDto })
  @ApiConflictResponse({ description: 'Not the validation in force: already undone, or a later one replaced it (NOT_IN_FORCE)' })
  undo(@CurrentEdition() access: EditionAnswer, @CurrentUser() user: User, @Param('entryId', entryId) id: number, @Body() dto: GateUndoDto): Promise<MealHistoryDto> {
    return this.canteen.undo(access, user.id, id, dto);
  }

  /** A person's meal validations and undos, every meal: who, when, on which device. */
  @Get('canteen/history')
  @ApiOkResponse({ type: MealHistoryDto })
  history(@CurrentEdition() access: EditionAnswer, @Query() query: GateHistoryQuery): Promise<MealHistoryDto> {
    return this.canteen.history(access, query);
  }

  /** People by name, e-mail or order number, when a code cannot be read, with what the meal would answer. */
  @Get(':mealId/search')
  @ApiOkResponse({ type: MealSearchDto })
  search(@CurrentEdition() access: EditionAnswer, @Param('mealId', mealId) meal: number, @Query() query: GateSearchQuery): Promise<MealSearchDto> {
    return this.canteen.search(access, meal, query);
  }

  /** The offline copy of the meal: everyone holding it, with their code keys. */
  @Get(':mealId/copy')
  @ApiOkResponse({ type: MealCopyDto })
  copy(@CurrentEdition() access: EditionAnswer, @Param('mealId', mealId) meal: number): Promise<MealCopyDto> {
    return this.canteen.copy(access, meal);
  }
}
