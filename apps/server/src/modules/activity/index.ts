export type { IngestionService } from './ingestion.service';
