import multipart from '@fastify/multipart';
import { idParamsSchema } from '@salespulse/contract/common';
import { MEDIA_MAX_BYTES, mediaObjectSchema } from '@salespulse/contract/media';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, type AuthGuard } from '../../lib/auth-guard';
import { HttpError, unprocessable } from '../../lib/errors';
import type { MediaService } from './media.service';

const NOT_MULTIPART = 'Send the image as multipart/form-data: a "project" field and a "file".';

/**
 * The parser's own refusals (limits: 413) keep their status; what busboy throws about the framing
 * itself (no boundary, a body cut off before its closing boundary) carries none, and is the
 * client's malformed body, not a server failure.
 */
function malformedAsBadRequest(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  const reason = error instanceof Error ? error.message : String(error);
  return new HttpError(400, `The multipart body could not be read (${reason}). ${NOT_MULTIPART}`);
}

export function mediaRoutes(service: MediaService, requireAuth: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['Media'];

    await app.register(async (plugin) => {
      const signedIn = plugin.withTypeProvider<ZodTypeProvider>();
      signedIn.addHook('onRequest', requireAuth);
      // One image and one field per request; past the size the upload is a 413, never read whole.
      await signedIn.register(multipart, { limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

      signedIn.post(
        '/media_objects',
        { schema: { tags, consumes: ['multipart/form-data'], response: { 201: mediaObjectSchema } } },
        async (request, reply) => {
          if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART);
          let project: string | undefined;
          let file: Buffer | undefined;
          try {
            for await (const part of request.parts()) {
              if (part.type === 'file') {
                const bytes = await part.toBuffer();
                if (part.fieldname === 'file') file = bytes;
              } else if (part.fieldname === 'project' && typeof part.value === 'string') {
                project = part.value;
              }
            }
          } catch (error) {
            throw malformedAsBadRequest(error);
          }
          const missing = [...(project ? [] : ['project']), ...(file ? [] : ['file'])];
          if (missing.length) throw unprocessable(missing.map((propertyPath) => ({ propertyPath, message: 'required field' })));
          return reply.status(201).send(await service.upload(authOf(request), project!, file!));
        },
      );

      signedIn.get('/media_objects/:id', { schema: { tags, params: idParamsSchema, response: { 200: mediaObjectSchema } } }, (request) =>
        service.get(authOf(request), request.params.id),
      );
    });

    // Public: an <img> sends no token. The id is random (122 bits), and what it serves never
    // changes, so browsers and proxies may keep it for good.
    app.get('/media_objects/:id/content', { schema: { tags, params: idParamsSchema } }, async (request, reply) => {
      const { contentType, data } = await service.content(request.params.id);
      return reply
        .header('content-type', contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', 'inline')
        .send(data);
    });
  };
}
