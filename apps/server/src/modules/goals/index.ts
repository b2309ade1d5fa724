// The goals module's public interface: its service, and the pure rules of a goal's days, scope and split.
export { createGoalsService, type GoalsService } from './goals.service';
export { daysOverlap, goalDays, scopeViolations, splitViolations } from './goal-rules';
