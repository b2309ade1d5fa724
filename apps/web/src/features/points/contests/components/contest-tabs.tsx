import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { type ContestTab, contestTabs, parseContestTab } from '../lib/contest-tabs';

type ContestTabsProps = { value: ContestTab; onChange: (tab: ContestTab) => void; children: ReactNode };

/** Running / Finished / Canceled; the panel shows the open tab's contests (arrow keys move between tabs). */
export function ContestTabs({ value, onChange, children }: ContestTabsProps) {
  const { t } = useTranslation('points');
  return (
    <Tabs.Root value={value} onValueChange={(next) => onChange(parseContestTab(next))}>
      <div className="border-b border-basic-border px-6 pt-3 sm:px-4">
        <Tabs.List aria-label={t('contests.tabsLabel')} className="-mb-px flex gap-1 overflow-x-auto">
          {contestTabs.map((tab) => (
            <Tabs.Trigger
              key={tab}
              value={tab}
              className={[
                'min-h-11 shrink-0 border-b-2 px-3 text-sm font-medium whitespace-nowrap transition-colors',
                'border-transparent text-txt-secondary hover:text-txt',
                'data-[state=active]:border-accent data-[state=active]:font-semibold data-[state=active]:text-accent-text',
                'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent-ring',
              ].join(' ')}
            >
              {t(`contests.tabs.${tab}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </div>
      {contestTabs.map((tab) => (
        <Tabs.Content
          key={tab}
          value={tab}
          className="focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent-ring"
        >
          {children}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
