import type { AppContext } from '../../app/app-context';
import { moduleRegistration } from '../../app/app-module';
import { employeeMemberships } from '../employees';
import { userAccounts } from '../users';
import { createInvitationsRepository } from './invitations.repository';
import { invitationsRoutes } from './invitations.routes';
import { createInvitationsService } from './invitations.service';

export function invitationsModule(ctx: AppContext) {
  const service = createInvitationsService({
    invitations: createInvitationsRepository(ctx.db),
    employees: employeeMemberships(ctx.db),
    users: userAccounts(ctx.db),
    access: ctx.access,
    mailer: ctx.mailer,
    publicUrl: ctx.config.publicUrl,
  });
  return moduleRegistration({ service, routes: [invitationsRoutes(service, ctx.requireAuth)] });
}
