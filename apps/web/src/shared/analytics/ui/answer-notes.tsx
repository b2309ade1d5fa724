import type { DateTimeRange } from '@salespulse/contract/analytics';
import { wholeWeekRange } from '../filter-defaults';
import type { AnalyticsFilters } from '../use-analytics-filters';
import { FreshnessNote } from './freshness-note';
import { WindowNote, type OutsideKind } from './window-note';

type AnswerNotesProps = {
  projectId: string;
  zone: string;
  /** The screen's query: when its answer arrived and whether a new one is on its way. */
  query: { dataUpdatedAt: number; isFetching: boolean };
  /** What the shown answer's working time leaves out; undefined until an answer arrives. */
  window: { ranges: readonly DateTimeRange[]; kind: OutsideKind; outside: number } | undefined;
  dispatch: AnalyticsFilters['dispatch'];
};

/**
 * The lines over an analytics board: how fresh its answer is, and what its working time leaves
 * out with the click that includes it (a new history entry, so Back undoes it).
 */
export function AnswerNotes({ projectId, zone, query, window, dispatch }: AnswerNotesProps) {
  return (
    <>
      <FreshnessNote projectId={projectId} updatedAt={query.dataUpdatedAt} fetching={query.isFetching} zone={zone} />
      {window ? (
        <WindowNote {...window} onInclude={() => dispatch({ type: 'setRanges', ranges: [wholeWeekRange()] }, { history: 'push' })} />
      ) : null}
    </>
  );
}
