/**
 * Every TanStack Query key of the app, in one place: a feature asks here for the key of what it loads, and
 * invalidates by the prefixes below (`queryKeys.deals.all` refreshes every deal list and the priorities).
 */
export const queryKeys = {
  user: ['user'] as const,
  appInfo: ['app-info'] as const,
  rolesTitles: ['roles-titles'] as const,
  unseenCount: ['notifications', 'unseen-count'] as const,
  notifications: {
    /** The unseen count and every page of notifications. */
    all: ['notifications'] as const,
    page: (page: number, perPage: number) => ['notifications', 'page', page, perPage] as const,
  },
  users: {
    page: (query: object) => ['users', query] as const,
  },
  deals: {
    all: ['deals'] as const,
    page: (history: boolean, query: object) => ['deals', history ? 'history' : 'list', query] as const,
    priorities: ['deals', 'priorities'] as const,
    /** The deal page's header: the deal, its strategies, its risk (`GET /api/autocredit/{dealId}`). */
    info: (dealId: number) => ['deals', 'info', dealId] as const,
    /** The deal's open tasks and who holds them (`GET /api/deal/{dealId}/tasks`). */
    tasks: (dealId: number) => ['deals', 'tasks', dealId] as const,
    /** Whether the applicant is an individual entrepreneur (`GET /api/autocredit/isIpConfig/{dealId}`). */
    ipConfig: (dealId: number) => ['deals', 'ip-config', dealId] as const,
    /** A thread of the deal page's comments: the underwriters' or the common one. */
    comments: (dealId: number, thread: string) => ['deals', 'comments', dealId, thread] as const,
    /** The contacts of the deal's people and employer. */
    holderContacts: (dealId: number) => ['deals', 'holder-contacts', dealId] as const,
    /** What of those contacts was added, changed or deleted since the deal's previous snapshot (underwriters). */
    holderContactChanges: (dealId: number) => ['deals', 'holder-contact-changes', dealId] as const,
    /** The underwriters' comments on one of those contacts (holder `{role}Contact`). */
    holderContactComments: (dealId: number, role: string, contactId: number) =>
      ['deals', 'holder-contact-comments', dealId, role, contactId] as const,
    /** The comparison of a person of the deal with the other deals (reuseCharacteristics): the event's result. */
    comparison: (dealId: number, person: string) => ['deals', 'comparison', dealId, person] as const,
    /** The release decision's service limits for these credit terms (with or without the deal's variants). */
    serviceLimits: (dealId: number, kind: string, terms: object) =>
      ['deals', 'service-limits', dealId, kind, terms] as const,
  },
  decisions: {
    /** The reason codes of a kind of decision (the reason popup's groups) for a deal. */
    reasonCodes: (dealId: number, type: string) => ['decisions', 'reason-codes', dealId, type] as const,
    /** Why the deal was rejected. */
    rejectReasons: (dealId: number) => ['decisions', 'reject-reasons', dealId] as const,
    /** Whether the deal's underwriter task ran out of the strategy time. */
    timeOut: (dealId: number) => ['decisions', 'time-out', dealId] as const,
    /** The delay reasons of a timed-out task. */
    timerMessages: ['decisions', 'timer-messages'] as const,
    /** The deal's history (its process tasks, the history step). */
    logs: (dealId: number) => ['decisions', 'logs', dealId] as const,
    /** The deal's decisions (the decisions step). */
    list: (dealId: number) => ['decisions', 'list', dealId] as const,
    /** The deal's loan variants (`variants`) and every variant (`allVariants`, underwriters). */
    variants: (dealId: number, kind: 'variants' | 'allVariants') => ['decisions', kind, dealId] as const,
    /** The reasons of the refusal dialog, by group (`GET /api/task/refusal/reasons`). */
    refusalReasons: ['decisions', 'refusal-reasons'] as const,
  },
  forms: {
    all: ['forms'] as const,
    /** A server-driven form: its source (`task`, `deal-info`, `pledge`), its id, the step and variant asked for. */
    of: (source: string, id: number, step: string | null, variant: number | null) =>
      ['forms', source, id, { step, variant }] as const,
  },
  pledgeView: {
    /** A pledge's process log, the history step of the pledge view (`GET /api/pledge/process-logs/{id}`). */
    processLogs: (pledgeId: number) => ['pledge-view', 'process-logs', pledgeId] as const,
  },
  finance: {
    all: ['finance'] as const,
    /** A block of a person's budget: incomes, charges or loans. */
    block: (personId: number, kind: string) => ['finance', 'block', personId, kind] as const,
    /** Every block of a person's budget (a loan's change also changes the charges' `loans_month`). */
    personBlocks: (personId: number) => ['finance', 'block', personId] as const,
    /** The results panel of a deal's finance step. */
    results: (dealId: number) => ['finance', 'results', dealId] as const,
    /** The deal's debt-load ratio (ПДН). */
    pdn: (dealId: number) => ['finance', 'pdn', dealId] as const,
    /** A person's extended incomes (the income editor). */
    extendedIncomes: (personId: number) => ['finance', 'extended', personId] as const,
    incomeTypes: () => ['finance', 'income-types'] as const,
    creditCodes: () => ['finance', 'credit-codes'] as const,
    /** Every block of every budget (the salary estimate changes the ГКС sums). */
    blocks: ['finance', 'block'] as const,
    /** A reference list of the salary estimate ('Калькулятор ГКС'): its type and the part of a title searched. */
    gskReference: (type: string, name: string) => ['finance', 'gsk-ref', type, name] as const,
    /** The salary-estimate inputs prepared from a deal. */
    gskInfo: (dealId: number) => ['finance', 'gsk-info', dealId] as const,
  },
  scoring: {
    /** Everything of a deal's scoring step: the results, every check run, the additional checks. */
    deal: (dealId: number) => ['scoring', dealId] as const,
    /** The last scoring's groups (`GET /api/scoring/data/{dealId}`). */
    data: (dealId: number) => ['scoring', dealId, 'data'] as const,
    /** Every check run on the deal (the historyChecks step). */
    history: (dealId: number) => ['scoring', dealId, 'history'] as const,
    /** The additional checks of the deal ('История доп. проверок'). */
    additionalChecks: (dealId: number) => ['scoring', dealId, 'additional'] as const,
    /** The client's data an additional check is prefilled with. */
    clientCheckInfo: (dealId: number) => ['scoring', dealId, 'client-check-info'] as const,
    /** The algorithms an additional check may run. */
    algorithms: ['scoring', 'algorithms'] as const,
  },
  fssp: {
    /** The bailiffs' site's search link of a person of a deal (`client`, `spouse`). */
    link: (dealId: number, personType: string) => ['fssp', 'link', dealId, personType] as const,
  },
  pbx: {
    /** The numbers the user may call from. */
    userContacts: ['pbx', 'user-contacts'] as const,
    /** The past calls to a contact. */
    calls: (contactId: number) => ['pbx', 'calls', contactId] as const,
  },
  tasks: {
    all: ['tasks'] as const,
    page: (kind: string, query: object) => ['tasks', kind, query] as const,
    /** The moments a task page's timers count from (`GET /api/task/times-info/{id}`). */
    times: (taskId: number) => ['tasks', 'times-info', taskId] as const,
    /** The strategy time limit of a deal's underwriter task, minutes (`GET /api/underwriter/strategyTime/{id}`). */
    strategyTime: (dealId: number) => ['tasks', 'strategy-time', dealId] as const,
  },
  pledges: {
    /** Every pledge list and the agreements: an action on a pledge refreshes them. */
    all: ['pledges'] as const,
    /** A page of a pledge list: the new or my tasks, or every pledge (history). */
    page: (kind: string, query: object) => ['pledges', 'list', kind, query] as const,
    /** A page of the assignment agreements. */
    agreements: (query: object) => ['pledges', 'agreements', query] as const,
  },
  contacts: {
    /** Everything about a deal's additional contacts: the list, the change markers, the comments on each. */
    deal: (dealId: number) => ['contacts', dealId] as const,
    list: (dealId: number) => ['contacts', dealId, 'list'] as const,
    changes: (dealId: number) => ['contacts', dealId, 'changes'] as const,
    comments: (dealId: number, contactId: number) => ['contacts', dealId, 'comments', contactId] as const,
    search: (dealId: number, phone: string) => ['contacts', dealId, 'search', phone] as const,
  },
  documents: {
    /** Everything of a deal's document collection: the lists by group, the comments on its files. */
    all: ['documents'] as const,
    /** Every list of documents; those of one collection; one in the groups asked for. */
    lists: ['documents', 'list'] as const,
    collection: (collectionId: number) => ['documents', 'list', collectionId] as const,
    list: (collectionId: number, groups: readonly string[]) => ['documents', 'list', collectionId, groups] as const,
    /** Which files changed since the deal's previous snapshot (underwriters outside the deal view). */
    changes: (dealId: number) => ['documents', 'changes', dealId] as const,
    /** The comments on one file of a deal. */
    fileComments: (dealId: number, fileId: number) => ['documents', 'file-comments', dealId, fileId] as const,
    /** The content of a stored file (the viewer). */
    fileContent: (fileId: number) => ['documents', 'file-content', fileId] as const,
    /** The personal information of the deal's people (the viewer's panel). */
    personContent: (dealId: number) => ['documents', 'person-content', dealId] as const,
  },
  comments: {
    deal: (dealId: number) => ['comments', 'deal', dealId] as const,
    typical: ['comments', 'typical'] as const,
  },
  calculator: {
    /** The credit calculator as the screen opens it, with its dictionaries (`GET /api/fastDecision/calculate`). */
    initial: ['calculator', 'initial'] as const,
    /** A partner's programs, promo programs or services (`/api/fastDecision/{programs,programsPromo,servicesInfo}`). */
    ofPartner: (kind: 'programs' | 'promo' | 'services', partnerId: number) => ['calculator', kind, partnerId] as const,
    /** The cars a program finances (`GET /api/fastDecision/program/{programId}/carInfo`). */
    carInfo: (programId: number) => ['calculator', 'car-info', programId] as const,
  },
  reports: {
    /** Every page of the built reports (refreshed after a build and on its getReport event). */
    all: ['reports'] as const,
    page: (page: number, perPage: number) => ['reports', 'page', page, perPage] as const,
  },
  securityReport: {
    /** A page of the security-service report with its filters. */
    page: (query: object) => ['security-report', 'page', query] as const,
    /** A photo of a person of the report (its URL). */
    photo: (path: string) => ['security-report', 'photo', path] as const,
  },
  staticFiles: {
    /** The underwriters' static documents. */
    list: ['static-files'] as const,
    /** The content of one of them (the viewer). */
    content: (code: string) => ['static-files', 'content', code] as const,
  },
};
