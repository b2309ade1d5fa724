import { idParamsSchema } from '@salespulse/contract/common';
import { csvImportCreateSchema, csvImportSchema, csvPreviewSchema } from '@salespulse/contract/csv-import';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { IncomingMessage } from 'node:http';
import { authOf, type AuthGuard } from '../../lib/auth-guard';
import { HttpError } from '../../lib/errors';
import type { CsvImportsService } from './csv-imports.service';

/**
 * CSV uploads: `POST /data_providers/{id}/csv/preview` (text/csv) answers headers and first rows;
 * `POST /data_providers/{id}/csv/imports` {mapping} creates an import; `PUT /csv_imports/{id}/file`
 * (text/csv) streams the file through it; `GET /csv_imports/{id}` reports progress meanwhile.
 */
export function csvImportsRoutes(service: CsvImportsService, requireAuth: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth);
    // The file is never buffered whole: the request stream itself becomes the body.
    app.addContentTypeParser('text/csv', (_request, payload, done) => done(null, payload));
    const tags = ['CSV import'];
    const params = idParamsSchema;
    const fileOf = (body: unknown): IncomingMessage => {
      if (!body || typeof (body as Partial<AsyncIterable<unknown>>)[Symbol.asyncIterator] !== 'function') {
        throw new HttpError(415, 'Send the file itself, as text/csv.');
      }
      return body as IncomingMessage;
    };
    const lengthOf = (header: string | undefined) => (header && /^\d+$/.test(header) ? Number(header) : null);

    app.post('/data_providers/:id/csv/preview', { schema: { tags, params, response: { 200: csvPreviewSchema } } }, (request) =>
      service.preview(authOf(request), request.params.id, fileOf(request.body)),
    );

    app.post(
      '/data_providers/:id/csv/imports',
      { schema: { tags, params, body: csvImportCreateSchema, response: { 201: csvImportSchema } } },
      async (request, reply) => reply.status(201).send(await service.create(authOf(request), request.params.id, request.body.mapping)),
    );

    app.get('/csv_imports/:id', { schema: { tags, params, response: { 200: csvImportSchema } } }, (request) =>
      service.get(authOf(request), request.params.id),
    );

    app.put('/csv_imports/:id/file', { schema: { tags, params, response: { 200: csvImportSchema } } }, (request) =>
      service.upload(authOf(request), request.params.id, fileOf(request.body), lengthOf(request.headers['content-length'])),
    );
  };
}
