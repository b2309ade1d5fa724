import type { DistributionDryRunInput, DistributionDryRunResult } from '@salespulse/contract/distribution';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http';

/** A POST that changes nothing: a mutation because it sends the unsaved form, run on demand. */
export function useDryRun() {
  return useMutation({
    mutationFn: (body: DistributionDryRunInput) => http.post<DistributionDryRunResult>('/distributions/dry_run', body),
  });
}
