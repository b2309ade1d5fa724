import { Button } from '@/shared/ui/button';

type BoardMessageProps = { title: string; text?: string; action?: string; onAction?: () => void; tone?: 'neutral' | 'error' };

/** What the board area says instead of figures: nobody to show, or a failed load with a retry. */
export function BoardMessage({ title, text, action, onAction, tone = 'neutral' }: BoardMessageProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className="flex min-h-60 flex-1 flex-col items-center justify-center gap-2 rounded-lg border border-dashed border-basic-border-strong bg-basic-surface px-6 py-12 text-center"
    >
      <p className={`text-base font-semibold ${tone === 'error' ? 'text-error-text' : 'text-txt'}`}>{title}</p>
      {text ? <p className="max-w-md text-sm text-pretty text-txt-secondary">{text}</p> : null}
      {action && onAction ? (
        <Button variant="secondary" className="mt-3" onClick={onAction}>
          {action}
        </Button>
      ) : null}
    </div>
  );
}
