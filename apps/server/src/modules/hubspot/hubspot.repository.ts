import { and, desc, eq, notLike, sql } from 'drizzle-orm';
import type { StageKind } from '@salespulse/contract/definitions';
import type { Database } from '../../db/database';
import { providerUsers } from '../../db/schema/activity';
import { dataProviders, type DataProviderRow } from '../../db/schema/data-providers';
import { definitions } from '../../db/schema/definitions';
import { localOwnerExternalId } from '../distribution';

export type StageDefinition = { stage: string; label: string; kind: StageKind | null; position: number };

export function createHubSpotRepository(db: Database) {
  return {
    /** Merges into the provider's settings (portal id, the pending OAuth state). */
    async mergeSettings(id: string, values: Record<string, unknown>): Promise<DataProviderRow | undefined> {
      const [row] = await db
        .update(dataProviders)
        .set({ settings: sql`${dataProviders.settings} || ${JSON.stringify(values)}::jsonb`, updatedAt: new Date() })
        .where(eq(dataProviders.id, id))
        .returning();
      return row;
    },

    async credentialsOf(id: string): Promise<string | null> {
      const [row] = await db.select({ credentials: dataProviders.credentials }).from(dataProviders).where(eq(dataProviders.id, id));
      return row?.credentials ?? null;
    },

    /**
     * The HubSpot owner the sync stored for the employee (a provider user of this provider mapped to
     * them; one mapped by hand first). Users made up locally for distribution before HubSpot was written
     * to are no HubSpot owners and are passed over.
     */
    async ownerOf(dataProviderId: string, employeeId: string): Promise<{ id: string; externalId: string } | undefined> {
      const [row] = await db
        .select({ id: providerUsers.id, externalId: providerUsers.externalId })
        .from(providerUsers)
        .where(
          and(
            eq(providerUsers.dataProviderId, dataProviderId),
            eq(providerUsers.employeeId, employeeId),
            notLike(providerUsers.externalId, `${localOwnerExternalId('')}%`),
          ),
        )
        .orderBy(desc(providerUsers.mappedManually), desc(providerUsers.updatedAt))
        .limit(1);
      return row;
    },

    async saveCredentials(id: string, credentials: string): Promise<void> {
      await db.update(dataProviders).set({ credentials }).where(eq(dataProviders.id, id));
    },

    /** After a code exchange: the tokens, the account, the state cleared, and the provider active again. */
    async connect(id: string, values: { credentials: string; settings: Record<string, unknown> }): Promise<DataProviderRow | undefined> {
      const [row] = await db
        .update(dataProviders)
        .set({
          credentials: values.credentials,
          settings: sql`(${dataProviders.settings} - 'oauth') || ${JSON.stringify(values.settings)}::jsonb`,
          state: sql`case when ${dataProviders.state} = 'paused' then 'paused' else 'active' end`,
          lastError: null,
          syncStatus: sql`case when ${dataProviders.syncStatus} = 'failed' then 'idle' else ${dataProviders.syncStatus} end`,
          updatedAt: new Date(),
        })
        .where(eq(dataProviders.id, id))
        .returning();
      return row;
    },

    /**
     * The provider's pipeline stages, with HubSpot's labels and order. A stage ingestion already
     * recorded bare (its label still the stage id) gets them too, and a kind when it has none; a
     * stage someone has labelled or mapped is left as they set it.
     */
    async upsertStages(scope: { projectId: string; dataProviderId: string }, stages: StageDefinition[]): Promise<void> {
      if (stages.length === 0) return;
      await db
        .insert(definitions)
        .values(stages.map((stage) => ({ ...scope, ...stage })))
        .onConflictDoUpdate({
          target: [definitions.dataProviderId, definitions.stage],
          set: {
            label: sql`excluded.label`,
            position: sql`excluded.position`,
            kind: sql`coalesce(${definitions.kind}, excluded.kind)`,
            updatedAt: new Date(),
          },
          setWhere: and(sql`${definitions.label} = ${definitions.stage}`, sql`${definitions.label} <> excluded.label`),
        });
    },
  };
}

export type HubSpotRepository = ReturnType<typeof createHubSpotRepository>;
