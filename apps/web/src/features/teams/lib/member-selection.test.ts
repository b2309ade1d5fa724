import { describe, expect, it } from 'vitest';
import { employeeFixture } from '@/test/fixtures/employees';
import { teamFixture } from '../testing/fixtures';
import { matchesSearch, memberOptions, otherTeams, sameMembers, toggleMember } from './member-selection';

const ann = employeeFixture(1, 'Ann Lee');
const bob = employeeFixture(2, 'Bob Stone');
const cleo = employeeFixture(3, 'Cleo Park', { status: 'inactive' });
const dan = employeeFixture(4, 'dan Ortiz');
const alpha = teamFixture(1, 'Alpha', { members: [ann['@id'], cleo['@id']] });
const beta = teamFixture(2, 'Beta', { members: [bob['@id']] });

describe('otherTeams', () => {
  it('maps each member of another team to its name, leaving out the team being edited', () => {
    expect(otherTeams([alpha, beta], undefined)).toEqual(
      new Map([
        [ann['@id'], 'Alpha'],
        [cleo['@id'], 'Alpha'],
        [bob['@id'], 'Beta'],
      ]),
    );
    expect(otherTeams([alpha, beta], alpha['@id'])).toEqual(new Map([[bob['@id'], 'Beta']]));
  });
});

describe('memberOptions', () => {
  it('offers the active employees by name, each with the other team they would move from', () => {
    const options = memberOptions([bob, dan, ann, cleo], [], [alpha, beta], beta['@id']);
    expect(options).toEqual([
      { iri: ann['@id'], name: 'Ann Lee', inactive: false, movesFrom: 'Alpha' },
      { iri: bob['@id'], name: 'Bob Stone', inactive: false, movesFrom: undefined },
      { iri: dan['@id'], name: 'dan Ortiz', inactive: false, movesFrom: undefined },
    ]);
  });

  it('keeps an inactive employee who is selected, so they can be seen and removed', () => {
    const options = memberOptions([ann, cleo], [cleo['@id']], [alpha], alpha['@id']);
    expect(options.map((option) => [option.name, option.inactive])).toEqual([
      ['Ann Lee', false],
      ['Cleo Park', true],
    ]);
  });
});

describe('matchesSearch', () => {
  it('matches part of the name in any case, ignoring the spaces around the search', () => {
    expect(matchesSearch({ name: 'Ann Lee' }, '  lee ')).toBe(true);
    expect(matchesSearch({ name: 'Ann Lee' }, 'ANN')).toBe(true);
    expect(matchesSearch({ name: 'Ann Lee' }, 'bob')).toBe(false);
    expect(matchesSearch({ name: 'Ann Lee' }, '   ')).toBe(true);
  });
});

describe('toggleMember and sameMembers', () => {
  it('adds at the end and removes in place', () => {
    expect(toggleMember(['a', 'b'], 'c')).toEqual(['a', 'b', 'c']);
    expect(toggleMember(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });

  it('compares member sets regardless of order', () => {
    expect(sameMembers(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameMembers(['a', 'b'], ['a'])).toBe(false);
    expect(sameMembers(['a', 'b'], ['a', 'c'])).toBe(false);
  });
});
