import { csvMappingSchema, type CsvMappingInput } from '@salespulse/contract/csv-import';
import { ingestBatchSchema, type ActivityEvent } from '@salespulse/contract/ingestion';
import { describe, expect, it } from 'vitest';
import { createCsvMapper, CsvMappingError } from './csv-mapper';

function mapAll(input: CsvMappingInput, csv: string[][]) {
  const [headers = [], ...rows] = csv;
  const mapper = createCsvMapper(csvMappingSchema.parse(input), headers);
  const results = rows.map((fields, i) => mapper.map({ line: i + 2, fields }));
  const events: ActivityEvent[] = results.flatMap((result) => result.events);
  if (events.length > 0) expect(ingestBatchSchema.safeParse({ events }).success).toBe(true);
  return { events, errors: results.flatMap((result) => result.errors) };
}

const berlin = { timeZone: 'Europe/Berlin', dateFormat: 'DD.MM.YYYY' } as const;

describe('csv mapper', () => {
  describe('deals', () => {
    const mapping: CsvMappingInput = {
      kind: 'deals',
      columns: {
        externalId: 'ID',
        title: 'Deal',
        owner: 'Owner',
        stage: 'Stage',
        amount: 'Value',
        product: 'Product',
        createdAt: 'Created',
        updatedAt: 'Modified',
        link: 'URL',
      },
      properties: { source: 'Lead source', region: 'Region' },
      options: berlin,
    };
    const header = ['ID', 'Deal', 'Owner', 'Stage', 'Value', 'Product', 'Created', 'Modified', 'URL', 'Lead source', 'Region'];

    it('maps every column and announces each owner once, before its first deal', () => {
      const { events, errors } = mapAll(mapping, [
        header,
        [
          'D-1',
          ' Big one ',
          ' Ann.Lee@Example.COM ',
          'won',
          '1.234,50',
          'Pro',
          '02.03.2026 09:00',
          '29.03.2026 03:15',
          'https://crm.example.com/d/1',
          'web',
          '',
        ],
        ['D-2', '', 'ann.lee@example.com', 'bill', '', '', '15.07.2026', '', '', '', 'EU'],
        ['D-3', 'Small', 'Bob Stone', 'negotiation', '$99', '', '15.07.2026', '', '', 'fair', 'US'],
      ]);
      expect(errors).toEqual([]);
      expect(events).toEqual([
        { type: 'user', externalId: 'ann.lee@example.com', name: 'Ann.Lee@Example.COM', email: 'ann.lee@example.com' },
        {
          type: 'deal',
          externalId: 'D-1',
          title: 'Big one',
          ownerExternalId: 'ann.lee@example.com',
          stage: 'won',
          amount: 1234.5,
          product: 'Pro',
          properties: { source: 'web', region: null },
          link: 'https://crm.example.com/d/1',
          createdAt: '2026-03-02T09:00:00+01:00',
          updatedAt: '2026-03-29T03:15:00+02:00',
        },
        {
          type: 'deal',
          externalId: 'D-2',
          title: null,
          ownerExternalId: 'ann.lee@example.com',
          stage: 'bill',
          amount: null,
          product: null,
          properties: { source: null, region: 'EU' },
          link: null,
          createdAt: '2026-07-15T00:00:00+02:00',
          updatedAt: '2026-07-15T00:00:00+02:00',
        },
        { type: 'user', externalId: 'Bob Stone', name: 'Bob Stone', email: null },
        expect.objectContaining({ externalId: 'D-3', ownerExternalId: 'Bob Stone', amount: 99 }),
      ]);
    });

    it('reports every bad value of a row with its line and field, and keeps the good rows', () => {
      const { events, errors } = mapAll(mapping, [
        header,
        ['D-1', 'ok', 'ann@example.com', 'won', '10', '', '01.03.2026', '', '', '', ''],
        ['', 'no id', 'bob@example.com', '', 'lots', '', '31.02.2026', '', 'not a url', '', ''],
        ['D-3', 'x'.repeat(501), '', 'won', '10', '', '01.03.2026', '', 'crm/d/3', '', ''],
        ['D-4', 'ok', '', 'won', '-10', '', '01.03.2026', '', '', '', ''],
      ]);
      expect(events.map((event) => event.externalId)).toEqual(['ann@example.com', 'D-1']);
      expect(errors).toEqual([
        { line: 3, field: 'externalId', message: 'required field' },
        { line: 3, field: 'stage', message: 'required field' },
        { line: 3, field: 'amount', message: '"lots" is not an amount' },
        { line: 3, field: 'createdAt', message: '"31.02.2026" is not a date (DD.MM.YYYY or YYYY-MM-DD)' },
        { line: 4, field: 'title', message: expect.any(String) },
        { line: 4, field: 'link', message: expect.any(String) },
        { line: 5, field: 'amount', message: expect.any(String) },
      ]);
    });

    it('names the mapped columns the file lacks', () => {
      expect(() => createCsvMapper(csvMappingSchema.parse(mapping), ['ID', 'Deal', 'Stage'])).toThrow(CsvMappingError);
      try {
        createCsvMapper(csvMappingSchema.parse(mapping), ['ID', 'Deal', 'Stage']);
      } catch (error) {
        expect((error as CsvMappingError).missingColumns).toEqual([
          'Owner',
          'Value',
          'Product',
          'Created',
          'Modified',
          'URL',
          'Lead source',
          'Region',
        ]);
      }
    });

    it('generates a stable id from the mapped values when no id column is mapped', () => {
      const noId: CsvMappingInput = {
        kind: 'deals',
        columns: { stage: 'Stage', createdAt: 'Created', title: 'Deal' },
        generateExternalId: true,
        options: berlin,
      };
      const first = mapAll(noId, [
        ['Deal', 'Stage', 'Created', 'Ignored'],
        ['A', 'won', '01.03.2026', 'x'],
        ['B', 'won', '01.03.2026', 'x'],
      ]);
      // Column order and unmapped columns do not matter; the mapped values do.
      const again = mapAll(noId, [
        ['Ignored', 'Created', 'Stage', 'Deal'],
        ['y', '01.03.2026', 'won', 'A'],
      ]);
      expect(first.events[0]?.externalId).toMatch(/^csv-[\w-]{32}$/);
      expect(again.events[0]?.externalId).toBe(first.events[0]?.externalId);
      expect(first.events[1]?.externalId).not.toBe(first.events[0]?.externalId);
    });
  });

  describe('calls', () => {
    const header = ['Call', 'Agent', 'Deal', 'Start', 'Duration', 'Answered', 'Dir'];
    const mapping: CsvMappingInput = {
      kind: 'calls',
      columns: {
        externalId: 'Call',
        owner: 'Agent',
        deal: 'Deal',
        startedAt: 'Start',
        durationSeconds: 'Duration',
        answered: 'Answered',
        direction: 'Dir',
      },
      options: { timeZone: 'America/New_York', dateFormat: 'MM/DD/YYYY' },
    };

    it('reads durations in seconds or clock form, yes/no answers and directions', () => {
      const { events, errors } = mapAll(mapping, [
        header,
        ['C1', 'rep@example.com', 'D-1', '03/08/2026 1:59 AM', '95', 'yes', 'Outbound'],
        ['C2', 'rep@example.com', '', '03/08/2026 3:00 AM', '01:02:03', '0', 'in'],
        ['C3', '', '', '2026-03-08T12:00:00Z', '2:05', '', ''],
      ]);
      expect(errors).toEqual([]);
      expect(events).toEqual([
        { type: 'user', externalId: 'rep@example.com', name: 'rep@example.com', email: 'rep@example.com' },
        {
          type: 'call',
          externalId: 'C1',
          ownerExternalId: 'rep@example.com',
          dealExternalId: 'D-1',
          startedAt: '2026-03-08T01:59:00-05:00',
          durationSeconds: 95,
          answered: true,
          direction: 'outbound',
        },
        {
          type: 'call',
          externalId: 'C2',
          ownerExternalId: 'rep@example.com',
          dealExternalId: null,
          startedAt: '2026-03-08T03:00:00-04:00',
          durationSeconds: 3723,
          answered: false,
          direction: 'inbound',
        },
        {
          type: 'call',
          externalId: 'C3',
          ownerExternalId: null,
          dealExternalId: null,
          startedAt: '2026-03-08T12:00:00+00:00',
          durationSeconds: 125,
          answered: null,
          direction: null,
        },
      ]);
    });

    it('treats the answered column as a status when answered values are given', () => {
      const { events } = mapAll({ ...mapping, answeredValues: ['Connected', 'voicemail'] }, [
        header,
        ['C1', '', '', '03/08/2026 10:00', '10', 'connected', ''],
        ['C2', '', '', '03/08/2026 10:00', '0', 'No answer', ''],
        ['C3', '', '', '03/08/2026 10:00', '0', 'VOICEMAIL', ''],
      ]);
      expect(events.map((event) => event.type === 'call' && event.answered)).toEqual([true, false, true]);
    });

    it('refuses unreadable and out-of-range values', () => {
      const { events, errors } = mapAll(mapping, [
        header,
        ['C1', '', '', '03/08/2026 10:00', '1:75', 'perhaps', 'sideways'],
        ['C2', '', '', '', '', '', ''],
        ['C3', '', '', '03/08/2026 10:00', '100000', '', ''],
      ]);
      expect(events).toEqual([]);
      expect(errors.map((error) => [error.line, error.field])).toEqual([
        [2, 'durationSeconds'],
        [2, 'answered'],
        [2, 'direction'],
        [3, 'startedAt'],
        [3, 'durationSeconds'],
        [4, 'durationSeconds'],
      ]);
    });
  });

  describe('tasks', () => {
    const mapping: CsvMappingInput = {
      kind: 'tasks',
      columns: {
        externalId: 'Id',
        owner: 'Owner',
        deal: 'Deal',
        title: 'Subject',
        dueAt: 'Due',
        completedAt: 'Done',
        createdAt: 'Created',
      },
      options: { timeZone: 'Europe/Berlin' },
    };

    it('maps tasks and versions them by their completion when there is no updatedAt column', () => {
      const { events, errors } = mapAll(mapping, [
        ['Id', 'Owner', 'Deal', 'Subject', 'Due', 'Done', 'Created'],
        ['T1', 'U-7', 'D-1', 'Call back', '2026-03-30', '2026-03-29 10:00', '2026-03-28 09:00'],
        ['T2', '', '', '', '', '', '2026-03-28T09:00:00Z'],
      ]);
      expect(errors).toEqual([]);
      expect(events).toEqual([
        { type: 'user', externalId: 'U-7', name: 'U-7', email: null },
        {
          type: 'task',
          externalId: 'T1',
          ownerExternalId: 'U-7',
          dealExternalId: 'D-1',
          title: 'Call back',
          dueAt: '2026-03-30T00:00:00+02:00',
          completedAt: '2026-03-29T10:00:00+02:00',
          createdAt: '2026-03-28T09:00:00+01:00',
          updatedAt: '2026-03-29T10:00:00+02:00',
        },
        {
          type: 'task',
          externalId: 'T2',
          ownerExternalId: null,
          dealExternalId: null,
          title: null,
          dueAt: null,
          completedAt: null,
          createdAt: '2026-03-28T09:00:00+00:00',
          updatedAt: '2026-03-28T09:00:00+00:00',
        },
      ]);
    });
  });
});
