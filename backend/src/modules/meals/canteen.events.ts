/** A meal validated or its validation undone at the canteen, once committed (the kitchen's "eaten so far" may follow it). */
export class MealValidated {
  static readonly event = 'meals.validated';
  constructor(
    readonly editionId: number,
    readonly mealId: number,
    readonly entryId: number,
    readonly action: 'ENTRY' | 'UNDO',
    readonly kind: 'TICKET' | 'VOLUNTEER' | 'ARTIST',
    readonly subjectId: number,
    readonly deviceId: string,
  ) {}
}
