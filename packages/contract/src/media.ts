import * as z from 'zod/mini';

// Media objects: images uploaded once (multipart), then referenced by IRI (a gift's picture).
// Their bytes are served at `contentUrl`, an unguessable address an <img> can load without a token.

export const MEDIA_MAX_BYTES = 2 * 1024 * 1024;
/** What a person may upload: raster images, recognised by their first bytes, not by what the client claims. */
export const uploadContentTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type UploadContentType = (typeof uploadContentTypes)[number];
/**
 * What a media object may hold: an upload, or a drawing the product ships itself (the demo's gift
 * pictures, SVG). An SVG can carry script, so none is ever taken from an upload; served, every
 * media object is sandboxed (no script runs, whatever it holds).
 */
export const mediaContentTypes = [...uploadContentTypes, 'image/svg+xml'] as const;
export type MediaContentType = (typeof mediaContentTypes)[number];

export const mediaObjectSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('MediaObject'),
  id: z.uuid(),
  project: z.string(),
  contentUrl: z.string(),
  contentType: z.enum(mediaContentTypes),
  size: z.number().check(z.int()),
  createdAt: z.string(),
});
export type MediaObject = z.infer<typeof mediaObjectSchema>;

/** The text field sent beside the file: which project the image belongs to. */
export const mediaUploadFieldsSchema = z.object({
  project: z.string().check(z.minLength(1, 'required field')),
});
