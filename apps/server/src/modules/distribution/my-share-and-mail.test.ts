import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createProject, mergePatch, signUp, type Actor } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { postEvents } from '../../../test/webhook-client';
import { employees } from '../../db/schema/employees';
import { mailOutbox } from '../../db/schema/mail';
import { leadAssignedMail } from '../../mail/templates';
import { distributionLeads } from '../../db/schema/distribution';
import { createLeadMail } from './lead-mail';
import { untilValue } from '../../../test/until';

type Member = Actor & { employeeId: string; iri: string };
const allWeek = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start: '00:00', end: '23:59' }));

describe('a member’s own distribution share, and e-mail on lead assignment', () => {
  let t: TestApp;
  let owner: Actor;
  let project: { id: string; '@id': string; name: string };
  let ann: Member;
  let bob: Member;
  let provider: { id: string; '@id': string; secret: string };
  let distributionIri: string;

  function inject(actor: Actor, method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) {
    const headers =
      method === 'PATCH'
        ? mergePatch(actor.headers)
        : { ...actor.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
    return t.app.inject({ method, url, headers, payload: body === undefined ? undefined : JSON.stringify(body) });
  }

  async function rep(name: string): Promise<Member> {
    const added = await addMember(t, project.id, 'REPRESENTATIVE', name);
    await inject(owner, 'PATCH', `/api/employees/${added.employeeId}`, { schedules: allWeek });
    return { ...added, iri: `/api/employees/${added.employeeId}` };
  }

  async function sendLead(externalId: string, title: string) {
    const at = new Date().toISOString();
    const sent = await postEvents(t.app, provider.id, provider.secret, {
      events: [
        {
          type: 'deal',
          externalId,
          stage: 'new',
          title,
          link: `https://crm.example.com/deals/${externalId}`,
          createdAt: at,
          updatedAt: at,
        },
      ],
    });
    expect(sent.statusCode, sent.body).toBe(200);
  }

  async function logsOf(decision = 'assigned') {
    return (await inject(owner, 'GET', `/api/projects/${project.id}/distribution_logs?decision=${decision}`)).json() as {
      'hydra:totalItems': number;
      'hydra:member': { employee: string; deal: { externalId: string } }[];
    };
  }

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t, 'Olivia Owner');
    project = await createProject(t, owner, 'Leads Inc', 'Europe/Berlin');
    ann = await rep('Ann Wants Mail');
    bob = await rep('Bob No Mail');
    provider = (await inject(owner, 'POST', '/api/data_providers', { project: project['@id'], type: 'webhook', name: 'Web forms' })).json();
    const created = await inject(owner, 'POST', '/api/distributions', {
      project: project['@id'],
      name: 'Web leads',
      dataProviders: [provider['@id']],
      // Bob's larger weight makes the order certain: Bob gets the first lead, Ann the second.
      employees: [
        { employee: ann.iri, weight: 1, dailyCap: 5 },
        { employee: bob.iri, weight: 2 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    distributionIri = created.json()['@id'];
  });
  afterAll(() => t.close());

  it('mails the assignee who turned it on, once, after the decision commits, and nobody who did not', async () => {
    const turnedOn = await inject(ann, 'PATCH', `/api/users/${ann.id}`, { notifyLeadEmail: true });
    expect(turnedOn.statusCode, turnedOn.body).toBe(200);
    expect(turnedOn.json()).toMatchObject({ notifyLeadEmail: true });
    expect((await inject(bob, 'GET', `/api/users/${bob.id}`)).json()).toMatchObject({ notifyLeadEmail: false });

    await sendLead('LEAD-B', 'Bob’s enquiry');
    await untilValue(logsOf, (logs) => logs['hydra:totalItems'] === 1);
    await sendLead('LEAD-A', 'Roof repair quote');
    const logs = await untilValue(logsOf, (logs) => logs['hydra:totalItems'] === 2);
    const holder = Object.fromEntries(logs['hydra:member'].map((l) => [l.deal.externalId, l.employee]));
    expect(holder).toEqual({ 'LEAD-B': bob.iri, 'LEAD-A': ann.iri });

    // Mails are queued one after another: once Ann's is in, Bob's look-up (for the earlier lead) is done.
    const outbox = () =>
      t.db
        .select()
        .from(mailOutbox)
        .where(inArray(mailOutbox.recipient, [ann.email, bob.email]));
    const mails = await untilValue(outbox, (rows) => rows.some((r) => r.recipient === ann.email));
    await t.app.mailer.flush();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({ recipient: ann.email, subject: 'New lead: Roof repair quote' });
    expect(mail!.textBody).toContain('A new lead of Leads Inc has been assigned to you: Roof repair quote.');
    expect(mail!.textBody).toContain('https://crm.example.com/deals/LEAD-A');
    expect(mail!.textBody).toMatch(/Reason: .*deficit/i);
  });

  it('links only web addresses from the CRM, and says a reassignment', () => {
    const mail = leadAssignedMail('rita@example.com', {
      name: 'Rita',
      dealTitle: 'Quote',
      projectName: 'Leads Inc',
      link: 'javascript:alert(1)',
      reason: null,
      reassigned: true,
    });
    expect(mail.subject).toBe('New lead: Quote');
    expect(mail.text).toContain('A lead of Leads Inc has been reassigned to you: Quote.');
    expect(`${mail.text}${mail.html}`).not.toContain('javascript:');
  });

  it('logs a failing mail and carries on: the next lead is still mailed', async () => {
    const [lead] = await t.db
      .select({ id: distributionLeads.id })
      .from(distributionLeads)
      .where(eq(distributionLeads.employeeId, ann.employeeId));
    const sent: string[] = [];
    let calls = 0;
    const errors: unknown[] = [];
    const leadMail = createLeadMail({
      db: t.db,
      mailer: {
        async send(mail) {
          calls += 1;
          if (calls === 1) throw new Error('outbox down');
          sent.push(mail.subject);
        },
      },
      log: { error: (details: unknown) => errors.push(details) } as unknown as FastifyBaseLogger,
    });
    leadMail.notify(lead!.id, { state: 'assigned', decision: 'assigned', employeeId: ann.employeeId });
    leadMail.notify(lead!.id, { state: 'assigned', decision: 'assigned', employeeId: ann.employeeId });
    // Neither a postponement nor someone else's lead asks for a mail.
    leadMail.notify(lead!.id, { state: 'waiting', decision: 'postponed' });
    await leadMail.flush();
    expect(errors).toHaveLength(1);
    expect(sent).toEqual(['New lead: Roof repair quote']);
  });

  it('shows a representative their own expected and received leads, with shares of the totals only', async () => {
    const response = await inject(ann, 'GET', `/api/projects/${project.id}/my_distribution_share`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ '@type': 'MyDistributionShare', project: project['@id'], employee: ann.iri });
    expect(body.distributions).toHaveLength(1);
    const [entry] = body.distributions;
    // Two leads over weights 1 and 2: Ann expected 2/3 and received 1 of the 2.
    expect(entry).toMatchObject({
      distribution: { '@id': distributionIri, name: 'Web leads', active: true },
      weight: 1,
      dailyCap: 5,
      received: 1,
      today: 1,
      away: false,
      awaySince: null,
      share: 0.5,
    });
    expect(entry.expected).toBeCloseTo(2 / 3, 6);
    expect(entry.deficit).toBeCloseTo(2 / 3 - 1, 6);
    expect(entry.entitledShare).toBeCloseTo(1 / 3, 6);
    expect(body.summary).toMatchObject({ distributions: 1, received: 1, today: 1, away: 0 });
    // Nothing of Bob's row is in it.
    expect(response.body).not.toContain(bob.employeeId);

    const bobs = (await inject(bob, 'GET', `/api/projects/${project.id}/my_distribution_share`)).json();
    expect(bobs.distributions[0]).toMatchObject({ weight: 2, received: 1, share: 0.5 });
    expect(bobs.distributions[0].entitledShare).toBeCloseTo(2 / 3, 6);
  });

  it('is empty for a member in no distribution, and 404 for an outsider or for another project', async () => {
    const ownerView = (await inject(owner, 'GET', `/api/projects/${project.id}/my_distribution_share`)).json();
    expect(ownerView.distributions).toEqual([]);
    expect(ownerView.summary).toEqual({ distributions: 0, expected: 0, received: 0, deficit: 0, today: 0, away: 0 });

    const outsider = await signUp(t, 'Oscar Outsider');
    const foreignProject = await createProject(t, outsider, 'Elsewhere');
    expect((await inject(outsider, 'GET', `/api/projects/${project.id}/my_distribution_share`)).statusCode).toBe(404);
    // Ann is in no distribution of the outsider's project and not its member: 404 there too.
    expect((await inject(ann, 'GET', `/api/projects/${foreignProject.id}/my_distribution_share`)).statusCode).toBe(404);
  });

  it('lists only this project’s distributions for a member of two projects', async () => {
    const other = await createProject(t, owner, 'Second shop');
    const [annThere] = await t.db.insert(employees).values({ projectId: other.id, userId: ann.id, role: 'REPRESENTATIVE' }).returning();
    const there = await inject(owner, 'POST', '/api/distributions', {
      project: other['@id'],
      name: 'Second shop leads',
      employees: [{ employee: `/api/employees/${annThere!.id}` }],
    });
    expect(there.statusCode, there.body).toBe(201);
    const here = (await inject(ann, 'GET', `/api/projects/${project.id}/my_distribution_share`)).json();
    expect(here.distributions.map((d: { distribution: { name: string } }) => d.distribution.name)).toEqual(['Web leads']);
    const second = (await inject(ann, 'GET', `/api/projects/${other.id}/my_distribution_share`)).json();
    expect(second.distributions.map((d: { distribution: { name: string } }) => d.distribution.name)).toEqual(['Second shop leads']);
  });
});
