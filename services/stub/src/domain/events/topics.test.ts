import { describe, expect, it } from 'vitest';
import { roleTopic, subscribedUsers, topicsOf, userOfTopic, userTopic } from './topics';

const BASE = 'https://autocredit.example';

describe('topics', () => {
  it("a user's topics: their own and one per role", () => {
    expect(topicsOf(BASE, { id: 6, roles: ['ROLE_UNDERWRITER'] })).toEqual([
      userTopic(BASE, 6),
      roleTopic(BASE, 'ROLE_UNDERWRITER'),
    ]);
  });

  it('names the user of a private topic', () => {
    expect(userOfTopic(BASE, `${BASE}/users/6`)).toBe(6);
    for (const topic of [`${BASE}/users/`, `${BASE}/users/06`, `${BASE}/users/6/x`, `${BASE}/roles/ROLE_GOZ`, '*']) {
      expect(userOfTopic(BASE, topic), topic).toBeUndefined();
    }
  });

  it('a subscription receives the private topic of a user its JWT names and one of its selectors matches', () => {
    const allowed = topicsOf(BASE, { id: 6, roles: ['ROLE_UNDERWRITER'] });
    expect(subscribedUsers(BASE, { topics: allowed, allowed })).toEqual([6]);
    expect(subscribedUsers(BASE, { topics: [`${BASE}/users/{id}`], allowed })).toEqual([6]);
    expect(subscribedUsers(BASE, { topics: [roleTopic(BASE, 'ROLE_UNDERWRITER')], allowed })).toEqual([]);
    expect(subscribedUsers(BASE, { topics: allowed, allowed: null })).toEqual([]);
    expect(subscribedUsers(BASE, { topics: ['*'], allowed: ['*'] })).toEqual([]);
  });
});
