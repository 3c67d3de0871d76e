/** What the balance button shows: a title, and for a failure the registry's error lines. */
export interface BalanceView {
  title: string;
  errors: string[];
  /** 'ok': registrations are available; 'short': insufficient funds; 'error': the balance could not be read. */
  tone: 'ok' | 'short' | 'error';
}

export const BALANCE_ERROR = 'Ошибка';
export const BALANCE_SHORT = 'Не хватает средств для регистрации залогов';
/** The title of a negative balance, before the count of pledges waiting for payment (002 §8, as written there). */
export const BALANCE_QUEUED = 'Не хватает средств для регистрации залогов. В очереди на оплату: ';

/**
 * The title of a balance answer (002 §5, §8): N > 0 'Доступно залогов для регистрации: N', 0 'Не хватает средств
 * для регистрации залогов', -N '... В очереди на оплату: N'; anything that is not an integer is an error.
 */
export function balanceView(result: unknown): BalanceView {
  if (typeof result !== 'number' || !Number.isInteger(result))
    return { title: BALANCE_ERROR, errors: [], tone: 'error' };
  if (result > 0) return { title: `Доступно залогов для регистрации: ${result}`, errors: [], tone: 'ok' };
  if (result === 0) return { title: BALANCE_SHORT, errors: [], tone: 'short' };
  return { title: `${BALANCE_QUEUED}${-result}`, errors: [], tone: 'short' };
}

/** The view of a failed balance call: 'Ошибка' with the lines of `result.errors` of a 400 answer. */
export function balanceFailure(body: unknown): BalanceView {
  const errors = (body as { result?: { errors?: unknown } } | null)?.result?.errors;
  const lines = Array.isArray(errors) ? errors.filter((line): line is string => typeof line === 'string') : [];
  return { title: BALANCE_ERROR, errors: lines, tone: 'error' };
}
