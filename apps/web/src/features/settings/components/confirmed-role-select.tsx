import type { Role } from '@salespulse/contract/permissions';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { SelectField } from '@/shared/ui/select-field';

type ConfirmedRoleSelectProps = {
  /** The select's name for screen readers ("Role of Rita Rep"). */
  label: string;
  /** The stored role: shown until a change is confirmed and saved. */
  role: Role;
  /** The role being saved, shown meanwhile. */
  saving: Role | undefined;
  offered: readonly Role[];
  disabled?: boolean;
  title?: string;
  hint?: ReactNode;
  className?: string;
  /** The confirm dialog's question for a chosen role, its text and its button. */
  question: (role: string) => string;
  description: string;
  confirmLabel: string;
  /** Saves the chosen role; `done` closes the dialog whatever the outcome. */
  onConfirm: (role: Role, done: () => void) => void;
};

/**
 * A role is saved only once it is confirmed. A closed native select changes its value with each
 * arrow key, so saving on change would grant or take away rights while someone only looks through
 * the options. The shown value stays the stored role until then, so a refusal or a cancel leaves it
 * as it was. A member's role and a pending invitation's both work this way.
 */
export function ConfirmedRoleSelect({
  label,
  role,
  saving,
  offered,
  disabled,
  title,
  hint,
  className,
  question,
  description,
  confirmLabel,
  onConfirm,
}: ConfirmedRoleSelectProps) {
  const { t } = useTranslation('settings');
  const [asked, setAsked] = useState<Role | null>(null);
  const pending = saving !== undefined;

  return (
    <>
      <SelectField
        label={label}
        hideLabel
        value={saving ?? role}
        disabled={disabled}
        title={title}
        hint={hint}
        onChange={(event) => {
          const chosen = event.target.value as Role;
          if (chosen !== role) setAsked(chosen);
        }}
        className={className}
      >
        {offered.map((each) => (
          <option key={each} value={each}>
            {t(`roles.${each}`)}
          </option>
        ))}
      </SelectField>
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => {
          if (!open && !pending) setAsked(null);
        }}
        title={asked ? question(t(`roles.${asked}`)) : ''}
        description={description}
        confirmLabel={confirmLabel}
        onConfirm={() => {
          if (asked) onConfirm(asked, () => setAsked(null));
        }}
        status={pending ? 'pending' : 'idle'}
      />
    </>
  );
}
