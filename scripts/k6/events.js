// Event-stream subscribers under load (k6 built with xk6-sse: Dockerfile here): each VU signs in, reads its topics
// and holds the hub's stream until its first events (the queue counters) or K6_STREAM_SECONDS.
//   k6 run scripts/k6/events.js       (K6_SUBSCRIBER_VUS, K6_DURATION, BASE_URL: README.md)
import { clearTimeout, setTimeout } from 'k6/timers';
import sse from 'k6/x/sse';
import { k6Api } from './lib/k6-client.js';
import { settingsFrom } from './lib/settings.js';
import { subscriber } from './scenarios/subscriber.js';

const settings = settingsFrom(__ENV);

/** @type {import('k6/options').Options} */
export const options = {
  scenarios: {
    subscribers: {
      executor: 'constant-vus',
      exec: 'subscribers',
      vus: Number(__ENV.K6_SUBSCRIBER_VUS || 50),
      duration: __ENV.K6_DURATION || '1m',
    },
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    checks: ['rate>0.99'],
    'http_req_duration{group:session}': ['p(95)<200', 'p(99)<500'],
  },
};

/** @type {import('./lib/api.js').Stream} */
const stream = async (url, { headers, tags, until, seconds }) => {
  /** @type {import('./lib/api.js').StreamEvent[]} */
  const events = [];
  const res = sse.open(url, { method: 'GET', headers, tags }, (client) => {
    const timer = setTimeout(() => client.close(), seconds * 1000);
    client.on('event', (event) => {
      events.push({ id: event.id, data: event.data });
      if (until(events)) {
        clearTimeout(timer);
        client.close();
      }
    });
  });
  return { status: res.status, events };
};

export const subscribers = () => subscriber(k6Api(settings, stream), settings);
