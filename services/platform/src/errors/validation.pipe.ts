import { type ArgumentMetadata, ValidationPipe, type ValidationPipeOptions } from '@nestjs/common';
import { getMetadataStorage, type ValidationError, type ValidatorOptions } from 'class-validator';
import { mergeErrors, nulCharacterErrors, nullErrors, repeatedQueryErrors } from './input-guards.js';
import { ProblemException, type I18nArgs, type ProblemFieldError } from './problem.exception.js';

/** A deeply nested hostile payload must not produce a multi-megabyte error document. */
const MAX_FIELD_ERRORS = 100;

/**
 * Names given to a rule's constraints in the translations (`{min}` reads better for a translator
 * than class-validator's `$constraint1`). Rules not listed get `constraint1`, `constraint2`, ...
 */
const ARG_NAMES: Record<string, readonly string[]> = {
  minLength: ['min'],
  maxLength: ['max'],
  isLength: ['min', 'max'],
  isByteLength: ['min', 'max'],
  min: ['min'],
  max: ['max'],
  arrayMinSize: ['min'],
  arrayMaxSize: ['max'],
  arrayContains: ['values'],
  arrayNotContains: ['values'],
  isIn: ['values'],
  isNotIn: ['values'],
  isEnum: ['', 'values'], // the first constraint is the enum object itself
  equals: ['comparison'],
  notEquals: ['comparison'],
  contains: ['seed'],
  notContains: ['seed'],
  minDate: ['date'],
  maxDate: ['date'],
  isDivisibleBy: ['divisor'],
  isUuid: ['version'],
  isPhoneNumber: ['region'],
  isMobilePhone: ['locale'],
  isPostalCode: ['locale'],
  matches: [], // a regular expression means nothing to the person filling the form
};

/** A message written as a translation key (`@Matches(re, { message: 'catalogue.sku_format' })`). */
const KEY_LIKE = /^[A-Za-z][\w-]*(\.[\w-]+)+$/;

/**
 * Nest's pipe plus what class-validator does not see: a NUL character anywhere (body, query, path),
 * a query parameter given twice, and `null` for a field the DTO does not declare nullable. These
 * are checked here, once for every route, so no handler meets them.
 */
class PlatformValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' || metadata.type === 'query' || metadata.type === 'param') {
      const errors = [
        ...nulCharacterErrors(value, metadata.data ?? ''),
        ...repeatedQueryErrors(value, metadata),
      ];
      if (errors.length > 0) throw ProblemException.validation(errors);
    }
    return super.transform(value, metadata);
  }

  protected override async validate(
    object: object,
    validatorOptions?: ValidatorOptions,
  ): Promise<ValidationError[]> {
    return mergeErrors(await super.validate(object, validatorOptions), nullErrors(object));
  }
}

/** The `ValidationPipe` every service uses; its failures become one 400 problem listing each field. */
export function createValidationPipe(overrides: ValidationPipeOptions = {}): ValidationPipe {
  return new PlatformValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    ...overrides,
    // The target lets us find each rule's constraints (lengths, allowed values) for the message; the
    // value stays out so that a rejected password is never echoed or logged.
    validationError: { target: true, value: false },
    exceptionFactory: (errors: ValidationError[]) => ProblemException.validation(toFieldErrors(errors)),
  });
}

/** Flattens class-validator errors (nested objects and arrays included) into one entry per failed rule. */
export function toFieldErrors(
  errors: readonly ValidationError[],
  parentPath = '',
  out: ProblemFieldError[] = [],
): ProblemFieldError[] {
  for (const error of errors) {
    if (out.length >= MAX_FIELD_ERRORS) break;
    const field = parentPath ? `${parentPath}.${error.property}` : error.property;
    for (const [code, message] of Object.entries(error.constraints ?? {})) {
      if (out.length >= MAX_FIELD_ERRORS) break;
      out.push(fieldError(error, field, code, message));
    }
    if (error.children?.length) toFieldErrors(error.children, field, out);
  }
  return out;
}

function fieldError(error: ValidationError, field: string, code: string, message: string): ProblemFieldError {
  const custom = customKey(message);
  if (custom) return { field, code, i18nKey: custom.key, args: custom.args };
  return { field, code, i18nKey: `validation.${code}`, args: constraintArgs(error, code) };
}

/** Accepts a plain key, or nestjs-i18n's `i18nValidationMessage()` format `key|{json}`. */
function customKey(message: string): { key: string; args?: I18nArgs } | undefined {
  const bar = message.indexOf('|');
  const key = bar === -1 ? message : message.slice(0, bar);
  if (!KEY_LIKE.test(key)) return undefined;
  if (bar === -1) return { key };
  try {
    const parsed = JSON.parse(message.slice(bar + 1)) as Record<string, unknown>;
    const { value: _value, constraints, ...rest } = parsed;
    const args: I18nArgs = {};
    if (Array.isArray(constraints))
      constraints.forEach((c, i) => (args[`constraint${i + 1}`] = formatArg(c)));
    for (const [k, v] of Object.entries(rest)) args[k] = formatArg(v);
    return { key, args };
  } catch {
    return { key };
  }
}

function constraintArgs(error: ValidationError, code: string): I18nArgs | undefined {
  const target: unknown = error.target;
  if (!target || typeof target !== 'object') return undefined;
  const metadata = getMetadataStorage()
    .getTargetValidationMetadatas(target.constructor, '', false, false)
    .find((m) => m.propertyName === error.property && (m.name === code || m.type === code));
  const constraints: unknown[] = metadata?.constraints ?? [];
  if (constraints.length === 0) return undefined;
  const names = ARG_NAMES[code] ?? constraints.map((_, i) => `constraint${i + 1}`);
  const args: I18nArgs = {};
  names.forEach((name, i) => {
    if (name && constraints[i] !== undefined) args[name] = formatArg(constraints[i]);
  });
  return Object.keys(args).length > 0 ? args : undefined;
}

function formatArg(value: unknown): string | number | boolean {
  if (typeof value === 'function') value = (value as () => unknown)(); // minDate(() => new Date())
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (Array.isArray(value)) return value.map((v) => formatArg(v)).join(', ');
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  return JSON.stringify(value);
}
