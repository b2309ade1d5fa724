// The activity module's public interface: ingestion (the one writer of deals, calls and tasks), its
// queue, the hooks lead distribution plugs into it, and the owner mapping rules for hand-made changes.
export { createIngestionService, type IngestionService, type IngestTarget, type LeadHooks } from './ingestion.service';
export { createIngestionQueue, type IngestionQueue } from './ingestion-queue';
export { createOwnerMapping } from './owner-mapping';
