import { and, eq } from 'drizzle-orm';
import type { Role } from '@salespulse/contract/permissions';
import { FAKE_STRIPE_SECRET_KEY, FAKE_STRIPE_WEBHOOK_SECRET, startFakeStripe, type FakeStripe } from '../../test/fake-stripe';
import { addMember, createProject, signUp, type Actor } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { employees } from '../db/schema/employees';
import { settings } from '../db/schema/settings';

/** The project every call of the matrix is about. */
export type Ctx = { projectId: string; projectIri: string };
/** The callers: each role of the project, the owner of another project only, and nobody signed in. */
export type Caller = Role | 'foreign' | 'anonymous';

type Built = { t: TestApp; stripe: FakeStripe; owner: Actor; ctx: Ctx; actors: Partial<Record<Caller, Actor>> };

export type MatrixWorld = {
  readonly t: TestApp;
  readonly owner: Actor;
  readonly ctx: Ctx;
  readonly actors: Partial<Record<Caller, Actor>>;
  /** For beforeAll: the app, the project with a member of each role, and a foreign owner. */
  build: () => Promise<void>;
  close: () => Promise<void>;
};

/** The app and callers one matrix file runs against; its parts exist once `build` has run. */
export function matrixWorld(): MatrixWorld {
  let built: Built | undefined;
  const get = () => {
    if (!built) throw new Error('the matrix world is built in beforeAll');
    return built;
  };
  return {
    get t() {
      return get().t;
    },
    get owner() {
      return get().owner;
    },
    get ctx() {
      return get().ctx;
    },
    get actors() {
      return get().actors;
    },
    build: async () => {
      built = await buildWorld();
    },
    close: async () => {
      if (!built) return;
      await built.t.close();
      await built.stripe.close();
    },
  };
}

async function buildWorld(): Promise<Built> {
  // A HubSpot app that is never reached: authorize only builds its URL, and no code gets past the state check.
  const hubspot = {
    clientId: 'matrix-client',
    clientSecret: 'matrix-secret',
    apiBaseUrl: 'http://127.0.0.1:9',
    authBaseUrl: 'https://app.hubspot.com',
    syncMinutes: 5,
  };
  // Billing through a local Stripe, so that paying is a question of permission only.
  const stripe = await startFakeStripe();
  const billing = {
    stripe: { secretKey: FAKE_STRIPE_SECRET_KEY, webhookSecret: FAKE_STRIPE_WEBHOOK_SECRET, apiBaseUrl: stripe.baseUrl },
    trialDays: 14,
  };
  const t = await createTestApp({ hubspot, billing });
  const owner = await signUp(t, 'Owner');
  const project = await createProject(t, owner, 'Matrix');
  await t.db
    .update(settings)
    .set({ value: '1' })
    .where(and(eq(settings.projectId, project.id), eq(settings.name, 'gift_shop_enabled')));
  const adminMember = await addMember(t, project.id, 'ADMIN');
  const repMember = await addMember(t, project.id, 'REPRESENTATIVE');
  // Points for everyone, so that requesting a gift is a question of permission only.
  const [ownerRow] = await t.db.select({ id: employees.id }).from(employees).where(eq(employees.userId, owner.id));
  for (const employeeId of [ownerRow!.id, adminMember.employeeId, repMember.employeeId]) {
    await t.app.inject({
      method: 'POST',
      url: '/api/point_transactions',
      headers: owner.headers,
      payload: { employee: `/api/employees/${employeeId}`, amount: 10_000 },
    });
  }
  // Owner of another project: a caller with real rights, just not here.
  const foreign = await signUp(t, 'Foreign owner');
  await createProject(t, foreign, 'Elsewhere');
  const actors = { OWNER: owner, ADMIN: adminMember, REPRESENTATIVE: repMember, foreign, anonymous: undefined };
  return { t, stripe, owner, ctx: { projectId: project.id, projectIri: project['@id'] }, actors };
}
