// The analytics module's public interface: the pulse figures per employee and day that dashboards
// and point contests add up. (Its boards are wired by the app from their own services.)
export { figureByEmployeeDay, figuresByEmployeeDay, type DayFigure, type FigureDay, type PulseFigure } from './pulse-figures';
export { teamMembersIn } from './analytics-scope';
export { teamLabel, teamsOnDay, type TeamOfDay } from './team-of-day';
