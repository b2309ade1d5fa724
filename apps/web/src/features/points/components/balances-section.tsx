import { SEARCH_INPUT_DEBOUNCE_MS } from '@salespulse/contract/constants';
import { useMemo, useState, type ReactNode } from 'react';
import { useEveryEmployee } from '@/shared/resources/employees';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useDebouncedValue } from '@/shared/lib/use-debounced-value';
import { SectionCard } from '@/shared/ui/section-card';
import { TextField } from '@/shared/ui/text-field';
import { usePointBalances } from '@/shared/resources/points';
import { balanceRows, matchesName } from '../lib/balance-rows';
import { BalancesTable } from './balances-table';
import { EmptyNote, LoadError, SkeletonRows } from './section-states';

type BalancesSectionProps = { projectId: string; actions?: ReactNode };

export function BalancesSection({ projectId, actions }: BalancesSectionProps) {
  const { t } = useTranslation('points');
  const balances = usePointBalances(projectId);
  const employees = useEveryEmployee(projectId);
  const [search, setSearch] = useState('');
  const needle = useDebouncedValue(search, SEARCH_INPUT_DEBOUNCE_MS).trim();
  const rows = useMemo(
    () => (balances.data && employees.data ? balanceRows(balances.data, employees.data, t('unknownEmployee')) : undefined),
    [balances.data, employees.data, t],
  );
  const shown = useMemo(() => (rows && needle ? rows.filter((row) => matchesName(row.name, needle)) : rows), [rows, needle]);

  let body: ReactNode;
  if (balances.error || employees.error) {
    body = (
      <LoadError
        message={t('balances.error')}
        onRetry={() => {
          if (balances.error) void balances.refetch();
          if (employees.error) void employees.refetch();
        }}
      />
    );
  } else if (!rows || !shown) {
    body = <SkeletonRows rows={4} />;
  } else if (rows.length === 0) {
    body = <EmptyNote>{t('balances.empty')}</EmptyNote>;
  } else if (shown.length === 0) {
    body = <EmptyNote>{t('balances.noMatch', { search: needle })}</EmptyNote>;
  } else {
    body = <BalancesTable rows={shown} />;
  }

  return (
    <SectionCard
      title={t('balances.title')}
      description={rows ? <span aria-live="polite">{t('balances.total', { count: rows.length })}</span> : undefined}
      actions={actions}
      className="overflow-hidden"
      flush
    >
      <div className="border-b border-basic-border px-6 py-4 sm:px-4">
        <TextField
          type="search"
          label={t('balances.search')}
          placeholder={t('balances.searchPlaceholder')}
          autoComplete="off"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="w-80 sm:w-full"
        />
      </div>
      {body}
    </SectionCard>
  );
}
