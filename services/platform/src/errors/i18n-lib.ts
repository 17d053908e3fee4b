import '@nestjs/common';
import '@nestjs/core';
import { createRequire } from 'node:module';
import type * as NestI18n from 'nestjs-i18n';

/*
 * nestjs-i18n ships CommonJS only and require()s @nestjs/common and @nestjs/core, which are ES
 * modules. Node handles that, but Jest's ESM runtime evaluates a CommonJS dependency while the
 * importing graph is still being linked, sees @nestjs/common half-loaded and throws "Cannot require()
 * ES Module ... in a cycle". Loading it with require() from a module body, after the two Nest
 * packages above are evaluated, works in both places. Import nestjs-i18n through this file only.
 */
const lib = createRequire(import.meta.url)('nestjs-i18n') as typeof NestI18n;

export const I18nModule = lib.I18nModule;
export type I18nModule = NestI18n.I18nModule;
export const I18nService = lib.I18nService;
export type I18nService<K = Record<string, unknown>> = NestI18n.I18nService<K>;
export const I18nContext = lib.I18nContext;
export type I18nContext<K = Record<string, unknown>> = NestI18n.I18nContext<K>;
export const I18nJsonLoader = lib.I18nJsonLoader;
export type I18nJsonLoader = NestI18n.I18nJsonLoader;
export const AcceptLanguageResolver = lib.AcceptLanguageResolver;
export const QueryResolver = lib.QueryResolver;
export type I18nOptions = NestI18n.I18nOptions;
export type I18nLoader = NestI18n.I18nLoader;
