import { randomBytes } from 'node:crypto';
import { uuidSchema, type HydraCollection } from '@salespulse/contract/common';
import type { CreatedDataProvider, DataProvider, DataProviderCreate, DataProviderPatch } from '@salespulse/contract/data-providers';
import type { ActivityEvent, IngestResult } from '@salespulse/contract/ingestion';
import type { Caller } from '../../lib/caller';
import type { CryptoBox } from '../../lib/crypto-box';
import { notFound } from '../../lib/errors';
import { hydraCollection } from '../../lib/hydra';
import { parseRef } from '../../lib/iri';
import { withUniqueName } from '../../lib/unique-name';
import { createIngestionQueue, type IngestionService } from '../activity';
import type { ProjectAccess } from '../../access/project-access';
import { toDataProvider } from './data-providers.mapper';
import type { DataProvidersRepository } from './data-providers.repository';
import { DATA_PROVIDER_NAME_KEY, type DataProviderRow } from '../../db/schema/data-providers';
import { isValidSignature } from './webhook-signature';

type Deps = {
  providers: DataProvidersRepository;
  access: ProjectAccess;
  box: CryptoBox;
  ingestion: Pick<IngestionService, 'ingestBatches'>;
  publicUrl: string;
};

type Credentials = { webhookSecret?: string };

const providerNotFound = () => notFound('Data provider not found.');
const isUuid = (value: string) => uuidSchema.safeParse(value).success;

export function createDataProvidersService(deps: Deps) {
  const view = (row: DataProviderRow) => toDataProvider(row, deps.publicUrl);
  // Webhook batches of one provider that arrive together are stored in one transaction.
  const webhookBatches = createIngestionQueue({
    ingestion: deps.ingestion,
    async stored(target) {
      const now = new Date();
      await deps.providers.update(target.dataProviderId, { lastSyncAt: now, lastSuccessAt: now, lastError: null });
    },
  });

  /** A provider the caller may manage; other projects' providers are simply not found. */
  async function managed(caller: Caller, id: string) {
    const row = await deps.providers.findById(id);
    if (!row) throw providerNotFound();
    await deps.access.require(caller, row.projectId, 'project.settings');
    return row;
  }

  return {
    async create(caller: Caller, input: DataProviderCreate): Promise<CreatedDataProvider> {
      const projectId = parseRef(input.project, 'projects', 'project');
      await deps.access.require(caller, projectId, 'project.settings');
      const secret = input.type === 'webhook' ? `whsec_${randomBytes(24).toString('base64url')}` : undefined;
      const credentials = secret ? deps.box.seal({ webhookSecret: secret } satisfies Credentials) : null;
      // A HubSpot provider waits for its OAuth connection before it can sync.
      const state = input.type === 'hubspot' ? 'pending' : 'active';
      const row = await withUniqueName(DATA_PROVIDER_NAME_KEY, () =>
        deps.providers.insert({ projectId, type: input.type, name: input.name, credentials, state }),
      );
      // The secret is shown this once; afterwards only its owner's copy exists outside the vault.
      return { ...view(row), ...(secret ? { secret } : {}) };
    },

    async list(caller: Caller, projectId: string, page: { page: number; itemsPerPage: number }): Promise<HydraCollection<DataProvider>> {
      await deps.access.require(caller, projectId, 'project.settings');
      const { rows, total } = await deps.providers.list(projectId, {
        limit: page.itemsPerPage,
        offset: (page.page - 1) * page.itemsPerPage,
      });
      return hydraCollection(`/api/projects/${projectId}/data_providers`, rows.map(view), total);
    },

    async get(caller: Caller, id: string): Promise<DataProvider> {
      return view(await managed(caller, id));
    },

    async patch(caller: Caller, id: string, patch: DataProviderPatch): Promise<DataProvider> {
      await managed(caller, id);
      const row = await withUniqueName(DATA_PROVIDER_NAME_KEY, () => deps.providers.update(id, patch));
      if (!row) throw providerNotFound();
      return view(row);
    },

    async remove(caller: Caller, id: string): Promise<void> {
      const row = await managed(caller, id);
      await deps.providers.remove(id, row.projectId);
    },

    /**
     * The signed webhook: answers false for an unknown, paused or non-webhook provider and for a
     * wrong signature alike, so the endpoint reveals nothing to a caller without the secret.
     */
    async verifyWebhook(id: string, rawBody: Buffer, signature: string | undefined): Promise<DataProviderRow | undefined> {
      if (!isUuid(id)) return undefined;
      const row = await deps.providers.findById(id);
      if (!row || row.type !== 'webhook' || row.state !== 'active' || !row.credentials) return undefined;
      const { webhookSecret } = deps.box.open<Credentials>(row.credentials);
      return webhookSecret && isValidSignature(webhookSecret, rawBody, signature) ? row : undefined;
    },

    receive(row: DataProviderRow, events: ActivityEvent[]): Promise<IngestResult> {
      return webhookBatches.ingest({ projectId: row.projectId, dataProviderId: row.id }, events);
    },
  };
}

export type DataProvidersService = ReturnType<typeof createDataProvidersService>;
