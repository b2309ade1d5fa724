import { describe, expect, it } from 'vitest';
import { buildMapping, guessDateFormat, suggestColumns, type CsvMappingDraft } from './csv-mapping';

const draft = (overrides: Partial<CsvMappingDraft> = {}): CsvMappingDraft => ({
  kind: 'calls',
  columns: { externalId: 'Call ID', startedAt: 'Start', durationSeconds: 'Duration' },
  generateExternalId: false,
  dateFormat: 'DD.MM.YYYY',
  timeZone: 'Europe/Berlin',
  properties: [],
  answeredValues: '',
  ...overrides,
});

describe('suggestColumns', () => {
  it('matches headers to fields by name, ignoring case, spaces and punctuation', () => {
    expect(suggestColumns('calls', ['Call ID', 'Agent', 'Start', 'Duration', 'ANSWERED', 'Direction'])).toEqual({
      externalId: 'Call ID',
      owner: 'Agent',
      startedAt: 'Start',
      durationSeconds: 'Duration',
      answered: 'ANSWERED',
      direction: 'Direction',
    });
  });

  it('gives each header to one field, the exact name first', () => {
    // "Deal ID" of a calls file names the call's deal; the call's own id is "ID".
    expect(suggestColumns('calls', ['Deal ID', 'ID', 'Started at'])).toEqual({
      deal: 'Deal ID',
      externalId: 'ID',
      startedAt: 'Started at',
    });
    expect(suggestColumns('deals', ['Deal ID', 'Deal Stage', 'Create Date', 'Owner email', 'Amount (EUR)'])).toEqual({
      externalId: 'Deal ID',
      stage: 'Deal Stage',
      createdAt: 'Create Date',
      owner: 'Owner email',
      amount: 'Amount (EUR)',
    });
  });

  it('suggests nothing for unrelated headers', () => {
    expect(suggestColumns('tasks', ['Foo', 'Bar', ''])).toEqual({});
  });
});

describe('guessDateFormat', () => {
  it('reads the order of day, month and year from the first date', () => {
    expect(guessDateFormat(['', '2026-11-02 09:00'])).toBe('YYYY-MM-DD');
    expect(guessDateFormat(['02.11.2026 09:00'])).toBe('DD.MM.YYYY');
    expect(guessDateFormat(['11/02/2026 2:05 PM'])).toBe('MM/DD/YYYY');
    expect(guessDateFormat(['25/12/2026'])).toBe('DD.MM.YYYY');
    expect(guessDateFormat(['soon'])).toBeUndefined();
  });
});

describe('buildMapping', () => {
  it('builds the mapping of the mapped columns only', () => {
    const result = buildMapping(draft({ columns: { externalId: 'Call ID', owner: '', startedAt: 'Start', durationSeconds: 'Duration' } }));
    expect(result).toEqual({
      ok: true,
      mapping: {
        kind: 'calls',
        columns: { externalId: 'Call ID', startedAt: 'Start', durationSeconds: 'Duration' },
        options: { dateFormat: 'DD.MM.YYYY', timeZone: 'Europe/Berlin' },
      },
    });
  });

  it('names the missing required columns', () => {
    const result = buildMapping(draft({ columns: { externalId: 'Call ID' } }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((issue) => issue.path).sort()).toEqual(['columns.durationSeconds', 'columns.startedAt']);
  });

  it('asks for an id column unless ids are generated', () => {
    const columns = { startedAt: 'Start', durationSeconds: 'Duration' };
    const missing = buildMapping(draft({ columns }));
    expect(missing.ok ? [] : missing.issues.map((issue) => issue.path)).toEqual(['columns.externalId']);
    const generated = buildMapping(draft({ columns, generateExternalId: true }));
    expect(generated.ok && generated.mapping.generateExternalId).toBe(true);
    // An id column wins over the checkbox.
    const both = buildMapping(draft({ generateExternalId: true }));
    expect(both.ok && both.mapping.generateExternalId).toBeUndefined();
  });

  it('splits answered values and keeps deal properties', () => {
    const calls = buildMapping(draft({ answeredValues: ' connected, ,Completed ' }));
    expect(calls.ok && calls.mapping.kind === 'calls' && calls.mapping.answeredValues).toEqual(['connected', 'Completed']);
    const deals = buildMapping({
      ...draft(),
      kind: 'deals',
      columns: { externalId: 'ID', stage: 'Stage', createdAt: 'Created' },
      properties: [
        { key: ' Region ', column: 'Region' },
        { key: '', column: '' },
      ],
    });
    expect(deals.ok && deals.mapping.kind === 'deals' && deals.mapping.properties).toEqual({ Region: 'Region' });
  });

  it('rejects a half-filled property and an unknown time zone', () => {
    const result = buildMapping({
      ...draft({ timeZone: 'Mars/Base' }),
      kind: 'deals',
      columns: { externalId: 'ID', stage: 'Stage', createdAt: 'Created' },
      properties: [{ key: 'Region', column: '' }],
    });
    expect(result.ok ? [] : result.issues.map((issue) => issue.path)).toEqual(['options.timeZone', 'properties.0']);
  });
});
