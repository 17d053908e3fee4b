import { applyDecorators } from '@nestjs/common';
import {
  ApiExtraModels,
  ApiHeader,
  ApiProperty,
  ApiPropertyOptional,
  ApiResponse,
  ApiSchema,
  getSchemaPath,
} from '@nestjs/swagger';
import { STATUS_CODES } from 'node:http';
import { PROBLEM_CONTENT_TYPE, type ProblemDocument } from './problem-details.filter.js';
import type { AssertTrue, SameShape } from './response-shape.js';

/** One invalid input field of a validation problem, its message already in the caller's language. */
@ApiSchema({ name: 'ProblemFieldError' })
export class ProblemFieldErrorDto {
  @ApiProperty({ example: 'email', description: 'Dotted path into the body or query: `lines.0.quantity`' })
  field!: string;

  @ApiProperty({ example: 'Must be a valid e-mail address.' })
  message!: string;

  @ApiProperty({ example: 'isEmail', description: 'Stable machine code of the failed rule' })
  code!: string;
}

/**
 * The RFC 9457 document every error answer carries (`application/problem+json`), as the problem
 * filter writes it. For the OpenAPI documents: services reference it with ApiProblemResponses.
 */
@ApiSchema({
  name: 'Problem',
  description: 'RFC 9457 problem details; `detail` and `errors[].message` are in the caller’s language.',
})
export class ProblemDto {
  @ApiProperty({ example: 'https://sokoni.africa/problems/validation.failed' })
  type!: string;

  @ApiProperty({ example: 'Bad request' })
  title!: string;

  @ApiProperty({ type: 'integer', example: 400 })
  status!: number;

  @ApiProperty({
    example: 'Some of the information sent is invalid. Correct the fields listed and try again.',
  })
  detail!: string;

  @ApiProperty({ example: '/api/v1/auth/register' })
  instance!: string;

  @ApiProperty({ example: 'validation.failed', description: 'Stable machine code clients may branch on' })
  code!: string;

  @ApiProperty({ example: '0192f1c2-7c1e-7cc4-9d51-9f0d3c0a3b11' })
  requestId!: string;

  @ApiPropertyOptional({ type: () => [ProblemFieldErrorDto], description: 'Every invalid field (400 only)' })
  errors?: ProblemFieldErrorDto[];
}

/** ProblemDocument without its index signature (extension members such as retryAfterSeconds). */
type NamedMembers<T> = { [K in keyof T as string extends K ? never : K]: T[K] };
type _ProblemMatchesFilter = AssertTrue<SameShape<ProblemDto, NamedMembers<ProblemDocument>>>;

const DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input: `errors` lists each field at fault',
  401: 'Not signed in, or the access token is invalid or expired',
  403: 'Signed in without the right to do this',
  404: 'Not found',
  409: 'Conflicts with the current state',
  413: 'The body or file is too large',
  415: 'Unsupported file or body type',
  429: 'Too many requests: see Retry-After',
};

/** One error answer of an endpoint, documented as problem+json. */
export function ApiProblemResponse(status: number, description?: string): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ApiExtraModels(ProblemDto, ProblemFieldErrorDto),
    ApiResponse({
      status,
      description: description ?? DESCRIPTIONS[status] ?? STATUS_CODES[status] ?? 'Error',
      content: { [PROBLEM_CONTENT_TYPE]: { schema: { $ref: getSchemaPath(ProblemDto) } } },
    }),
  );
}

/** The error answers of an endpoint (each as problem+json), with the usual descriptions. */
export function ApiProblemResponses(...statuses: number[]): MethodDecorator & ClassDecorator {
  return applyDecorators(...statuses.map((s) => ApiProblemResponse(s)));
}

/**
 * For a handler that reads `@Headers('accept-language')`: Nest would document the header as a
 * required parameter, so generated clients would demand it. Browsers send it on their own.
 */
export function ApiAcceptLanguage(
  description = 'Language of the answer and of error messages',
): MethodDecorator {
  return ApiHeader({ name: 'accept-language', required: false, description, example: 'fr' });
}
