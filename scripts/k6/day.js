// The staff's day under load: one k6 scenario per kind of staff, each with its own executor, every request tagged
// with its contract operation (`name`) and its group (`group`), thresholds per group. The request sequences are the
// plain modules of scenarios/ (npm test runs each once against the stub); this file wires them to k6/http.
//   k6 run scripts/k6/day.js                       (BASE_URL, K6_DURATION, K6_RATE_* and the users: README.md)
import exec from 'k6/execution';
import { k6Api } from './lib/k6-client.js';
import { settingsFrom } from './lib/settings.js';
import { gozOperator, gozShortForm } from './scenarios/goz-operator.js';
import { pledgeEditor } from './scenarios/pledge-editor.js';
import { reportBuilder } from './scenarios/report-builder.js';
import { reviewer } from './scenarios/reviewer.js';
import { creditInspector, releaseManager } from './scenarios/task-worker.js';
import { underwriter } from './scenarios/underwriter.js';

const settings = settingsFrom(__ENV);
const duration = __ENV.K6_DURATION || '1m';
/** @param {string} name @param {number} fallback */
const rate = (name, fallback) => Number(__ENV[name] || fallback);

/** @type {import('k6/options').Options} */
export const options = {
  scenarios: {
    gozOperators: {
      executor: 'ramping-vus',
      exec: 'gozOperators',
      startVUs: 0,
      stages: [
        { target: rate('K6_GOZ_VUS', 3), duration: '10s' },
        { target: rate('K6_GOZ_VUS', 3), duration },
        { target: 0, duration: '5s' },
      ],
    },
    gozShortForms: {
      executor: 'constant-arrival-rate',
      exec: 'gozShortForms',
      rate: rate('K6_RATE_SHORT_FORM', 1),
      timeUnit: '2s',
      duration,
      preAllocatedVUs: 5,
      maxVUs: 20,
    },
    reviewers: {
      executor: 'constant-arrival-rate',
      exec: 'reviewers',
      rate: rate('K6_RATE_REVIEWER', 2),
      timeUnit: '1s',
      duration,
      preAllocatedVUs: 10,
      maxVUs: 50,
    },
    underwriters: {
      executor: 'constant-arrival-rate',
      exec: 'underwriters',
      rate: rate('K6_RATE_UNDERWRITER', 1),
      timeUnit: '1s',
      duration,
      preAllocatedVUs: 10,
      maxVUs: 50,
    },
    creditInspectors: {
      executor: 'constant-vus',
      exec: 'creditInspectors',
      vus: rate('K6_CREDIT_INSPECTOR_VUS', 2),
      duration,
    },
    releaseManagers: {
      executor: 'constant-vus',
      exec: 'releaseManagers',
      vus: rate('K6_RELEASE_MANAGER_VUS', 2),
      duration,
    },
    pledgeEditors: {
      executor: 'ramping-arrival-rate',
      exec: 'pledgeEditors',
      startRate: 0,
      timeUnit: '1s',
      preAllocatedVUs: 5,
      maxVUs: 20,
      stages: [
        { target: rate('K6_RATE_PLEDGE_EDITOR', 1), duration: '10s' },
        { target: rate('K6_RATE_PLEDGE_EDITOR', 1), duration },
      ],
    },
    reportBuilders: {
      executor: 'per-vu-iterations',
      exec: 'reportBuilders',
      vus: rate('K6_REPORT_VUS', 2),
      iterations: rate('K6_REPORT_ITERATIONS', 3),
      maxDuration: duration,
    },
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    checks: ['rate>0.99'],
    'http_req_duration{group:session}': ['p(95)<200', 'p(99)<500'],
    'http_req_duration{group:lists}': ['p(95)<300', 'p(99)<800'],
    'http_req_duration{group:deal}': ['p(95)<300', 'p(99)<800'],
    'http_req_duration{group:queue}': ['p(95)<300', 'p(99)<800'],
    'http_req_duration{group:task}': ['p(95)<300', 'p(99)<800'],
    'http_req_duration{group:pledge}': ['p(95)<300', 'p(99)<800'],
    'http_req_duration{group:wizard}': ['p(95)<400', 'p(99)<1000'],
    'http_req_duration{group:reports}': ['p(95)<500', 'p(99)<1500'],
  },
};

const api = () => k6Api(settings);
const iteration = () => exec.scenario.iterationInTest;

export const gozOperators = () => gozOperator(api(), settings, iteration());
export const gozShortForms = () => gozShortForm(api(), settings, iteration());
export const reviewers = () => reviewer(api(), settings, iteration());
export const underwriters = () => underwriter(api(), settings, iteration());
export const creditInspectors = () => creditInspector(api(), settings, iteration());
export const releaseManagers = () => releaseManager(api(), settings, iteration());
export const pledgeEditors = () => pledgeEditor(api(), settings, iteration());
export const reportBuilders = () => reportBuilder(api(), settings);
