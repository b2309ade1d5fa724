// The teams module's public interface: its service (other modules read the membership tables with their own queries).
export { createTeamsService, type TeamsService } from './teams.service';
