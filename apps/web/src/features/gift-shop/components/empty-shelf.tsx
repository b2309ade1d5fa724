import type { ReactNode } from 'react';
import { IconGift } from '@/shared/ui/icons';

type EmptyShelfProps = { title: string; hint?: string; action?: ReactNode };

export function EmptyShelf({ title, hint, action }: EmptyShelfProps) {
  return (
    <div className="flex flex-col items-center px-6 py-12 text-center">
      <span className="grid size-11 place-items-center rounded-full bg-accent-soft text-accent-text">
        <IconGift className="size-5" />
      </span>
      <p className="mt-3 text-base font-semibold text-txt">{title}</p>
      {hint ? <p className="mt-1 max-w-md text-sm text-pretty text-txt-secondary">{hint}</p> : null}
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}
