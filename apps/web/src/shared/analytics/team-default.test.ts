import { describe, expect, it } from 'vitest';
import { teamFixture } from './testing/fixtures';
import { representativeTeamDefault } from './team-default';

const hunters = teamFixture(1, 'Hunters', ['/api/employees/rita']);
const url = (search: string) => new URLSearchParams(search);

describe('a representative’s team by default', () => {
  it('filters a representative’s screen to their team when the address names nobody', () => {
    expect(representativeTeamDefault('REPRESENTATIVE', url('from=2026-03-01&to=2026-03-18'), hunters)).toEqual({
      kind: 'apply',
      teamId: hunters.id,
    });
  });

  it('waits while their team is loading, and adds nothing when they are in none', () => {
    expect(representativeTeamDefault('REPRESENTATIVE', url(''), undefined)).toEqual({ kind: 'wait' });
    expect(representativeTeamDefault('REPRESENTATIVE', url(''), null)).toEqual({ kind: 'none' });
  });

  it('keeps what a link names (employees or teams), and leaves other roles alone', () => {
    expect(representativeTeamDefault('REPRESENTATIVE', url('employee=e1'), hunters)).toEqual({ kind: 'none' });
    expect(representativeTeamDefault('REPRESENTATIVE', url('team=t2'), undefined)).toEqual({ kind: 'none' });
    for (const role of ['OWNER', 'ADMIN', null] as const)
      expect(representativeTeamDefault(role, url(''), hunters)).toEqual({ kind: 'none' });
  });
});
