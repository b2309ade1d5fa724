import { eq, sql } from 'drizzle-orm';
import { PRODUCT_FIELD_DEFAULT, PRODUCT_NAME_MAX, PROPERTY_OPTIONS_MAX } from '@salespulse/contract/catalogue';
import type { Database } from '../../db/database';
import { productSources } from '../../db/schema/catalogue';
import { TRIMMED, type ObservedProperty } from './deal-values';

type Scope = { projectId: string; dataProviderId: string };

/**
 * What ingestion learns from deals, set-based (one statement per concern and batch), inside the
 * batch's transaction and under the provider's ingestion lock.
 */
export function createObservationRepository(db: Database) {
  return {
    /** The deal field that carries the provider's product: `product` unless a product source says otherwise. */
    async productField(dataProviderId: string): Promise<string> {
      const [row] = await db
        .select({ field: productSources.field })
        .from(productSources)
        .where(eq(productSources.dataProviderId, dataProviderId));
      return row?.field ?? PRODUCT_FIELD_DEFAULT;
    },

    /**
     * The product of each key: a new key becomes a product named after it; a merged product
     * resolves to the one it was merged into.
     */
    async resolveProducts({ projectId, dataProviderId }: Scope, keys: string[]): Promise<Map<string, string>> {
      if (keys.length === 0) return new Map();
      const result = await db.execute(sql`
        with wanted as (select distinct jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb) as key),
        created as (
          insert into products (project_id, data_provider_id, external_key, name)
          select ${projectId}::uuid, ${dataProviderId}::uuid, w.key, left(w.key, ${PRODUCT_NAME_MAX}) from wanted w
          on conflict (data_provider_id, external_key) do nothing
          returning external_key, coalesce(merged_into_id, id) as product_id
        )
        select external_key as key, product_id from created
        union all
        select p.external_key, coalesce(p.merged_into_id, p.id) from products p
        where p.data_provider_id = ${dataProviderId} and p.external_key in (select key from wanted)`);
      // Both drivers answer raw SQL with `rows`; drizzle types the result per driver.
      const { rows } = result as unknown as { rows: { key: string; product_id: string }[] };
      return new Map(rows.map((r) => [r.key, r.product_id]));
    },

    /**
     * Re-derives every deal's product of a provider from the stored deals, after its product
     * source changed: the same rules as ingestion (see deal-values.ts), in one statement.
     */
    async rederiveProducts({ projectId, dataProviderId }: Scope): Promise<void> {
      await db.execute(sql`
        with source as (
          select coalesce((select field from product_sources where data_provider_id = ${dataProviderId}), ${PRODUCT_FIELD_DEFAULT}) as field
        ),
        keyed as (
          select d.id, nullif(btrim(case when s.field = ${PRODUCT_FIELD_DEFAULT} then d.product else d.properties ->> substr(s.field, 12) end, ${TRIMMED}), '') as key
          from deals d cross join source s
          where d.data_provider_id = ${dataProviderId}
        ),
        created as (
          insert into products (project_id, data_provider_id, external_key, name)
          select distinct ${projectId}::uuid, ${dataProviderId}::uuid, k.key, left(k.key, ${PRODUCT_NAME_MAX}) from keyed k where k.key is not null
          on conflict (data_provider_id, external_key) do nothing
          returning external_key, coalesce(merged_into_id, id) as product_id
        ),
        resolved as (
          select external_key, product_id from created
          union all
          select p.external_key, coalesce(p.merged_into_id, p.id) from products p
          where p.data_provider_id = ${dataProviderId} and p.external_key in (select k.key from keyed k where k.key is not null)
        )
        update deals d set product_id = r.product_id
        from keyed k left join resolved r on r.external_key = k.key
        where d.id = k.id and d.product_id is distinct from r.product_id`);
    },

    /**
     * Properties: the value type only widens (integer, then float, then string) and the options
     * are the first PROPERTY_OPTIONS_MAX distinct values in sort order (numeric for numbers),
     * whatever order they arrive in. Unchanged properties are not written.
     */
    async observeProperties({ projectId, dataProviderId }: Scope, observed: ObservedProperty[]): Promise<void> {
      if (observed.length === 0) return;
      await db.execute(sql`
        with batch as (
          select b.key, b.rank, b.values
          from jsonb_to_recordset(${JSON.stringify(observed)}::jsonb) as b(key text, rank int, values text[])
        ),
        merged as (
          select b.key, b.values, p.value_type as old_type, coalesce(p.options, '[]'::jsonb) as old_options,
            greatest(b.rank, case p.value_type when 'string' then 2 when 'float' then 1 when 'number' then 1 else 0 end) as rank
          from batch b left join properties p on p.data_provider_id = ${dataProviderId} and p.key = b.key
        ),
        final as (
          select m.key,
            case m.rank when 0 then 'integer' when 1 then (case when m.old_type in ('number', 'float') then m.old_type else 'float' end) else 'string' end as value_type,
            (select coalesce(jsonb_agg(o.v order by o.n, o.l, o.v collate "C"), '[]'::jsonb) from (
               select u.v, case when m.rank < 2 and u.v ~ '^-?[0-9]+(\\.[0-9]+)?$' then u.v::numeric end as n, lower(u.v) collate "C" as l
               from (select jsonb_array_elements_text(m.old_options) as v union select unnest(m.values)) u
               order by n, l, u.v collate "C"
               limit ${PROPERTY_OPTIONS_MAX}
             ) o) as options
          from merged m
        )
        insert into properties (project_id, data_provider_id, key, name, value_type, options)
        select ${projectId}::uuid, ${dataProviderId}::uuid, f.key, left(f.key, ${PRODUCT_NAME_MAX}), f.value_type, f.options from final f
        on conflict (data_provider_id, key) do update set value_type = excluded.value_type, options = excluded.options, updated_at = now()
        where (properties.value_type, properties.options) is distinct from (excluded.value_type, excluded.options)`);
    },
  };
}

export type ObservationRepository = ReturnType<typeof createObservationRepository>;
