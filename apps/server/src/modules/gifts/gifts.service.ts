import type { HydraCollection } from '@salespulse/contract/common';
import type {
  GiftProduct,
  GiftProductCreate,
  GiftProductListQuery,
  GiftProductPatch,
  GiftRequest,
  GiftRequestCreate,
  GiftRequestListQuery,
  GiftRequestPatch,
} from '@salespulse/contract/gifts';
import { hasPermission } from '@salespulse/contract/permissions';
import type { Database } from '../../db/database';
import type { Caller } from '../../lib/caller';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors';
import { hydraCollection } from '../../lib/hydra';
import { parseRef } from '../../lib/iri';
import { changeBalance, requireGiftShop } from '../points';
import type { Membership, ProjectAccess } from '../../access/project-access';
import { toGiftProduct, toGiftRequest } from './gifts.mapper';
import { createGiftsRepository, type GiftRequestView } from './gifts.repository';

const giftNotFound = () => notFound('Gift not found.');
const requestNotFound = () => notFound('Gift request not found.');

export function createGiftsService(deps: { db: Database; access: ProjectAccess }) {
  const repo = createGiftsRepository(deps.db);

  async function admitted(caller: Caller, projectId: string, permission: Parameters<ProjectAccess['require']>[2]): Promise<Membership> {
    const membership = await deps.access.require(caller, projectId, permission);
    await requireGiftShop(deps.db, projectId);
    return membership;
  }

  /** The image reference as an id of this project's media (null clears it), or a 422 on `image`. */
  async function imageIdOf(projectId: string, ref: string | null | undefined): Promise<string | null | undefined> {
    if (ref === undefined || ref === null) return ref;
    const id = parseRef(ref, 'media_objects', 'image');
    if (!(await repo.isImageOf(projectId, id)))
      throw unprocessable([{ propertyPath: 'image', message: 'must be an image uploaded to this project' }]);
    return id;
  }

  async function requestView(id: string): Promise<GiftRequestView> {
    const view = await repo.findRequest(id);
    if (!view) throw requestNotFound();
    return view;
  }

  /** Who may move a pending request where: admins decide, a requester may withdraw their own. */
  function mayDecide(membership: Membership, request: GiftRequestView['request'], status: GiftRequestPatch['status']): boolean {
    if (hasPermission(membership.role, 'gifts.responsible')) return true;
    return status === 'canceled' && request.employeeId === membership.employeeId;
  }

  return {
    async listProducts(caller: Caller, projectId: string, query: GiftProductListQuery): Promise<HydraCollection<GiftProduct>> {
      const membership = await admitted(caller, projectId, 'project.access');
      const archived = query.archived === 'true';
      if (archived && !hasPermission(membership.role, 'gifts.edit')) throw forbidden('Only admins and owners see the archive.');
      const { rows, total } = await repo.listProducts(projectId, archived, {
        limit: query.itemsPerPage,
        offset: (query.page - 1) * query.itemsPerPage,
      });
      return hydraCollection(`/api/projects/${projectId}/gift_products`, rows.map(toGiftProduct), total);
    },

    async createProduct(caller: Caller, input: GiftProductCreate): Promise<GiftProduct> {
      const projectId = parseRef(input.project, 'projects', 'project');
      await admitted(caller, projectId, 'gifts.edit');
      const imageId = (await imageIdOf(projectId, input.image)) ?? null;
      return toGiftProduct(
        await repo.insertProduct({ projectId, name: input.name, description: input.description ?? '', price: input.price, imageId }),
      );
    },

    async patchProduct(caller: Caller, id: string, patch: GiftProductPatch): Promise<GiftProduct> {
      const found = await repo.findProduct(id);
      if (!found) throw giftNotFound();
      await admitted(caller, found.projectId, 'gifts.edit');
      const { archived, image, ...fields } = patch;
      const archivedAt = archived === undefined ? {} : { archivedAt: archived ? (found.archivedAt ?? new Date()) : null };
      const imageId = image === undefined ? {} : { imageId: await imageIdOf(found.projectId, image) };
      const updated = await repo.updateProduct(id, { ...fields, ...archivedAt, ...imageId });
      if (!updated) throw giftNotFound();
      return toGiftProduct(updated);
    },

    /**
     * The price leaves the requester's balance in the same transaction that records the request,
     * so points cannot be spent twice and a refused payment leaves no request behind.
     */
    async createRequest(caller: Caller, input: GiftRequestCreate): Promise<GiftRequest> {
      const projectId = parseRef(input.project, 'projects', 'project');
      const membership = await admitted(caller, projectId, 'gifts.order');
      const product = await repo.findProduct(parseRef(input.giftProduct, 'gift_products', 'giftProduct'));
      if (!product || product.projectId !== projectId)
        throw unprocessable([{ propertyPath: 'giftProduct', message: 'must be a gift of this project' }]);
      if (product.archivedAt) throw unprocessable([{ propertyPath: 'giftProduct', message: 'this gift is archived' }]);

      const id = await deps.db.transaction(async (tx) => {
        const scoped = createGiftsRepository(tx);
        const requestId = await scoped.insertRequest({
          projectId,
          giftProductId: product.id,
          employeeId: membership.employeeId,
          giftName: product.name,
          price: product.price,
          comment: input.comment || null,
        });
        const paid = await changeBalance(tx, {
          projectId,
          employeeId: membership.employeeId,
          amount: -product.price,
          comment: `Gift request: ${product.name}`,
          authorId: caller.userId,
          giftRequestId: requestId,
        });
        if (!paid.ok) throw unprocessable([{ propertyPath: 'giftProduct', message: `not enough points: the balance is ${paid.balance}` }]);
        await scoped.announce(projectId, { requestId, employeeId: membership.employeeId, status: 'pending' });
        return requestId;
      });
      return toGiftRequest(await requestView(id));
    },

    /** Declining or canceling gives the points back, in the transaction that changes the status. */
    async decide(caller: Caller, id: string, { status }: GiftRequestPatch): Promise<GiftRequest> {
      const { request } = await requestView(id);
      const membership = await admitted(caller, request.projectId, 'project.access');
      if (!mayDecide(membership, request, status)) {
        throw forbidden(
          status === 'canceled'
            ? 'Only the requester or an admin can cancel this request.'
            : 'Only admins and owners approve or decline requests.',
        );
      }
      await deps.db.transaction(async (tx) => {
        const scoped = createGiftsRepository(tx);
        const locked = await scoped.lockRequest(id);
        if (!locked) throw requestNotFound();
        if (locked.status !== 'pending') throw conflict(`This request is already ${locked.status}.`);
        await scoped.decide(id, status, caller.userId);
        await scoped.announce(locked.projectId, { requestId: id, employeeId: locked.employeeId, status });
        if (status === 'approved') return;
        const refunded = await changeBalance(tx, {
          projectId: locked.projectId,
          employeeId: locked.employeeId,
          amount: locked.price,
          comment: `Gift request ${status}: ${locked.giftName}`,
          authorId: caller.userId,
          giftRequestId: id,
        });
        if (!refunded.ok) throw conflict('The points cannot be given back: the balance is at its maximum.');
      });
      return toGiftRequest(await requestView(id));
    },

    /** Admins and owners see every request; everybody else their own, whatever the filter asks. */
    async listRequests(caller: Caller, projectId: string, query: GiftRequestListQuery): Promise<HydraCollection<GiftRequest>> {
      const membership = await admitted(caller, projectId, 'project.access');
      const asked = query['employee[]']?.map((ref) => parseRef(ref, 'employees', 'employee[]'));
      const seesAll = hasPermission(membership.role, 'gifts.responsible');
      const employeeIds = seesAll ? asked : (asked ?? [membership.employeeId]).filter((employeeId) => employeeId === membership.employeeId);
      const { rows, total } = await repo.listRequests(
        projectId,
        { statuses: query['status[]'], employeeIds },
        { limit: query.itemsPerPage, offset: (query.page - 1) * query.itemsPerPage },
      );
      return hydraCollection(`/api/projects/${projectId}/gift_requests`, rows.map(toGiftRequest), total);
    },
  };
}

export type GiftsService = ReturnType<typeof createGiftsService>;
