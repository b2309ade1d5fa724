import type { HydraCollection } from '@salespulse/contract/common';
import type { Employee } from '@salespulse/contract/employees';
import type { LiveLead } from '@salespulse/contract/live';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { http } from '@/shared/api/http';
import { toQueryString } from '@/shared/api/query-string';
import { useTranslation } from '@/shared/i18n/use-translation';
import { projectKeys } from '@/shared/session/project-keys';
import { useCurrentUserId } from '@/shared/stores/auth-store';
import { subscribeLiveLeads } from './live-connection';

const LEAD_TOAST_MS = 10_000;

/** The signed-in user's employee record in the project (none: they are not on its team). */
function useMyEmployeeId(projectId: string | null): string | null {
  const userId = useCurrentUserId();
  const { data } = useQuery({
    queryKey: [...projectKeys.all, projectId, 'employees', 'me', userId],
    queryFn: ({ signal }) =>
      http.get<HydraCollection<Employee>>(`/projects/${projectId}/employees${toQueryString({ itemsPerPage: 1, user: [`/api/users/${userId}`] })}`, { signal }),
    enabled: projectId !== null && userId !== null,
    staleTime: Infinity,
  });
  return data?.['hydra:member'][0]?.id ?? null;
}

/**
 * Tells the signed-in manager, wherever they are in the app, the moment lead distribution gives
 * them a lead (a toast that stays a while: speed to lead is the point).
 */
export function useLeadNotifications(projectId: string | null): void {
  const { t } = useTranslation('live');
  const me = useMyEmployeeId(projectId);
  const text = useRef((lead: LiveLead) => t(lead.decision === 'reassigned' ? 'leads.reassigned' : 'leads.assigned'));
  useEffect(() => {
    text.current = (lead) => t(lead.decision === 'reassigned' ? 'leads.reassigned' : 'leads.assigned');
  });
  useEffect(() => {
    if (!projectId || !me) return undefined;
    return subscribeLiveLeads(projectId, (lead) => {
      if (lead.employeeId !== me) return;
      void import('react-toastify').then(({ toast }) => toast.info(text.current(lead), { autoClose: LEAD_TOAST_MS }));
    });
  }, [projectId, me]);
}
