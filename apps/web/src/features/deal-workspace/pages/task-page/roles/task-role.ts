/** How a task page (other than the underwriter's, which shows the deal's steps) shows a step. */
export type TaskStepKind = 'form' | 'documents' | 'accountDocuments' | 'releaseDecision' | 'errorForm' | 'stateSupport';

/** The routes of the task pages, one per role (002 §2). */
export type TaskRoute =
  | 'task-goz'
  | 'task-goz-checker'
  | 'task-underwriter'
  | 'task-credit-inspector'
  | 'tacheck-ci'
  | 'task-release-manager';

/**
 * What a role's task page shows (002 §2): the task page is one shell that reads this, so a role's differences are
 * written here once, not tested for by route.
 */
export interface TaskRole {
  /** The page's head: the deal's head with its facts (the underwriter works on the deal), or the task's own. */
  header: 'deal' | 'task';
  /** The step screens: the deal page's (the underwriter decides the deal there), or the task's own. */
  steps: 'deal' | 'task';
  /** The task steps shown by a screen of their own instead of the server's form: by step, then by form name. */
  stepOverrides: { byStep?: Readonly<Record<string, TaskStepKind>>; byForm?: Readonly<Record<string, TaskStepKind>> };
  /** The steps whose data are edited and saved where they are, with 'Сохранить' (the members, the car). */
  savedInPlace: readonly string[];
  /** The jump rule: the steps the step bar opens without asking, besides the next and the current; null: any step. */
  freeJumps: readonly string[] | null;
  /** The form is read-only until 'Редактировать' (a save ends the edit); the client step's tabs carry their own. */
  editOnRequest: boolean;
  /** Said before the page goes back on a 403 (the task is not this user's yet). */
  forbiddenNotice?: string;
  /** The documents screen: whether the user verifies the files there, and whether deletion is withheld. */
  documents: { verificationAllowed: boolean; noDeletion: boolean };
  /** The frame's pieces around the steps. */
  frame: {
    /** The deal's call chats in the page's actions. */
    chats: boolean;
    /** The task timers ('underwriter' adds the strategy countdown before the decision). */
    timers: 'underwriter' | 'release' | null;
    /** The deal's warnings under the head. */
    warnings: boolean;
    /** 'Скачать предварительное решение' in the page's actions. */
    priorDecision: boolean;
    /** The popup when the deal's decision changes with the initial fee. */
    decisionChangePopup: boolean;
    /** The credit tab's aids: the initial-fee warning, and the credit sum counted when the server gave none. */
    creditFeeWarning: boolean;
  };
}

/** The frame of a role with none of the extras. */
export const PLAIN_FRAME: TaskRole['frame'] = {
  chats: false,
  timers: null,
  warnings: false,
  priorDecision: false,
  decisionChangePopup: false,
  creditFeeWarning: false,
};

/** The documents screen of a role that neither verifies nor is kept from deleting. */
export const PLAIN_DOCUMENTS: TaskRole['documents'] = { verificationAllowed: false, noDeletion: false };
