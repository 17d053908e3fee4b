import { applyDecorators, type Type } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiExtraModels, getSchemaPath } from '@nestjs/swagger';
import { MAX_FILE_BYTES, MAX_FILES } from './order-files.js';

/**
 * The body of a route that takes either JSON or a multipart form with files (ship, dispute,
 * dispute answer): the DTO's text fields, and beside them up to MAX_FILES files in `field`. One
 * schema serves both media types (Nest's Swagger gives a body one schema), so the files are
 * documented as multipart-only; the DTO stays a named schema for the clients and for JSON.
 */
export function ApiUploadBody(dto: Type<unknown>, field: string): MethodDecorator {
  return applyDecorators(
    ApiConsumes('multipart/form-data', 'application/json'),
    ApiExtraModels(dto),
    ApiBody({
      schema: {
        allOf: [
          { $ref: getSchemaPath(dto) },
          {
            type: 'object',
            properties: {
              [field]: {
                type: 'array',
                items: { type: 'string', format: 'binary' },
                maxItems: MAX_FILES,
                description:
                  `Multipart only: up to ${MAX_FILES} PDF, JPEG, PNG or WebP files of ` +
                  `${MAX_FILE_BYTES / 1024 / 1024} MB, checked by content (a PDF must not carry scripts or attachments)`,
              },
            },
          },
        ],
      },
    }),
  );
}
