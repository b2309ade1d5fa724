import type { Employee } from '@salespulse/contract/employees';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from '@/shared/i18n/use-translation';

export type EmployeeAction = 'schedule' | 'status' | 'remove';

const itemClass =
  'flex min-h-9 cursor-pointer items-center rounded px-2.5 py-1.5 text-sm text-txt outline-none select-none ' +
  'data-[highlighted]:bg-basic-subtle data-[disabled]:cursor-default data-[disabled]:text-muted';

type EmployeeActionsMenuProps = {
  employee: Employee;
  onAction: (action: EmployeeAction, employee: Employee) => void;
  /** The project's only active owner can be neither deactivated nor removed (lib/sole-owner.ts). */
  soleOwner?: boolean;
};

export function EmployeeActionsMenu({ employee, onAction, soleOwner = false }: EmployeeActionsMenuProps) {
  const { t } = useTranslation('settings');
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t('employees.actionsOf', { name: employee.user.name })}
        className="grid size-10 place-items-center rounded-md text-txt-secondary transition-colors hover:bg-basic-subtle hover:text-txt data-[state=open]:bg-basic-subtle"
      >
        <svg className="size-5" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
          <circle cx="5" cy="12" r="1.8" />
          <circle cx="12" cy="12" r="1.8" />
          <circle cx="19" cy="12" r="1.8" />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-modal min-w-48 rounded-md border border-basic-border bg-basic-raised p-1 shadow-pop data-[state=open]:animate-fade-in"
        >
          <DropdownMenu.Item className={itemClass} onSelect={() => onAction('schedule', employee)}>
            {t('employees.editSchedule')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} disabled={soleOwner} onSelect={() => onAction('status', employee)}>
            {employee.status === 'active' ? t('employees.deactivate') : t('employees.activate')}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-basic-border" />
          <DropdownMenu.Item
            className={`${itemClass} ${soleOwner ? '' : 'text-error-text'}`}
            disabled={soleOwner}
            onSelect={() => onAction('remove', employee)}
          >
            {t('employees.remove')}
          </DropdownMenu.Item>
          {soleOwner ? (
            <DropdownMenu.Label className="max-w-56 px-2.5 pt-1 pb-1.5 text-xs text-muted">
              {t('employees.soleOwnerActions')}
            </DropdownMenu.Label>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
