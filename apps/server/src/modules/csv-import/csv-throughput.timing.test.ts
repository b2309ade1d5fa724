import { csvMappingSchema } from '@salespulse/contract/csv-import';
import { describe, expect, it } from 'vitest';
import { importCsv } from './csv-import';
import { parseCsv } from './csv-parser';
import { chunked } from '../../../test/chunked';

// Throughput bounds: run alone by `npm test` (the server-timing project), so other suites on the
// same two cores do not decide them.

describe('csv throughput', () => {
  it('parses 100,000 rows of 10 columns, streamed in 64 KiB chunks, well under 2 s', async () => {
    const lines = ['id,owner,stage,amount,title,product,created,updated,link,note'];
    for (let i = 0; i < 100_000; i++) {
      lines.push(
        `${i},rep${i % 50}@example.com,stage-${i % 7},${(i * 13.37).toFixed(2)},"Deal ${i}, big",Product ${i % 9},` +
          `2026-03-${String((i % 28) + 1).padStart(2, '0')} 10:15,2026-04-01T08:00:00Z,https://crm.example.com/d/${i},"said ""yes"""`,
      );
    }
    const bytes = Buffer.from(lines.join('\r\n'));
    const chunks: Buffer[] = [];
    for (let at = 0; at < bytes.length; at += 65_536) chunks.push(bytes.subarray(at, at + 65_536));

    const started = performance.now();
    let rows = 0;
    let columns = 0;
    for await (const row of parseCsv(chunks)) {
      rows++;
      columns += row.fields.length;
    }
    const ms = performance.now() - started;
    process.stdout.write(
      `csv parser: 100,000 rows (${(bytes.length / 1e6).toFixed(1)} MB) in ${ms.toFixed(0)} ms = ${Math.round((rows / ms) * 1000)} rows/s\n`,
    );
    expect(rows).toBe(100_001);
    expect(columns).toBe(100_001 * 10);
    expect(ms).toBeLessThan(2000);
  });

  it('parses and maps 100,000 rows streamed in chunks within 10 s', async () => {
    const mapping = csvMappingSchema.parse({
      kind: 'deals',
      columns: {
        externalId: 'id',
        title: 'title',
        owner: 'owner',
        stage: 'stage',
        amount: 'amount',
        product: 'product',
        createdAt: 'created',
        updatedAt: 'updated',
        link: 'link',
      },
      properties: { note: 'note' },
      options: { timeZone: 'Europe/Berlin', dateFormat: 'DD.MM.YYYY' },
    });
    const lines = ['id,title,owner,stage,amount,product,created,updated,link,note'];
    for (let i = 0; i < 100_000; i++) {
      const day = String((i % 28) + 1).padStart(2, '0');
      lines.push(
        `D${i},"Deal ${i}, big",Rep ${i % 50}@Example.com,stage-${i % 7},"${i % 9},${String(i % 1000).padStart(3, '0')}.50",Product ${i % 9},` +
          `${day}.03.2026 ${String(i % 24).padStart(2, '0')}:15,2026-04-${day}T08:00:00Z,https://crm.example.com/d/${i},"said ""yes"""`,
      );
    }
    const chunks = chunked(lines.join('\n'), 65_536);

    const started = performance.now();
    let events = 0;
    const summary = await importCsv(chunks, mapping, { onBatch: (batch) => void (events += batch.length) });
    const ms = performance.now() - started;
    process.stdout.write(
      `csv import: 100,000 rows parsed and mapped in ${ms.toFixed(0)} ms = ${Math.round((summary.rows / ms) * 1000)} rows/s\n`,
    );
    expect(summary).toMatchObject({ rows: 100_000, imported: 100_000, errorCount: 0 });
    expect(events).toBe(100_000 + 50);
    expect(ms).toBeLessThan(10_000);
  });
});
