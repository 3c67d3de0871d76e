import { describe, expect, it } from 'vitest';
import { hubKey, mayPublish, signPublisherJwt, signSubscriberJwt, verifyHubJwt } from './hub-auth';

const key = hubKey('a test key of at least thirty-two bytes');

describe('hub JWTs', () => {
  it('reads back the topics a JWT was signed for, and refuses one signed with another key', async () => {
    const jwt = await signSubscriberJwt(key, ['https://hub/users/7'], 60);
    expect((await verifyHubJwt(key, jwt))?.subscribe).toEqual(['https://hub/users/7']);
    expect(await verifyHubJwt(hubKey('another key of at least thirty-two bytes'), jwt)).toBeNull();
  });

  it('lets a publisher publish only to the topics its claim matches, every one of them', async () => {
    const claims = await verifyHubJwt(key, await signPublisherJwt(key, ['https://hub/users/{id}']));
    expect(mayPublish(claims ?? undefined, ['https://hub/users/7'])).toBe(true);
    expect(mayPublish(claims ?? undefined, ['https://hub/users/7', 'https://hub/roles/admin'])).toBe(false);
    expect(mayPublish(undefined, ['https://hub/users/7'])).toBe(false);
  });
});
