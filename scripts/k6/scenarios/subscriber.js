// An event-stream subscriber (002 §4, §7): the topics, then the hub's stream with the subscriber cookie, held until
// the first events come (an underwriter gets the queue counters at once) or the time is up.

/**
 * @param {import('../lib/api.js').Api} api
 * @param {import('../lib/settings.js').Settings} settings
 */
export async function subscriber(api, settings) {
  await api.signIn(settings.users.subscriber, settings.password);
  const answer = await api.get('getUserTopics', '/api/user/topics', { group: 'session' });
  const topics = answer.data?.result;
  if (topics) {
    const query = topics.topics.map((/** @type {string} */ t) => `topic=${encodeURIComponent(t)}`).join('&');
    const cookie = answer.cookies.mercureAuthorization;
    await api.listen(`${topics.mercureHub}?${query}`, {
      group: 'events',
      headers: cookie ? { Cookie: `mercureAuthorization=${cookie}` } : {},
      until: (events) => events.some((event) => event.data.includes('"newUnderTask"')),
      seconds: settings.streamSeconds,
    });
  }
  await api.signOut();
}
