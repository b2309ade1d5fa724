// The distribution module's public interface: its registration, the engine, runner and write-back
// the demo plays history with, and the owner writer contract a provider (modules/hubspot) implements.
export { createDistribution, registerDistributionJobs, DISTRIBUTION_SWEEP_QUEUE, type DistributionModule } from './distribution.module';
export { createDistributionRunner, type DistributionRunner } from './distribution-runner';
export { createLeadEngine, type LeadEngine } from './lead-engine';
export { LEAD_MAX_AGE_MS } from './lead-queue';
export {
  createOwnerWriters,
  createWriteBack,
  localOwnerExternalId,
  OwnerWriteError,
  recordOwnerChange,
  type OwnerChange,
  type OwnerWriter,
  type OwnerWriters,
  type WriteBack,
} from './write-back';
