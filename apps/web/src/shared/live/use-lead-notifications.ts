import type { LiveLead } from '@salespulse/contract/live';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useMyEmployee } from '@/shared/session/use-my-employee';
import { subscribeLiveLeads } from './live-connection';

const LEAD_TOAST_MS = 10_000;

/**
 * Tells the signed-in manager, wherever they are in the app, the moment lead distribution gives
 * them a lead (a toast that stays a while: speed to lead is the point).
 */
export function useLeadNotifications(projectId: string | null): void {
  const { t } = useTranslation('live');
  const me = useMyEmployee(projectId).data?.id ?? null;
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
