import type { Team } from '@salespulse/contract/teams';
import { useId, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { MembershipHistory } from './membership-history';

type TeamRowProps = {
  projectId: string;
  team: Team;
  nameOf: (employee: string) => string;
  onEdit: () => void;
  onDelete: () => void;
};

/** A team: name, lead, how many members and who, its actions, and its history on request. */
export function TeamRow({ projectId, team, nameOf, onEdit, onDelete }: TeamRowProps) {
  const { t } = useTranslation('teams');
  const [showHistory, setShowHistory] = useState(false);
  const historyId = useId();
  return (
    <li className="flex flex-col gap-3 px-6 py-4 sm:px-4">
      <div className="flex items-start justify-between gap-3 sm:flex-col">
        <div className="min-w-0 flex-1">
          <h3 className="text-base font-semibold break-words text-txt">{team.name}</h3>
          <p className="mt-0.5 text-sm text-txt-secondary">
            {team.lead ? t('list.lead', { name: nameOf(team.lead) }) : t('list.noLead')}
            <span aria-hidden="true"> · </span>
            {t('list.members', { count: team.members.length })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="ghost" aria-expanded={showHistory} aria-controls={historyId} onClick={() => setShowHistory((shown) => !shown)}>
            {t('list.history')}
          </Button>
          <Button variant="secondary" aria-label={t('list.edit', { name: team.name })} onClick={onEdit}>
            {t('list.editAction')}
          </Button>
          <Button variant="secondary" aria-label={t('list.delete', { name: team.name })} onClick={onDelete}>
            {t('list.deleteAction')}
          </Button>
        </div>
      </div>
      {team.members.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('list.members', { count: team.members.length })}>
          {team.members.map((member) => (
            <li key={member} className="rounded-full border border-basic-border bg-basic-subtle px-2.5 py-0.5 text-xs font-medium text-txt">
              {nameOf(member)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{t('list.noMembers')}</p>
      )}
      <div id={historyId} hidden={!showHistory} className="rounded-md border border-basic-border bg-basic-bg px-4 py-2">
        {showHistory ? (
          <>
            <h4 className="pt-1 text-sm font-semibold text-txt">{t('history.title')}</h4>
            <MembershipHistory projectId={projectId} team={team} nameOf={nameOf} />
          </>
        ) : null}
      </div>
    </li>
  );
}
