import { BUTTON_STATUS_RESET_MS } from '@salespulse/contract/constants';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';

type CopyFieldProps = { label: string; value: string; multiline?: boolean; rows?: number };

type CopyState = 'idle' | 'copied' | 'failed';

const fieldClass =
  'block w-full min-w-0 rounded-md border border-basic-border-strong bg-basic-subtle px-3 py-2 font-mono text-[13px] text-txt ' +
  'outline-none focus:border-accent focus:ring-3 focus:ring-accent-ring/25';

/**
 * A read-only value with a Copy button. The clipboard API exists only in secure contexts (and may be
 * refused), so on failure the text is selected and the user is told to copy it by hand.
 */
export function CopyField({ label, value, multiline = false, rows = 5 }: CopyFieldProps) {
  const { t } = useTranslation('data-providers');
  const id = useId();
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), BUTTON_STATUS_RESET_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      field.current?.focus();
      field.current?.select();
      setState('failed');
    }
  };

  const common = { id, ref: field, value, readOnly: true, spellCheck: false, onFocus: () => field.current?.select() };
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-txt">
          {label}
        </label>
        <Button
          variant="ghost"
          status={state === 'copied' ? 'success' : 'idle'}
          aria-label={t('copy.copyOf', { label })}
          onClick={() => void copy()}
          className="-my-1 min-h-9! min-w-24 shrink-0 px-3!"
        >
          {state === 'copied' ? t('copy.copied') : t('copy.copy')}
        </Button>
      </div>
      {multiline ? (
        <textarea {...common} rows={rows} wrap="off" className={`${fieldClass} resize-none leading-relaxed`} />
      ) : (
        <input {...common} type="text" className={`${fieldClass} min-h-11 truncate`} />
      )}
      <p role="status" className={state === 'failed' ? 'text-sm text-error-text' : 'sr-only'}>
        {state === 'failed' ? t('copy.failed') : state === 'copied' ? t('copy.copied') : ''}
      </p>
    </div>
  );
}
