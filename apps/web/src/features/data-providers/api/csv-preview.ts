import type { CsvPreview } from '@salespulse/contract/csv-import';
import { useMutation } from '@tanstack/react-query';
import { previewSlice } from '../lib/csv-options';
import { sendCsv } from './csv-upload';

/** Headers and first rows of the file; only its start is sent. */
export async function previewCsv(providerId: string, file: Blob): Promise<CsvPreview> {
  return sendCsv<CsvPreview>('POST', `/data_providers/${providerId}/csv/preview`, await previewSlice(file));
}

export function usePreviewCsv(providerId: string) {
  return useMutation({ mutationFn: (file: Blob) => previewCsv(providerId, file) });
}
