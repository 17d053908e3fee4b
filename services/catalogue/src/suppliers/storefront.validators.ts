import { ValidateBy, type ValidationOptions } from 'class-validator';
import { ISO_639_1 } from './iso-639-1.js';

/**
 * Rules the storefront form needs beyond class-validator's own (free text follows the platform's
 * `@IsFreeText()`). Messages are translation keys (`key|{args}`), which the platform's validation
 * pipe turns into the caller's language.
 */

export const FIRST_YEAR = 1900;

/** From 1900 to the current year, which moves on by itself (a static @Max would not). */
export function IsEstablishedYear(options: ValidationOptions = {}): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isEstablishedYear',
      validator: {
        validate: (v: unknown) =>
          Number.isInteger(v) && (v as number) >= FIRST_YEAR && (v as number) <= new Date().getUTCFullYear(),
      },
    },
    {
      message: () =>
        `suppliers.year_range|${JSON.stringify({ min: FIRST_YEAR, max: new Date().getUTCFullYear() })}`,
      ...options,
    },
  );
}

export function IsLanguageCode(options: ValidationOptions = {}): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isLanguageCode',
      validator: { validate: (v: unknown) => typeof v === 'string' && ISO_639_1.has(v) },
    },
    { message: 'suppliers.language_code', ...options },
  );
}
