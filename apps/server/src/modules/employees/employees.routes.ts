import { hydraCollectionSchema, idParamsSchema } from '@salespulse/contract/common';
import { employeeListQuerySchema, employeePatchSchema, employeeSchema } from '@salespulse/contract/employees';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, type AuthGuard } from '../../lib/auth-guard';
import type { EmployeesService } from './employees.service';

export function employeesRoutes(service: EmployeesService, requireAuth: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth);
    const tags = ['Employees'];

    app.get(
      '/projects/:id/employees',
      {
        schema: {
          tags,
          params: idParamsSchema,
          querystring: employeeListQuerySchema,
          response: { 200: hydraCollectionSchema(employeeSchema) },
        },
      },
      (request) => service.list(authOf(request), request.params.id, request.query),
    );

    app.patch(
      '/employees/:id',
      { schema: { tags, params: idParamsSchema, body: employeePatchSchema, response: { 200: employeeSchema } } },
      (request) => service.patch(authOf(request), request.params.id, request.body),
    );

    app.delete('/employees/:id', { schema: { tags, params: idParamsSchema, response: { 204: z.null() } } }, async (request, reply) => {
      await service.remove(authOf(request), request.params.id);
      return reply.status(204).send(null);
    });
  };
}
