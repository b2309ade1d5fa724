import type { HydraCollection } from '@salespulse/contract/common';
import type { ProviderUser, ProviderUserListQuery, ProviderUserPatch } from '@salespulse/contract/provider-users';
import type { Database } from '../../db/database';
import { notifyActivity } from '../../db/activity-notify';
import { lockProviderIngestion } from '../../db/ingestion-lock';
import type { Caller } from '../../lib/caller';
import { notFound, unprocessable } from '../../lib/errors';
import { hydraCollection } from '../../lib/hydra';
import { parseRef } from '../../lib/iri';
import { createOwnerMapping } from '../activity';
import type { ProjectAccess } from '../../access/project-access';
import { toProviderUser } from './provider-users.mapper';
import { createProviderUsersRepository } from './provider-users.repository';

const providerUserNotFound = () => notFound('Provider user not found.');

export function createProviderUsersService(deps: { db: Database; access: ProjectAccess }) {
  const repo = createProviderUsersRepository(deps.db);

  return {
    async list(caller: Caller, projectId: string, query: ProviderUserListQuery): Promise<HydraCollection<ProviderUser>> {
      await deps.access.require(caller, projectId, 'project.settings');
      const { rows, total } = await repo.list(projectId, {
        dataProviderId: query.dataProvider ? parseRef(query.dataProvider, 'data_providers', 'dataProvider') : undefined,
        mapped: query.mapped === undefined ? undefined : query.mapped === 'true',
        limit: query.itemsPerPage,
        offset: (query.page - 1) * query.itemsPerPage,
      });
      return hydraCollection(`/api/projects/${projectId}/provider_users`, rows.map(toProviderUser), total);
    },

    async patch(caller: Caller, id: string, patch: ProviderUserPatch): Promise<ProviderUser> {
      const found = await repo.findById(id);
      if (!found) throw providerUserNotFound();
      const { projectId, dataProviderId } = found.user;
      await deps.access.require(caller, projectId, 'project.settings');
      let employeeId: string | null = null;
      if ('employee' in patch && patch.employee !== null) {
        employeeId = parseRef(patch.employee, 'employees', 'employee');
        if (!(await repo.employeeInProject(employeeId, projectId))) {
          throw unprocessable([{ propertyPath: 'employee', message: 'must be an employee of this project' }]);
        }
      }

      await deps.db.transaction(async (tx) => {
        const scoped = createProviderUsersRepository(tx);
        const owners = createOwnerMapping(tx);
        // The provider's ingestion lock: a batch in flight copies owners' employees onto new
        // activity, so it must not interleave with a change of who maps to whom.
        await lockProviderIngestion(tx, dataProviderId);
        const changed = [id];
        if ('employee' in patch) {
          await scoped.setMapping(id, { employeeId, mappedManually: true });
        } else {
          await scoped.setMapping(id, { employeeId: null, mappedManually: false });
          changed.push(...(await owners.mapUsersByEmail({ projectId, dataProviderId })));
        }
        await owners.propagateEmployees(changed);
        await notifyActivity(tx, projectId, { dataProviderId, remapped: changed.length });
      });

      const updated = await repo.findById(id);
      if (!updated) throw providerUserNotFound();
      return toProviderUser(updated);
    },
  };
}

export type ProviderUsersService = ReturnType<typeof createProviderUsersService>;
