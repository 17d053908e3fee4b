import type { ArgumentMetadata } from '@nestjs/common';
import { getMetadataStorage, type ValidationError } from 'class-validator';
import type { ProblemFieldError } from './problem.exception.js';

/** Where @nestjs/swagger keeps `@ApiProperty()` options (DECORATORS.API_MODEL_PROPERTIES). */
const API_PROPERTY = 'swagger/apiModelProperties';
/** Enough to tell the caller what to fix; a hostile body must not produce thousands. */
const MAX_ERRORS = 20;

interface ApiPropertyOptions {
  nullable?: boolean;
  isArray?: boolean;
  type?: unknown;
}

function apiProperty(target: unknown, property: string): ApiPropertyOptions | undefined {
  if (typeof target !== 'function') return undefined;
  return Reflect.getMetadata(API_PROPERTY, target.prototype as object, property) as
    ApiPropertyOptions | undefined;
}

function rulesOf(target: unknown, property: string) {
  if (typeof target !== 'function') return [];
  return getMetadataStorage()
    .getTargetValidationMetadatas(target, '', true, false)
    .filter((m) => m.propertyName === property);
}

const fieldError = (field: string, code: string): ProblemFieldError => ({
  field,
  code,
  i18nKey: `validation.${code}`,
});

/**
 * U+0000 in any string or key of a body, query or path value. PostgreSQL cannot store it in text
 * (the driver fails the whole statement), and no legitimate input contains it.
 */
export function nulCharacterErrors(value: unknown, root: string): ProblemFieldError[] {
  const errors: ProblemFieldError[] = [];
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0 && errors.length < MAX_ERRORS) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\0')) errors.push(fieldError(path || 'body', 'noNulCharacter'));
    } else if (current !== null && typeof current === 'object' && !ArrayBuffer.isView(current)) {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\0')) errors.push(fieldError(childPath, 'noNulCharacter'));
        else stack.push([child, childPath]);
      }
    }
  }
  return errors;
}

/**
 * A query parameter given twice arrives as an array, which code written for one string cannot
 * handle (`lang=en&lang=fr`). Refused unless the DTO declares the parameter a list. A handler
 * that takes the raw query (`@Query() q: Record<string, unknown>`) parses it itself and says
 * which parameter is wrong in its own terms (the list contract, search).
 */
export function repeatedQueryErrors(value: unknown, metadata: ArgumentMetadata): ProblemFieldError[] {
  if (metadata.type !== 'query') return [];
  if (metadata.data) return Array.isArray(value) ? [fieldError(metadata.data, 'singleValue')] : [];
  if (value === null || typeof value !== 'object' || metadata.metatype === Object) return [];
  const errors: ProblemFieldError[] = [];
  for (const [key, param] of Object.entries(value)) {
    if (Array.isArray(param) && !declaredList(metadata.metatype, key))
      errors.push(fieldError(key, 'singleValue'));
  }
  return errors;
}

function declaredList(target: unknown, property: string): boolean {
  const api = apiProperty(target, property);
  if (api?.isArray || api?.type === 'array' || Array.isArray(api?.type)) return true;
  return rulesOf(target, property).some((m) => m.name === 'isArray' || m.each === true);
}

/**
 * `null` where the DTO does not say `nullable: true`. class-validator's `@IsOptional()` lets null
 * through like a missing field, so `{"fullName": null}` reached the database as a NULL. Properties
 * that are only echoed back and ignored (`@Allow()` alone) are left alone. Runs on the instance
 * class-transformer built, so nested DTOs are checked against their own classes.
 */
export function nullErrors(object: unknown, depth = 0): ValidationError[] {
  if (object === null || typeof object !== 'object' || depth > 32) return [];
  const target = object.constructor;
  if (target === Object || target === Array) return [];
  const errors: ValidationError[] = [];
  for (const [property, value] of Object.entries(object)) {
    if (value === null) {
      if (nullAllowed(target, property)) continue;
      errors.push({
        target: object,
        property,
        constraints: { notNull: 'validation.notNull' },
        children: [],
      });
    } else if (value !== null && typeof value === 'object') {
      const items: unknown[] = Array.isArray(value) ? value : [value];
      const children: ValidationError[] = [];
      items.forEach((item, i) => {
        const nested = nullErrors(item, depth + 1);
        if (nested.length === 0) return;
        if (Array.isArray(value)) children.push({ property: String(i), children: nested, constraints: {} });
        else children.push(...nested);
      });
      if (children.length) errors.push({ target: object, property, children, constraints: {} });
    }
  }
  return errors;
}

function nullAllowed(target: unknown, property: string): boolean {
  if (apiProperty(target, property)?.nullable) return true;
  const rules = rulesOf(target, property);
  return rules.length === 0 || rules.every((m) => m.type === 'whitelistValidation');
}

/**
 * class-validator's errors plus the extra ones, one entry per property: where class-validator already
 * explains a property (a required field given as null fails `isString`), its message is kept alone.
 */
export function mergeErrors(base: ValidationError[], extra: ValidationError[]): ValidationError[] {
  const merged = [...base];
  for (const error of extra) {
    const same = merged.find((e) => e.property === error.property);
    if (!same) {
      merged.push(error);
      continue;
    }
    if (error.children?.length) same.children = mergeErrors(same.children ?? [], error.children);
  }
  return merged;
}
