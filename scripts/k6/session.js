// k6 load script: the session calls every user of the back office makes all day.
// Each iteration signs in as a seeded user, reads the user, the unseen count and the app info, refreshes
// the tokens and signs out.  BASE_URL (default http://127.0.0.1:8080), K6_VUS and K6_DURATION set the load.
import http from 'k6/http';
import { check } from 'k6';

const BASE_URL = __ENV.BASE_URL || 'http://127.0.0.1:8080';
const USERS = ['underwriter', 'goz', 'credit_inspector', 'release_manager', 'auditor', 'viewer'];

export const options = {
  vus: Number(__ENV.K6_VUS || 10),
  duration: __ENV.K6_DURATION || '30s',
  thresholds: {
    http_req_failed: ['rate<0.01'],
    'http_req_duration{kind:read}': ['p(99)<50'],
  },
};

const json = { headers: { 'Content-Type': 'application/json' } };

export default function () {
  const username = USERS[(__VU + __ITER) % USERS.length];
  const login = http.post(`${BASE_URL}/api/token/create`, JSON.stringify({ username, password: 'secret' }), json);
  check(login, { 'signed in': (r) => r.status === 200 });
  if (login.status !== 200) return;
  let { token, refreshToken } = /** @type {{ token: string, refreshToken: string }} */ (login.json());
  /** @param {string} t */
  const auth = (t) => ({
    headers: { Authorization: `Bearer ${t}`, 'Content-Type': 'application/json' },
    tags: { kind: 'read' },
  });

  check(http.get(`${BASE_URL}/api/user/`, auth(token)), { 'user read': (r) => r.status === 200 });
  check(http.get(`${BASE_URL}/api/notification/get/new`, auth(token)), { 'count read': (r) => r.status === 200 });
  check(http.get(`${BASE_URL}/api/app/info`, auth(token)), { 'info read': (r) => r.status === 200 });

  const refreshed = http.post(`${BASE_URL}/api/token/refresh`, JSON.stringify({ refreshToken }), json);
  check(refreshed, { refreshed: (r) => r.status === 200 });
  if (refreshed.status === 200)
    ({ token, refreshToken } = /** @type {{ token: string, refreshToken: string }} */ (refreshed.json()));
  check(http.post(`${BASE_URL}/api/token/delete`, JSON.stringify({ refreshToken }), auth(token)), {
    'signed out': (r) => r.status === 200,
  });
}
