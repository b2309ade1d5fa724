import { idParamsSchema } from '@salespulse/contract/common';
import {
  projectCreateSchema,
  projectDataSchema,
  projectListQuerySchema,
  projectListSchema,
  projectPatchSchema,
  projectSchema,
} from '@salespulse/contract/projects';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, type AuthGuard } from '../../lib/auth-guard';
import type { ProjectsService } from './projects.service';

export function projectsRoutes(service: ProjectsService, requireAuth: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth);
    const tags = ['Projects'];

    app.get('/projects', { schema: { tags, querystring: projectListQuerySchema, response: { 200: projectListSchema } } }, (request) =>
      service.list(authOf(request), request.query),
    );

    app.post('/projects', { schema: { tags, body: projectCreateSchema, response: { 201: projectSchema } } }, async (request, reply) =>
      reply.status(201).send(await service.create(authOf(request), request.body)),
    );

    app.get('/projects/:id', { schema: { tags, params: idParamsSchema, response: { 200: projectSchema } } }, (request) =>
      service.get(authOf(request), request.params.id),
    );

    app.get('/projects/:id/data', { schema: { tags, params: idParamsSchema, response: { 200: projectDataSchema } } }, (request) =>
      service.data(authOf(request), request.params.id),
    );

    app.patch(
      '/projects/:id',
      { schema: { tags, params: idParamsSchema, body: projectPatchSchema, response: { 200: projectSchema } } },
      (request) => service.patch(authOf(request), request.params.id, request.body),
    );

    app.delete('/projects/:id', { schema: { tags, params: idParamsSchema, response: { 204: z.null() } } }, async (request, reply) => {
      await service.remove(authOf(request), request.params.id);
      return reply.status(204).send(null);
    });
  };
}
