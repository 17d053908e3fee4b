export { ErrorsModule, type ErrorsModuleOptions } from './errors.module.js';
export { I18nSetupModule, PLATFORM_I18N_DIR, type I18nSetupOptions } from './i18n-setup.module.js';
export { FALLBACK_LANGUAGE, PLATFORM_LANGUAGES, negotiateLanguage, normalizeLanguage } from './language.js';
export {
  PROBLEM_CONTENT_TYPE,
  PROBLEM_TYPE_BASE,
  ProblemDetailsFilter,
  type ProblemDocument,
} from './problem-details.filter.js';
export {
  ProblemException,
  type I18nArgs,
  type ProblemFieldError,
  type ProblemInit,
} from './problem.exception.js';
export { Translator } from './translator.service.js';
export { createValidationPipe, toFieldErrors } from './validation.pipe.js';
export {
  IsFreeText,
  REASON_MAX_LENGTH,
  decodeEntities,
  freeTextFault,
  type FreeTextFault,
} from './free-text.js';
export {
  ApiAcceptLanguage,
  ApiProblemResponse,
  ApiProblemResponses,
  ProblemDto,
  ProblemFieldErrorDto,
} from './problem.dto.js';
export type { AssertTrue, SameShape } from './response-shape.js';
