import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Limited } from '../../core/throttle/limited';
import { NotFoundError } from '../../core/errors/app-errors';
import { pathId, pathIdOr } from '../../core/validation/path-id';
import { CurrentUser, SignedIn } from '../access/access.decorators';
import type { User } from '../users/user.entity';
import { MealSelections } from './meal-selections.service';
import { ChooseMealDto, MyMealDto, MyMealsDto } from './my-meals.dto';

/** An application id of the path (else 404, like someone else's application). */
const applicationId = pathIdOr(() => new NotFoundError('errors.volunteers.applicationNotFound', { code: 'APPLICATION_NOT_FOUND' }));

/**
 * A volunteer's own meals, beside their applications (`volunteers/mine`): the caller's own
 * application is the key, whatever the edition's visibility; anyone else's answers 404.
 */
@ApiTags('meals')
@Controller('volunteers/mine/:applicationId/meals')
@SignedIn()
export class MyMealsController {
  constructor(private readonly selections: MealSelections) {}

  @Get()
  @ApiOkResponse({ type: MyMealsDto })
  @ApiNotFoundResponse({ description: 'Not an application of the caller (APPLICATION_NOT_FOUND)' })
  mine(@CurrentUser() user: User, @Param('applicationId', applicationId) id: number): Promise<MyMealsDto> {
    return this.selections.mine(user.id, id);
  }

  /** Declines a meal or takes it back. */
  @Patch(':mealId')
  @Limited('mealChoice')
  @ApiOkResponse({ type: MyMealDto })
  @ApiNotFoundResponse({ description: 'Not an application of the caller (APPLICATION_NOT_FOUND), or not one of its meals (MEAL_NOT_FOUND)' })
  @ApiConflictResponse({ description: 'Eaten already (MEAL_CONSUMED) or over (MEAL_PAST)' })
  choose(@CurrentUser() user: User, @Param('applicationId', applicationId) id: number, @Param('mealId', pathId) mealId: number, @Body() dto: ChooseMealDto): Promise<MyMealDto> {
    return this.selections.choose(user.id, id, mealId, dto);
  }
}
