import type { CsvImport, CsvMapping } from '@salespulse/contract/csv-import';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { dataProviderKeys } from '@/shared/resources/data-providers';
import { sendCsv, type UploadProgress } from './csv-upload';

const PROGRESS_POLL_MS = 500;

export const csvImportKeys = {
  detail: (projectId: string, id: string) => [...dataProviderKeys.all(projectId), 'csv-import', id] as const,
};

export function createCsvImport(providerId: string, mapping: CsvMapping): Promise<CsvImport> {
  return http.post<CsvImport>(`/data_providers/${providerId}/csv/imports`, { mapping });
}

export function getCsvImport(id: string, signal?: AbortSignal): Promise<CsvImport> {
  return http.get<CsvImport>(`/csv_imports/${id}`, { signal });
}

/** Answers when the server has read the whole file, with the outcome. */
export function uploadCsvFile(id: string, file: Blob, onProgress?: (progress: UploadProgress) => void): Promise<CsvImport> {
  return sendCsv<CsvImport>('PUT', `/csv_imports/${id}/file`, file, onProgress);
}

/** The server-side progress (rows, bytes processed), read while the upload is in flight. */
export function useCsvImportProgress(projectId: string, id: string | null, running: boolean) {
  return useQuery({
    queryKey: csvImportKeys.detail(projectId, id ?? ''),
    queryFn: ({ signal }) => getCsvImport(id ?? '', signal),
    enabled: id !== null && running,
    refetchInterval: running ? PROGRESS_POLL_MS : false,
  });
}

type RunInput = {
  mapping: CsvMapping;
  file: Blob;
  onCreated: (created: CsvImport) => void;
  onProgress: (progress: UploadProgress) => void;
};

export function useRunCsvImport(projectId: string, providerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ mapping, file, onCreated, onProgress }: RunInput) => {
      const created = await createCsvImport(providerId, mapping);
      onCreated(created);
      return uploadCsvFile(created.id, file, onProgress);
    },
    // The provider's last sync and state change with every import.
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataProviderKeys.detail(projectId, providerId) }),
  });
}
