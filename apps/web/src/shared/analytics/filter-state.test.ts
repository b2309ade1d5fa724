import { describe, expect, it } from 'vitest';
import {
  CALLS_DEFAULT_TIME,
  filterDefaults,
  LEAD_PROCESSING_DEFAULT_TIME,
  MANAGERS_EXCLUSION_TIME,
  workHoursWindow,
} from './filter-defaults';
import { defaultFilters, type FilterAction, filterReducer, type FilterStore } from './filter-state';

const today = '2026-03-18';
const managers = filterDefaults('managers', today);
const start = (): FilterStore => ({ filters: defaultFilters(managers), changes: 0 });
const run = (actions: FilterAction[], store = start(), defaults = managers) =>
  actions.reduce((s, a) => filterReducer(s, a, defaults), store);

describe('filter defaults (spec §9)', () => {
  it('start one month ago through today, Monday to Friday, with nothing else chosen', () => {
    expect(defaultFilters(managers)).toEqual({
      employees: [],
      teams: [],
      products: [],
      dataProviders: [],
      properties: [],
      date: { from: '2026-02-18', to: today },
      dateTimeRanges: [{ fromTime: '00:00:00', toTime: '23:59:59', daysOfWeek: [1, 2, 3, 4, 5] }],
      dateTimeRangeExclusions: [],
      durationRange: null,
    });
  });

  it('one month ago is the last day of a shorter month', () => {
    expect(defaultFilters(filterDefaults('calls', '2026-03-31')).date).toEqual({ from: '2026-02-28', to: '2026-03-31' });
  });

  it('give each screen its working time', () => {
    expect(managers.exclusionTime).toEqual({ fromTime: '00:00:00', toTime: '23:59:00' });
    expect(MANAGERS_EXCLUSION_TIME).toEqual({ fromTime: '00:00:00', toTime: '23:59:00' });
    expect(filterDefaults('calls', today).time).toEqual({ fromTime: '08:00:00', toTime: '17:00:00' });
    expect(CALLS_DEFAULT_TIME).toEqual({ fromTime: '08:00:00', toTime: '17:00:00' });
    expect(filterDefaults('leadProcessing', today).time).toEqual({ fromTime: '10:00:00', toTime: '17:00:00' });
    expect(LEAD_PROCESSING_DEFAULT_TIME).toEqual({ fromTime: '10:00:00', toTime: '17:00:00' });
  });

  it('take lead processing hours from the project work_hours when set', () => {
    expect(filterDefaults('leadProcessing', today, '09:30-18:00').time).toEqual({ fromTime: '09:30:00', toTime: '18:00:00' });
    expect(filterDefaults('leadProcessing', today, 'nonsense').time).toEqual(LEAD_PROCESSING_DEFAULT_TIME);
    expect(workHoursWindow('18:00-09:00')).toBeUndefined();
  });
});

describe('filter reducer (spec §4)', () => {
  it('counts every change, even one that sets the same value', () => {
    const store = run([
      { type: 'setEmployees', ids: ['e1'] },
      { type: 'setEmployees', ids: ['e1'] },
      { type: 'setProducts', ids: [] },
    ]);
    expect(store.changes).toBe(3);
    expect(store.filters.employees).toEqual(['e1']);
  });

  it('sets and clears the teams', () => {
    const store = run([
      { type: 'setTeams', ids: ['t1', 't2'] },
      { type: 'setEmployees', ids: ['e1'] },
    ]);
    expect(store.filters).toMatchObject({ teams: ['t1', 't2'], employees: ['e1'] });
    expect(run([{ type: 'setTeams', ids: [] }], store).filters.teams).toEqual([]);
  });

  it('sets products, data providers and the call duration range', () => {
    const store = run([
      { type: 'setProducts', ids: ['p1', 'p2'] },
      { type: 'setDataProviders', ids: ['d1'] },
      { type: 'setDurationRange', range: { min: 10, max: 90 } },
    ]);
    expect(store.filters).toMatchObject({ products: ['p1', 'p2'], dataProviders: ['d1'], durationRange: { min: 10, max: 90 } });
  });

  it('sets, replaces and removes a property filter', () => {
    let store = run([
      { type: 'setPropertyOptions', propertyId: 'source', options: ['web'] },
      { type: 'setPropertyOptions', propertyId: 'region', options: ['EU'] },
      { type: 'setPropertyOptions', propertyId: 'source', options: ['web', 'ads'] },
    ]);
    expect(store.filters.properties).toEqual([
      { propertyId: 'region', options: ['EU'] },
      { propertyId: 'source', options: ['web', 'ads'] },
    ]);
    store = run([{ type: 'setPropertyOptions', propertyId: 'region', options: [] }], store);
    expect(store.filters.properties).toEqual([{ propertyId: 'source', options: ['web', 'ads'] }]);
  });

  it('clearing the date resets to month start through today, Monday to Friday, no exclusions', () => {
    const store = run([
      { type: 'setDate', date: { from: '2026-01-01', to: '2026-01-31' } },
      { type: 'setRanges', ranges: [{ fromTime: '09:00:00', toTime: '12:00:00', daysOfWeek: [6, 7] }] },
      { type: 'addExclusion' },
      { type: 'setEmployees', ids: ['e1'] },
      { type: 'clearDate' },
    ]);
    expect(store.filters.date).toEqual({ from: '2026-03-01', to: today });
    expect(store.filters.dateTimeRanges).toEqual([{ fromTime: '00:00:00', toTime: '23:59:59', daysOfWeek: [1, 2, 3, 4, 5] }]);
    expect(store.filters.dateTimeRangeExclusions).toEqual([]);
    expect(store.filters.employees).toEqual(['e1']);
    expect(store.changes).toBe(5);
  });

  it('adds exclusions on the last day of the period, removes one by index and clears them all', () => {
    let store = run([
      { type: 'setDate', date: { from: '2026-03-01', to: '2026-03-10' } },
      { type: 'addExclusion' },
      { type: 'addExclusion' },
    ]);
    expect(store.filters.dateTimeRangeExclusions).toEqual([
      { fromTime: '00:00:00', toTime: '23:59:00', daysOfWeek: [1, 2, 3, 4, 5], fromDate: '2026-03-10', toDate: '2026-03-10' },
      { fromTime: '00:00:00', toTime: '23:59:00', daysOfWeek: [1, 2, 3, 4, 5], fromDate: '2026-03-10', toDate: '2026-03-10' },
    ]);
    const lunch = { fromTime: '13:00:00', toTime: '14:00:00', daysOfWeek: [1, 2, 3, 4, 5] };
    store = run(
      [
        { type: 'updateExclusion', index: 0, range: lunch },
        { type: 'removeExclusion', index: 1 },
      ],
      store,
    );
    expect(store.filters.dateTimeRangeExclusions).toEqual([lunch]);
    store = run([{ type: 'addExclusion' }, { type: 'clearExclusions' }], store);
    expect(store.filters.dateTimeRangeExclusions).toEqual([]);
  });

  it('adds, edits and removes working-time ranges with the screen’s default window', () => {
    const calls = filterDefaults('calls', today);
    let store = run([{ type: 'addRange' }], { filters: defaultFilters(calls), changes: 0 }, calls);
    expect(store.filters.dateTimeRanges).toHaveLength(2);
    expect(store.filters.dateTimeRanges[1]).toEqual({ fromTime: '08:00:00', toTime: '17:00:00', daysOfWeek: [1, 2, 3, 4, 5] });
    const saturday = { fromTime: '10:00:00', toTime: '14:00:00', daysOfWeek: [6] };
    store = run(
      [
        { type: 'updateRange', index: 1, range: saturday },
        { type: 'removeRange', index: 0 },
      ],
      store,
      calls,
    );
    expect(store.filters.dateTimeRanges).toEqual([saturday]);
  });

  it('replaces ranges and exclusions together, and resets to the defaults', () => {
    const lunch = { fromTime: '13:00:00', toTime: '14:00:00', daysOfWeek: [1] };
    let store = run([{ type: 'setTimeWindows', ranges: [], exclusions: [lunch] }]);
    expect(store.filters).toMatchObject({ dateTimeRanges: [], dateTimeRangeExclusions: [lunch] });
    store = run([{ type: 'reset' }], store);
    expect(store.filters).toEqual(defaultFilters(managers));
    expect(store.changes).toBe(2);
  });
});
