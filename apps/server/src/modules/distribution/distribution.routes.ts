import { hydraCollectionSchema, idParamsSchema } from '@salespulse/contract/common';
import {
  distributionCreateSchema,
  distributionDryRunResultSchema,
  distributionDryRunSchema,
  distributionEmployeeListQuerySchema,
  distributionEmployeeSchema,
  distributionListQuerySchema,
  distributionLogListQuerySchema,
  distributionLogSchema,
  distributionPatchSchema,
  distributionPresetCreateSchema,
  distributionPresetListQuerySchema,
  distributionPresetPatchSchema,
  distributionPresetSchema,
  distributionSchema,
  distributionSettingsSchema,
} from '@salespulse/contract/distribution';
import { myDistributionShareSchema } from '@salespulse/contract/distribution-share';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { authOf, type AuthGuard } from '../../lib/auth-guard';
import type { DistributionService } from './distribution.service';

export function distributionRoutes(service: DistributionService, requireAuth: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth);
    const tags = ['Distribution'];
    const params = idParamsSchema;
    const noContent = { 204: z.null() };

    app.post(
      '/distributions',
      { schema: { tags, body: distributionCreateSchema, response: { 201: distributionSchema } } },
      async (request, reply) => reply.status(201).send(await service.create(authOf(request), request.body)),
    );
    app.post(
      '/distributions/dry_run',
      { schema: { tags, body: distributionDryRunSchema, response: { 200: distributionDryRunResultSchema } } },
      (request) => service.dryRun(authOf(request), request.body),
    );
    app.get('/distributions/:id', { schema: { tags, params, response: { 200: distributionSchema } } }, (request) =>
      service.get(authOf(request), request.params.id),
    );
    app.patch(
      '/distributions/:id',
      { schema: { tags, params, body: distributionPatchSchema, response: { 200: distributionSchema } } },
      (request) => service.patch(authOf(request), request.params.id, request.body),
    );
    app.delete('/distributions/:id', { schema: { tags, params, response: noContent } }, async (request, reply) => {
      await service.remove(authOf(request), request.params.id);
      return reply.status(204).send(null);
    });
    app.get(
      '/projects/:id/distributions',
      { schema: { tags, params, querystring: distributionListQuerySchema, response: { 200: hydraCollectionSchema(distributionSchema) } } },
      (request) => service.list(authOf(request), request.params.id, request.query),
    );

    app.post(
      '/distribution_presets',
      { schema: { tags, body: distributionPresetCreateSchema, response: { 201: distributionPresetSchema } } },
      async (request, reply) => reply.status(201).send(await service.createPreset(authOf(request), request.body)),
    );
    app.get('/distribution_presets/:id', { schema: { tags, params, response: { 200: distributionPresetSchema } } }, (request) =>
      service.getPreset(authOf(request), request.params.id),
    );
    app.patch(
      '/distribution_presets/:id',
      { schema: { tags, params, body: distributionPresetPatchSchema, response: { 200: distributionPresetSchema } } },
      (request) => service.patchPreset(authOf(request), request.params.id, request.body),
    );
    app.delete('/distribution_presets/:id', { schema: { tags, params, response: noContent } }, async (request, reply) => {
      await service.removePreset(authOf(request), request.params.id);
      return reply.status(204).send(null);
    });
    app.get(
      '/projects/:id/distribution_presets',
      {
        schema: {
          tags,
          params,
          querystring: distributionPresetListQuerySchema,
          response: { 200: hydraCollectionSchema(distributionPresetSchema) },
        },
      },
      (request) => service.listPresets(authOf(request), request.params.id, request.query),
    );

    app.get(
      '/projects/:id/distribution_employees',
      {
        schema: {
          tags,
          params,
          querystring: distributionEmployeeListQuerySchema,
          response: { 200: hydraCollectionSchema(distributionEmployeeSchema) },
        },
      },
      (request) => service.listEmployees(authOf(request), request.params.id, request.query),
    );
    app.get(
      '/projects/:id/distribution_logs',
      {
        schema: {
          tags,
          params,
          querystring: distributionLogListQuerySchema,
          response: { 200: hydraCollectionSchema(distributionLogSchema) },
        },
      },
      (request) => service.listLogs(authOf(request), request.params.id, request.query),
    );
    app.get('/projects/:id/distribution_settings', { schema: { tags, params, response: { 200: distributionSettingsSchema } } }, (request) =>
      service.settings(authOf(request), request.params.id),
    );
    app.get('/projects/:id/my_distribution_share', { schema: { tags, params, response: { 200: myDistributionShareSchema } } }, (request) =>
      service.myShare(authOf(request), request.params.id),
    );
  };
}
