/**
 * What a person eats and what they must not: asked of volunteers and artists, counted by the kitchen.
 * Shared by every domain that feeds people (one PostgreSQL enum each: `dietary_preference`,
 * `allergy_severity`).
 */

export enum AllergySeverity {
  LIGHT = 'LIGHT',
  MODERATE = 'MODERATE',
  SEVERE = 'SEVERE',
  CRITICAL = 'CRITICAL',
}

export enum DietaryPreference {
  NONE = 'NONE',
  VEGETARIAN = 'VEGETARIAN',
  VEGAN = 'VEGAN',
}
