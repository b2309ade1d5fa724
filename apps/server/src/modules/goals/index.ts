// The goals module's public interface: its services, and the pure rules of a goal's days, scope and split.
export { createGoalsService, type GoalsService } from './goals.service';
export { createGoalProgressService, type GoalProgressService } from './goal-progress.service';
export { daysOverlap, goalDays, scopeViolations, splitViolations } from './goal-rules';
export { goalLineOf } from './pacing/goal-line';
