import type { HydraCollection } from '@salespulse/contract/common';
import { hasPermission } from '@salespulse/contract/permissions';
import {
  POINT_BALANCE_MAX,
  type PointBalance,
  type PointBalanceListQuery,
  type PointTransaction,
  type PointTransactionCreate,
  type PointTransactionListQuery,
} from '@salespulse/contract/points';
import type { Database } from '../../db/database';
import type { Caller } from '../../lib/caller';
import { notFound, unprocessable } from '../../lib/errors';
import { hydraCollection } from '../../lib/hydra';
import { parseRef } from '../../lib/iri';
import type { Membership, ProjectAccess } from '../../access/project-access';
import { requireGiftShop } from './gift-shop-gate';
import { toPointBalance, toPointTransaction } from './points.mapper';
import { changeBalance } from './points-ledger';
import { createPointsRepository } from './points.repository';

const employeeNotFound = () => notFound('Employee not found.');
const transactionNotFound = () => notFound('Point transaction not found.');

export function createPointsService(deps: { db: Database; access: ProjectAccess }) {
  const repo = createPointsRepository(deps.db);

  async function member(caller: Caller, projectId: string): Promise<Membership> {
    const membership = await deps.access.require(caller, projectId, 'project.access');
    await requireGiftShop(deps.db, projectId);
    return membership;
  }

  function employeeIds(refs: string[] | undefined): string[] | undefined {
    return refs?.map((ref) => parseRef(ref, 'employees', 'employee[]'));
  }

  return {
    /** One change of one balance (see changeBalance: changes queue, a balance never goes below zero). */
    async create(caller: Caller, input: PointTransactionCreate): Promise<PointTransaction> {
      const employee = await repo.findEmployee(parseRef(input.employee, 'employees', 'employee'));
      if (!employee) throw employeeNotFound();
      await deps.access.require(caller, employee.projectId, 'points.transactions');
      await requireGiftShop(deps.db, employee.projectId);

      const id = await deps.db.transaction(async (tx) => {
        const result = await changeBalance(tx, {
          projectId: employee.projectId,
          employeeId: employee.id,
          amount: input.amount,
          comment: input.comment || null,
          authorId: caller.userId,
        });
        if (result.ok) return result.id;
        const message =
          result.reason === 'short'
            ? `the balance is only ${result.balance} points`
            : `a balance cannot exceed ${POINT_BALANCE_MAX} points`;
        throw unprocessable([{ propertyPath: 'amount', message }]);
      });
      const created = await repo.findById(id);
      if (!created) throw transactionNotFound();
      return toPointTransaction(created);
    },

    /** Admins see every transaction; a representative only their own, whatever the filter asks. */
    async list(caller: Caller, projectId: string, query: PointTransactionListQuery): Promise<HydraCollection<PointTransaction>> {
      const membership = await member(caller, projectId);
      const asked = employeeIds(query['employee[]']);
      const seesAll = hasPermission(membership.role, 'points.transactions');
      const ids = seesAll ? asked : (asked ?? [membership.employeeId]).filter((id) => id === membership.employeeId);
      const { rows, total } = await repo.list(projectId, ids, { limit: query.itemsPerPage, offset: (query.page - 1) * query.itemsPerPage });
      return hydraCollection(`/api/projects/${projectId}/point_transactions`, rows.map(toPointTransaction), total);
    },

    /** Every member sees every balance: the pulse shows them beside the team's numbers. */
    async balances(caller: Caller, projectId: string, query: PointBalanceListQuery): Promise<HydraCollection<PointBalance>> {
      await member(caller, projectId);
      const { rows, total } = await repo.balances(projectId, employeeIds(query['employee[]']), {
        limit: query.itemsPerPage,
        offset: (query.page - 1) * query.itemsPerPage,
      });
      return hydraCollection(`/api/projects/${projectId}/point_balances`, rows.map(toPointBalance), total);
    },
  };
}

export type PointsService = ReturnType<typeof createPointsService>;
