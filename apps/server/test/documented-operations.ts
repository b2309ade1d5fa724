import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app';

// What the hostile-input tests share: every operation the OpenAPI document lists, and a request
// that counts as failed when it gets no answer at all.

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  required?: string[];
  /** OpenAPI 3.0's way to say null is allowed too. */
  nullable?: boolean;
};
export type Operation = {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
export type DocumentedOperation = { method: string; path: string; operation: Operation };

/** Every operation of the app's OpenAPI document, its method in capitals. */
export function documentedOperations(t: TestApp): DocumentedOperation[] {
  const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

/** How long a request may take before it counts as hanging. */
const ANSWER_WITHIN_MS = 5000;

/** The response, or null when none came within 5 s (a route that hangs is as broken as a 500). */
export async function answerWithin(t: TestApp, options: InjectOptions): Promise<LightMyRequestResponse | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ANSWER_WITHIN_MS)));
  try {
    return await Promise.race([t.app.inject(options), late]);
  } finally {
    clearTimeout(timer);
  }
}
