import { hasPermission, roles, type Permission } from '@salespulse/contract/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matrixFixtures, type MatrixFixtures, type Target } from './matrix-fixtures';
import { matrixWorld, type Ctx } from './matrix-world';

// Every project-scoped endpoint x each role, a member of another project only, and an anonymous
// caller: the exact status each must get. Outsiders learn nothing (404), members without the
// permission get 403, anonymous callers 401. One file per area, each with its own app.

export type MatrixRow = {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: (ctx: Ctx, target: Target) => string;
  body?: (ctx: Ctx, target: Target) => unknown;
  /** Who may call it: a permission from the spec's table, or owners only. */
  allowed: Permission | 'owner-only';
  ok: number;
  /** Creates what the call acts on, fresh for every caller (so destructive calls stay independent). */
  setup?: (ctx: Ctx) => Promise<Target>;
};

const callers = [...roles, 'foreign', 'anonymous'] as const;

/** The matrix of one area's endpoints; `rowsFor` gets the fixtures that create what the calls act on. */
export function describeMatrix(area: string, rowsFor: (fixtures: MatrixFixtures) => MatrixRow[]) {
  describe(`authorization matrix: ${area}`, () => {
    const world = matrixWorld();
    const rows = rowsFor(matrixFixtures(world));
    beforeAll(world.build);
    afterAll(world.close);

    const cases = rows.flatMap((row) => callers.map((caller) => [row.name, caller, row] as const));
    it.each(cases)('%s as %s', async (_name, caller, row) => {
      const { t, ctx } = world;
      const target = row.setup ? await row.setup(ctx) : {};
      const actor = world.actors[caller];
      const body = row.body?.(ctx, target);
      const headers: Record<string, string> = { ...(actor?.headers ?? {}) };
      if (body !== undefined) headers['content-type'] = row.method === 'PATCH' ? 'application/merge-patch+json' : 'application/json';
      const response = await t.app.inject({
        method: row.method,
        url: row.url(ctx, target),
        headers,
        payload: body === undefined ? undefined : JSON.stringify(body),
      });

      let expected: number;
      if (caller === 'anonymous') expected = 401;
      else if (caller === 'foreign') expected = 404;
      else if (row.allowed === 'owner-only') expected = caller === 'OWNER' ? row.ok : 403;
      else expected = hasPermission(caller, row.allowed) ? row.ok : 403;

      expect(response.statusCode, response.body).toBe(expected);
      if (expected >= 400) expect(response.json()).toMatchObject({ '@type': 'hydra:Error', status: expected });
    });
  });
}
