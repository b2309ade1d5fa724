import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { type ContestTab, parseContestTab } from './contest-tabs';

const TAB_PARAM = 'contests';

/**
 * The open tab lives in the URL (`?contests=finished`, Running by default) beside the history's
 * page; the contests' own page belongs to the tab and starts over when the tab changes.
 */
export function useContestTab() {
  const [params, setParams] = useSearchParams();
  const tab = parseContestTab(params.get(TAB_PARAM));
  const [paging, setPaging] = useState<{ tab: ContestTab; page: number }>({ tab, page: 1 });
  const page = paging.tab === tab ? paging.page : 1;

  const setTab = (next: ContestTab) => {
    setPaging({ tab: next, page: 1 });
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'running') updated.delete(TAB_PARAM);
      else updated.set(TAB_PARAM, next);
      return updated;
    });
  };
  const setPage = (next: number) => setPaging({ tab, page: next });
  return { tab, setTab, page, setPage };
}
