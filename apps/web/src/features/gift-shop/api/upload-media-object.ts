import type { MediaObject } from '@salespulse/contract/media';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http';

/** Stores an image in the project; a gift then refers to it by its IRI. */
export function uploadMediaObject(projectId: string, file: File): Promise<MediaObject> {
  const form = new FormData();
  form.append('project', `/api/projects/${projectId}`);
  form.append('file', file);
  return http.postForm<MediaObject>('/media_objects', form);
}

export function useUploadMediaObject(projectId: string) {
  return useMutation({ mutationFn: (file: File) => uploadMediaObject(projectId, file) });
}
