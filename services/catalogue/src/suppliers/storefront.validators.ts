import { ValidateBy, type ValidationOptions } from 'class-validator';
import { ISO_639_1 } from './iso-639-1.js';

/**
 * Rules the storefront form needs beyond class-validator's own. Messages are translation keys
 * (`key|{args}`), which the platform's validation pipe turns into the caller's language.
 */

/** Anything that looks like markup: a tag, a comment, a doctype. Storefront texts are plain text. */
const MARKUP = /<\s*[/!?]?\s*[a-z][^>]*>|<!--/i;

export const isPlainText = (value: unknown): boolean => typeof value === 'string' && !MARKUP.test(value);

export function IsPlainText(options: ValidationOptions = {}): PropertyDecorator {
  return ValidateBy(
    { name: 'isPlainText', validator: { validate: isPlainText } },
    { message: 'suppliers.no_html', ...options },
  );
}

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
