import { ApiProperty } from '@nestjs/swagger';
import { MealType } from './meal-fields';

/** A meal of the grid as a tier or an option may include it. */
export interface MealChoiceRow {
  id: number;
  date: string;
  mealType: MealType;
  enabled: boolean;
}

/** A meal of the edition's grid a tier or an option may include. */
export class MealChoiceDto {
  @ApiProperty() id!: number;
  @ApiProperty({ format: 'date', description: 'The day, on the edition’s clock' }) date!: string;
  @ApiProperty({ enum: Object.values(MealType), enumName: 'MealType' }) mealType!: MealType;
  @ApiProperty({ description: 'On (an off meal feeds nobody)' }) enabled!: boolean;
}

export function toMealChoiceDto(r: MealChoiceRow): MealChoiceDto {
  return { id: r.id, date: r.date, mealType: r.mealType, enabled: r.enabled };
}
