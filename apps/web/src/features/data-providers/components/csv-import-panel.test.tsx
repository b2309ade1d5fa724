import type { CsvImport } from '@salespulse/contract/csv-import';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/shared/stores/session-store';
import { jsonResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { projectId } from '@/test/fixtures/ids';
import { renderScreen } from '@/test/render-screen';
import { runSignedIn } from '@/test/signed-in';
import { providerFixture } from '../testing/fixtures';
import { CsvImportPanel } from './csv-import-panel';

const provider = providerFixture(7, { type: 'csv', name: 'Export' });
const importId = '00000000-0000-4000-a000-000000000001';
const csv = ['Call ID;Agent;Start;Duration', 'c-1;rita@example.com;02.11.2026 09:00;90', 'c-2;max@example.com;not a date;45'].join('\n');

function csvImport(overrides: Partial<CsvImport> = {}): CsvImport {
  return {
    '@id': `/api/csv_imports/${importId}`,
    '@type': 'CsvImport',
    id: importId,
    dataProvider: provider['@id'],
    kind: 'calls',
    status: 'waiting',
    rows: 0,
    imported: 0,
    errorCount: 0,
    errors: [],
    bytesDone: 0,
    bytesTotal: null,
    failure: null,
    createdAt: '2030-01-01T10:00:00Z',
    finishedAt: null,
    ...overrides,
  };
}

type Sent = { method: string; url: string; headers: Record<string, string>; body: unknown; xhr: FakeXhr };

/** XMLHttpRequest stand-in: records each request and lets the test answer it and report upload progress. */
class FakeXhr {
  static sent: Sent[] = [];
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  private request = { method: '', url: '', headers: {} as Record<string, string> };
  open(method: string, url: string) {
    this.request = { method, url, headers: {} };
  }
  setRequestHeader(name: string, value: string) {
    this.request.headers[name] = value;
  }
  send(body: unknown) {
    FakeXhr.sent.push({ ...this.request, body, xhr: this });
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

async function sentTo(method: string, url: string): Promise<Sent> {
  await vi.waitFor(() => expect(FakeXhr.sent.find((sent) => sent.method === method && sent.url === url)).toBeDefined());
  return FakeXhr.sent.find((sent) => sent.method === method && sent.url === url)!;
}

describe('CSV import panel', () => {
  runSignedIn();
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    useSessionStore.getState().setProjectId(projectId, 'Acme');
    return () => vi.unstubAllGlobals();
  });

  async function previewCalls() {
    const api = fakeApi({
      [`POST /data_providers/${provider.id}/csv/imports`]: () => jsonResponse(csvImport(), 201),
      [`GET /csv_imports/${importId}`]: () => jsonResponse(csvImport({ status: 'running', rows: 1, bytesDone: 60, bytesTotal: 120 })),
    });
    const view = renderScreen(<CsvImportPanel provider={provider} />);
    await view.user.upload(screen.getByLabelText('CSV file'), new File([csv], 'calls.csv', { type: 'text/csv' }));
    expect(screen.getByTestId('csv-file-name')).toHaveTextContent('calls.csv');
    await view.user.click(screen.getByRole('radio', { name: 'Calls' }));
    await view.user.click(screen.getByRole('button', { name: 'Preview' }));
    const previewed = await sentTo('POST', `/api/data_providers/${provider.id}/csv/preview`);
    expect(previewed.headers).toMatchObject({ 'Content-Type': 'text/csv', Authorization: 'Bearer token' });
    expect(previewed.body).toBe(csv);
    await act(async () =>
      previewed.xhr.respond(200, {
        delimiter: ';',
        headers: ['Call ID', 'Agent', 'Start', 'Duration'],
        rows: [
          ['c-1', 'rita@example.com', '02.11.2026 09:00', '90'],
          ['c-2', 'max@example.com', 'not a date', '45'],
        ],
      }),
    );
    return { ...view, api };
  }

  it('suggests columns from the headers and shows the first rows', async () => {
    await previewCalls();
    expect(await screen.findByRole('heading', { name: 'Step 2 of 3: Map the columns' })).toHaveFocus();
    expect(screen.getByLabelText('Id (required)')).toHaveValue('Call ID');
    expect(screen.getByLabelText('Owner')).toHaveValue('Agent');
    expect(screen.getByLabelText('Started at (required)')).toHaveValue('Start');
    expect(screen.getByLabelText('Duration (required)')).toHaveValue('Duration');
    expect(screen.getByLabelText('Answered')).toHaveValue('');
    expect(screen.getByLabelText('Date format')).toHaveValue('DD.MM.YYYY');
    expect(screen.getByLabelText('Time zone')).toHaveValue(Intl.DateTimeFormat().resolvedOptions().timeZone);
    const table = screen.getByRole('region', { name: 'First rows of calls.csv' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('not a date')).toBeInTheDocument();
  });

  it('refuses to start until the required columns are mapped', async () => {
    const { user, api } = await previewCalls();
    await user.selectOptions(await screen.findByLabelText('Id (required)'), '');
    await user.selectOptions(screen.getByLabelText('Duration (required)'), '');
    await user.click(screen.getByRole('button', { name: 'Start import' }));
    expect(screen.getByText('Some columns still need a choice.')).toBeInTheDocument();
    expect(screen.getByText('Choose the id column or generate the ids')).toBeInTheDocument();
    expect(screen.getByText('Choose the column with this value')).toBeInTheDocument();
    expect(api.calls('POST', `/data_providers/${provider.id}/csv/imports`)).toHaveLength(0);

    await user.click(screen.getByLabelText("Generate ids from the row's values"));
    await user.selectOptions(screen.getByLabelText('Duration (required)'), 'Duration');
    expect(screen.queryByText('Some columns still need a choice.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start import' }));
    await vi.waitFor(() => expect(api.calls('POST', `/data_providers/${provider.id}/csv/imports`)).toHaveLength(1));
    expect(api.calls('POST', `/data_providers/${provider.id}/csv/imports`)[0]?.body).toMatchObject({
      mapping: { kind: 'calls', generateExternalId: true, columns: { owner: 'Agent', startedAt: 'Start', durationSeconds: 'Duration' } },
    });
  });

  it('imports with live progress, then shows the outcome and the bad rows', async () => {
    const { user, api } = await previewCalls();
    await user.type(await screen.findByLabelText('Answered values'), 'connected, completed');
    await user.click(screen.getByRole('button', { name: 'Start import' }));
    const uploaded = await sentTo('PUT', `/api/csv_imports/${importId}/file`);
    expect(uploaded.body).toBeInstanceOf(File);
    expect(api.calls('POST', `/data_providers/${provider.id}/csv/imports`)[0]?.body).toMatchObject({
      mapping: { answeredValues: ['connected', 'completed'], options: { dateFormat: 'DD.MM.YYYY' } },
    });

    act(() => uploaded.xhr.progress(30, 120));
    const bar = screen.getByRole('progressbar', { name: 'Importing calls.csv' });
    // The server's own count wins as soon as the first poll answers.
    await vi.waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(bar).toHaveAttribute('aria-valuetext', '50% · 1 rows processed');

    const errors = [{ line: 3, field: 'startedAt', message: 'not a date: "not a date"' }];
    await act(async () => uploaded.xhr.respond(200, csvImport({ status: 'done', rows: 2, imported: 1, errorCount: 1, errors })));
    expect(await screen.findByRole('status')).toHaveTextContent('Import finished: 1 row could not be imported.');
    expect(screen.getByText('Rows').nextSibling).toHaveTextContent('2');
    expect(screen.getByText('Imported').nextSibling).toHaveTextContent('1');
    const table = screen.getByRole('region', { name: 'Rows with errors' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('3Started atnot a date');

    await user.click(screen.getByRole('button', { name: 'Import another file' }));
    expect(screen.getByRole('heading', { name: 'Step 1 of 3: Choose the file' })).toHaveFocus();
    expect(screen.queryByTestId('csv-file-name')).not.toBeInTheDocument();
  });

  it('shows why the server refused the file and goes back to the mapping', async () => {
    const { user } = await previewCalls();
    await user.click(await screen.findByRole('button', { name: 'Start import' }));
    const uploaded = await sentTo('PUT', `/api/csv_imports/${importId}/file`);
    await act(async () =>
      uploaded.xhr.respond(422, {
        '@type': 'hydra:Error',
        'hydra:title': 'An error occurred',
        'hydra:description': 'mapping: the file has no column "Start"',
        status: 422,
        violations: [{ propertyPath: 'mapping', message: 'the file has no column "Start"' }],
      }),
    );
    expect(await screen.findByText(/The import failed/)).toHaveTextContent('The import failed: the file has no column "Start"');
    await user.click(screen.getByRole('button', { name: 'Change the mapping' }));
    expect(screen.getByLabelText('Answered values')).toBeInTheDocument();
    expect(screen.getByLabelText('Started at (required)')).toHaveValue('Start');
  });

  it('takes a dropped file, refusing one that is not a CSV', async () => {
    const { user } = renderScreen(<CsvImportPanel provider={provider} />);
    const zone = screen.getByText('Choose a CSV file or drop it here').closest('label')!;
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['x'], 'photo.png', { type: 'image/png' })] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a .csv file');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(FakeXhr.sent).toHaveLength(0);
    fireEvent.drop(zone, { dataTransfer: { files: [new File([csv], 'calls.csv', { type: 'text/csv' })] } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTestId('csv-file-name')).toHaveTextContent('calls.csv');
  });

  it('stays on the file step and says so when the file has no data rows, with focus on the file field', async () => {
    const { user } = renderScreen(<CsvImportPanel provider={provider} />);
    await user.upload(screen.getByLabelText('CSV file'), new File(['Call ID;Agent\n'], 'header-only.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const previewed = await sentTo('POST', `/api/data_providers/${provider.id}/csv/preview`);
    await act(async () => previewed.xhr.respond(200, { delimiter: ';', headers: ['Call ID', 'Agent'], rows: [] }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file has a header row but no data rows: there is nothing to import.');
    expect(screen.getByRole('heading', { name: /Step 1 of 3/ })).toBeInTheDocument();
    expect(screen.getByLabelText('CSV file')).toHaveFocus();
    expect(screen.getByLabelText('CSV file')).toHaveAttribute('aria-invalid', 'true');

    // Another file clears the refusal.
    await user.upload(screen.getByLabelText('CSV file'), new File([csv], 'calls.csv', { type: 'text/csv' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('calls an empty file empty', async () => {
    const { user } = renderScreen(<CsvImportPanel provider={provider} />);
    await user.upload(screen.getByLabelText('CSV file'), new File([''], 'empty.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const previewed = await sentTo('POST', `/api/data_providers/${provider.id}/csv/preview`);
    await act(async () => previewed.xhr.respond(200, { delimiter: ',', headers: [], rows: [] }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is empty');
  });

  it('puts focus on the file field when Preview is pressed without a file', async () => {
    const { user } = renderScreen(<CsvImportPanel provider={provider} />);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a file first');
    expect(screen.getByLabelText('CSV file')).toHaveFocus();
  });
});
