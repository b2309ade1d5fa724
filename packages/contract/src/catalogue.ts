import * as z from 'zod/mini';
import { pageQuery } from './common';

// Products, product sources and properties: what deals are about. Products and properties are
// observed on ingestion (each provider's own keys); people name, merge and choose where they come from.

export const PRODUCT_PAGE_SIZE = 30;
export const PROPERTY_PAGE_SIZE = 100;
export const PROPERTY_PAGE_MAX = 500;
/** Observed option values kept per property (the first ones in sort order). */
export const PROPERTY_OPTIONS_MAX = 200;
export const PRODUCT_MERGE_MAX = 100;
export const PRODUCT_NAME_MAX = 200;
export const PRODUCT_SKU_MAX = 100;
export const PROPERTY_KEY_MAX = 200;

const reference = z.string().check(z.minLength(1, 'required field'));
const requiredText = (max: number) => z.string().check(z.trim(), z.minLength(1, 'required field'), z.maxLength(max));
/** A flag in a query string. */
const flag = z.optional(z.enum(['true', 'false']));

export const productSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Product'),
  id: z.uuid(),
  project: z.string(),
  dataProvider: z.string(),
  /** The provider's own id or name of the product, as its deals carry it. */
  externalKey: z.string(),
  name: z.string(),
  sku: z.nullable(z.string()),
  /** The product this one was merged into: its deals, and later ones with its key, count there. */
  mergedInto: z.nullable(z.string()),
  /** Deals counted for this product (after merges). */
  deals: z.int(),
});
export type Product = z.infer<typeof productSchema>;

export const productListQuerySchema = z.object({
  ...pageQuery(PRODUCT_PAGE_SIZE),
  /** Case-insensitive substring of the name, the SKU or the provider's key. */
  name: z.optional(z.string().check(z.trim(), z.maxLength(PRODUCT_NAME_MAX))),
  dataProvider: z.optional(reference),
  /** Merged products are hidden unless asked for. */
  includeMerged: flag,
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productPatchSchema = z.partial(
  z.strictObject({
    name: requiredText(PRODUCT_NAME_MAX),
    /** Empty or null removes the SKU. */
    sku: z.nullable(z.string().check(z.trim(), z.maxLength(PRODUCT_SKU_MAX))),
  }),
);
export type ProductPatch = z.infer<typeof productPatchSchema>;

/** The sources' deals move to the target; later deals with the sources' keys follow. */
export const productMergeSchema = z.strictObject({
  target: reference,
  sources: z.array(reference).check(z.minLength(1, 'choose at least one product to merge'), z.maxLength(PRODUCT_MERGE_MAX)),
});
export type ProductMerge = z.infer<typeof productMergeSchema>;

/** Where a provider's deals carry the product: the `product` field, or one of their custom properties. */
export const PRODUCT_FIELD_DEFAULT = 'product';
export const PRODUCT_FIELD_PROPERTY_PREFIX = 'properties.';
export const productFieldSchema = z
  .string()
  .check(
    z.refine(
      (value) =>
        value === PRODUCT_FIELD_DEFAULT ||
        (value.startsWith(PRODUCT_FIELD_PROPERTY_PREFIX) &&
          value.length > PRODUCT_FIELD_PROPERTY_PREFIX.length &&
          value.length <= PRODUCT_FIELD_PROPERTY_PREFIX.length + PROPERTY_KEY_MAX),
      'must be "product" or "properties.<key>"',
    ),
  );

/** The property key a product field names, or null for the deals' own `product` field. */
export function propertyKeyOfField(field: string): string | null {
  return field.startsWith(PRODUCT_FIELD_PROPERTY_PREFIX) ? field.slice(PRODUCT_FIELD_PROPERTY_PREFIX.length) : null;
}

export const productSourceSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('ProductSource'),
  id: z.uuid(),
  project: z.string(),
  dataProvider: z.string(),
  field: z.string(),
});
export type ProductSource = z.infer<typeof productSourceSchema>;

export const productSourceCreateSchema = z.strictObject({ dataProvider: reference, field: productFieldSchema });
export type ProductSourceCreate = z.infer<typeof productSourceCreateSchema>;

export const productSourcePatchSchema = z.strictObject({ field: productFieldSchema });
export type ProductSourcePatch = z.infer<typeof productSourcePatchSchema>;

/** One source per provider at most: a page holds a project's sources. */
export const PRODUCT_SOURCE_PAGE_SIZE = 100;
export const productSourceListQuerySchema = z.object({ ...pageQuery(PRODUCT_SOURCE_PAGE_SIZE), dataProvider: z.optional(reference) });
export type ProductSourceListQuery = z.infer<typeof productSourceListQuerySchema>;

export const propertyValueTypes = ['string', 'number', 'integer', 'float'] as const;
export const propertyValueTypeSchema = z.enum(propertyValueTypes);
export type PropertyValueType = z.infer<typeof propertyValueTypeSchema>;

export const propertySchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Property'),
  id: z.uuid(),
  project: z.string(),
  dataProvider: z.string(),
  /** The provider's field key, as in `deal.properties`. */
  key: z.string(),
  name: z.string(),
  valueType: propertyValueTypeSchema,
  /** Distinct values seen so far, sorted (at most PROPERTY_OPTIONS_MAX): a filter's choices. */
  options: z.array(z.string()),
});
export type Property = z.infer<typeof propertySchema>;

export const propertyListQuerySchema = z.object({
  ...pageQuery(PROPERTY_PAGE_SIZE, PROPERTY_PAGE_MAX),
  dataProvider: z.optional(reference),
  /** Case-insensitive substring of the name or the key. */
  name: z.optional(z.string().check(z.trim(), z.maxLength(PROPERTY_KEY_MAX))),
});
export type PropertyListQuery = z.infer<typeof propertyListQuerySchema>;

export const propertyCreateSchema = z.strictObject({
  dataProvider: reference,
  key: requiredText(PROPERTY_KEY_MAX),
  name: z.optional(requiredText(PRODUCT_NAME_MAX)),
  valueType: z._default(propertyValueTypeSchema, 'string'),
});
export type PropertyCreate = z.infer<typeof propertyCreateSchema>;

/** The declare-a-property form: the provider comes from the screen, an empty name means the key. */
export const propertyFormSchema = z.object({
  key: requiredText(PROPERTY_KEY_MAX),
  name: z.string().check(z.trim(), z.maxLength(PRODUCT_NAME_MAX)),
  valueType: propertyValueTypeSchema,
});
export type PropertyForm = z.infer<typeof propertyFormSchema>;

export const propertyPatchSchema = z.strictObject({ name: requiredText(PRODUCT_NAME_MAX) });
export type PropertyPatch = z.infer<typeof propertyPatchSchema>;

/** What a data provider has brought in so far. */
export const dataProviderDataSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('DataProviderData'),
  dataProvider: z.string(),
  counts: z.object({
    deals: z.int(),
    calls: z.int(),
    tasks: z.int(),
    providerUsers: z.int(),
    products: z.int(),
    properties: z.int(),
  }),
  properties: z.array(propertySchema),
});
export type DataProviderData = z.infer<typeof dataProviderDataSchema>;

export const providerPropertyParamsSchema = z.object({ id: z.uuid(), propertyId: z.uuid() });
