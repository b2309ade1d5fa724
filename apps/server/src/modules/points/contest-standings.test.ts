import { describe, expect, it } from 'vitest';
import { rankContest } from './contest-standings';

describe('rankContest', () => {
  const roster = ['anna', 'ben', 'cleo', 'dan', 'eve'];

  it('places by figure, best first, and gives each place its prize', () => {
    const figures = new Map([
      ['ben', 12],
      ['anna', 7],
      ['dan', 30],
    ]);
    expect(rankContest(roster, figures, [100, 50])).toEqual([
      { employeeId: 'dan', value: 30, place: 1, points: 100 },
      { employeeId: 'ben', value: 12, place: 2, points: 50 },
      { employeeId: 'anna', value: 7, place: 3, points: 0 },
      { employeeId: 'cleo', value: 0, place: 4, points: 0 },
      { employeeId: 'eve', value: 0, place: 4, points: 0 },
    ]);
  });

  it('lets ties share a place and its prize, and skips the places they took', () => {
    const figures = new Map([
      ['anna', 5],
      ['ben', 9],
      ['cleo', 9],
      ['dan', 5],
      ['eve', 1],
    ]);
    expect(rankContest(roster, figures, [30, 20, 10]).map((r) => [r.employeeId, r.place, r.points])).toEqual([
      ['ben', 1, 30],
      ['cleo', 1, 30],
      ['anna', 3, 10],
      ['dan', 3, 10],
      ['eve', 5, 0],
    ]);
  });

  it('gives nothing for nothing: a first place without any result wins no prize', () => {
    expect(rankContest(['anna', 'ben'], new Map(), [10]).map((r) => [r.place, r.points])).toEqual([
      [1, 0],
      [1, 0],
    ]);
    expect(rankContest(['anna', 'ben'], new Map([['anna', -200]]), [10]).map((r) => r.points)).toEqual([0, 0]);
  });

  it('rounds figures to cents for the answer but ranks on the exact ones', () => {
    const figures = new Map([
      ['anna', 10.004],
      ['ben', 10.001],
    ]);
    expect(rankContest(['anna', 'ben'], figures, [5, 1])).toEqual([
      { employeeId: 'anna', value: 10, place: 1, points: 5 },
      { employeeId: 'ben', value: 10, place: 2, points: 1 },
    ]);
  });
});
