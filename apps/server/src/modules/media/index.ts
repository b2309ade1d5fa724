// The media module's public interface: its service, where a media object's bytes are served, and
// storing one from code.
export { createMediaService, UNUSED_MEDIA_GRACE_MS, type MediaService } from './media.service';
export { contentUrlOf } from './media.mapper';
export { storeMediaObject } from './media-store';
