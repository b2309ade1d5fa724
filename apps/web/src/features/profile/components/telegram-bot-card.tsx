import type { BotVerificationCode } from '@salespulse/contract/bot';
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { useTranslation } from '@/shared/i18n/use-translation';
import { errorMessage } from '@/shared/lib/report-violations';
import { toastError } from '@/shared/lib/toast';
import { Button } from '@/shared/ui/button';
import { SectionCard } from '@/shared/ui/section-card';
import { useCreateBotCode } from '../api/create-bot-code';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/** True once the code's expiry has passed; re-renders at that moment. */
function useExpired(code: BotVerificationCode | undefined): boolean {
  const [expiredCode, setExpiredCode] = useState<string | null>(null);
  useEffect(() => {
    if (!code) return;
    const timer = setTimeout(() => setExpiredCode(code.expiresAt), Math.max(0, Date.parse(code.expiresAt) - Date.now()));
    return () => clearTimeout(timer);
  }, [code]);
  return code !== undefined && expiredCode === code.expiresAt;
}

export function TelegramBotCard({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const create = useCreateBotCode(userId);
  const code = create.data;
  const expired = useExpired(code);

  const requestCode = () => create.mutate(undefined, { onError: (error) => toastError(errorMessage(error, t('errors.generic'))) });

  const copy = async () => {
    if (!code) return;
    try {
      await navigator.clipboard.writeText(code.code);
      toast.success(t('bot.copied'));
    } catch {
      toastError(t('errors.generic'));
    }
  };

  return (
    <SectionCard title={t('bot.title')} description={t('bot.description')}>
      {code && !expired ? (
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-4 rounded-md border border-basic-border bg-basic-subtle px-4 py-3">
            <div className="min-w-0 flex-1">
              <p className="text-xs font-medium text-muted">{t('bot.codeLabel')}</p>
              <p data-testid="bot-code" className="font-mono text-2xl font-semibold tracking-[0.3em] text-txt tabular-nums">
                {code.code}
              </p>
              <p className="text-xs text-txt-secondary">{t('bot.expiresAt', { time: timeFormat.format(new Date(code.expiresAt)) })}</p>
            </div>
            <Button variant="secondary" onClick={() => void copy()}>
              {t('bot.copy')}
            </Button>
          </div>
          <p className="text-sm text-txt-secondary">{t('bot.explanation')}</p>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          {expired ? <p className="text-sm text-txt-secondary">{t('bot.expired')}</p> : null}
          <div>
            <Button status={create.status} onClick={requestCode} className="xs:w-full">
              {t('bot.getCode')}
            </Button>
          </div>
        </div>
      )}
    </SectionCard>
  );
}
