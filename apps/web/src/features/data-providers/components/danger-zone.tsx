import type { DataProvider } from '@salespulse/contract/data-providers';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';
import { Button } from '@/shared/ui/button';
import { DeleteProviderDialog } from './delete-provider-dialog';

export function DangerZone({ projectId, provider }: { projectId: string; provider: DataProvider }) {
  const { t } = useTranslation('data-providers');
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  return (
    <section className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-error/30 bg-basic-surface px-6 py-5 shadow-card sm:px-4">
      <div className="min-w-0">
        <h2 className="text-base font-semibold text-txt">{t('edit.dangerTitle')}</h2>
        <p className="mt-0.5 text-sm text-txt-secondary">{t('edit.dangerText')}</p>
      </div>
      <Button variant="secondary" onClick={() => setConfirming(true)} className="text-error-text! sm:w-full">
        {t('edit.delete')}
      </Button>
      <DeleteProviderDialog
        projectId={projectId}
        provider={confirming ? provider : null}
        onClose={() => setConfirming(false)}
        onDeleted={() => void navigate(paths.dataProviders, { replace: true })}
      />
    </section>
  );
}
