import { decisionPopupTypeButtons, type DecisionPopupType } from '@autocredit/generated/api';
import { choice, group, textarea } from '../fields';
import { messages } from '../messages';
import { isEmpty } from '../rules';
import { reasonsOf } from '../reason-codes';
import type { FormDictionaries, FormSource, UnderwriterSource } from '../source';
import type { ButtonName, ButtonSpecs, FieldErrors, FieldSpecs, StepContext } from '../spec';

/** The verification table of the decision step: one radio choice per check. */
export function verificationFields(d: FormDictionaries): FieldSpecs {
  return {
    verifications: group(
      'Верификация',
      Object.fromEntries(
        d.verifications.map((v) => [
          v.value,
          choice(v.label, `underwriter.verifications.${v.value}`, d.verificationStatuses, {
            attributes: { expanded: true },
          }),
        ]),
      ),
    ),
  };
}

/** The underwriter's decision: approve or reject, reason codes, a delay reason when the task timed out, comment. */
export function decisionFields(source: FormSource, d: FormDictionaries): FieldSpecs {
  return {
    decision: choice('Решение', 'underwriter.decision', d.decisions, { attributes: { expanded: true } }),
    reasons: choice('Коды причин', 'underwriter.reasons', d.reasonCodes, { attributes: { multiple: true } }),
    ...(source.underwriter.timedOut && {
      delayReason: choice('Причина задержки', 'underwriter.delayReason', d.delayReasons, { required: true }),
      delayReasonText: textarea('Другая причина задержки', 'underwriter.delayReasonText', {
        attributes: { rows: 2, autosize: true },
      }),
    }),
    comment: textarea('Комментарий', 'underwriter.comment', { attributes: { rows: 3, autosize: true } }),
  };
}

export const FINAL_BUTTONS: ButtonSpecs = {
  btnFinal: { label: 'Сохранить решение', closes: true },
  btnRework: { label: 'Отправить на доработку', closes: true },
  btnRescoring: { label: 'Рескоринг', closes: true },
};

export const FULL_RESCORING_BUTTON: ButtonSpecs = {
  btnFullRescoring: { label: 'Полный рескоринг', closes: true },
};

/** The delay reason that needs the underwriter's own words. */
export const OTHER_DELAY_REASON = 'other';

/**
 * The kind of decision a button takes, the kind the reason popup is opened for (001 §4): the final decision is
 * the one chosen (a rejection by default); rework, rescoring and the cancellation (`refuse`) as the contract ties
 * them to their buttons; a full rescoring takes no reasons (null).
 */
export function decisionKindOf(
  button: ButtonName | null,
  decision: UnderwriterSource['decision'],
): DecisionPopupType | null {
  if (button === 'btnFinal') return decision === 'approved' ? 'approved' : 'rejected';
  return button !== null && Object.hasOwn(decisionPopupTypeButtons, button)
    ? decisionPopupTypeButtons[button as keyof typeof decisionPopupTypeButtons]
    : null;
}

/**
 * The rules of the reason popup (001 §5), checked on the server: a final decision needs its kind; a rejection and a
 * rework need a reason and a comment; a rescoring needs a comment; an approval, a cancellation and a full rescoring
 * need neither. The reasons must be codes of the decision taken. A timed-out pre-decision task needs a delay reason
 * first, and the delay reason 'other' needs its text.
 */
export function decisionCheck(source: FormSource, ctx: StepContext): FieldErrors {
  const errors: FieldErrors = {};
  const u = source.underwriter;
  const need = (path: string, missing: boolean) => {
    if (missing) errors[path] = [messages.required];
  };
  const reasonAndComment = () => {
    need('reasons', u.reasons.length === 0);
    need('comment', isEmpty(u.comment));
  };
  switch (ctx.button) {
    case 'btnFinal':
      need('decision', u.decision === null);
      if (u.decision === 'rejected') reasonAndComment();
      break;
    case 'btnRework':
      reasonAndComment();
      break;
    case 'btnRescoring':
      need('comment', isEmpty(u.comment));
      break;
  }
  const kind = decisionKindOf(ctx.button, u.decision);
  if (kind && !errors.reasons) {
    const offered = new Set(reasonsOf(kind).map((r) => r.reasonCode));
    if (u.reasons.some((code) => !offered.has(code))) errors.reasons = [messages.reasonOfOtherDecision];
  }
  if (ctx.button && ctx.button !== 'btnFullRescoring' && u.timedOut) {
    if (isEmpty(u.delayReason)) {
      errors.delayReason = [messages.required];
      errors[''] = [messages.delayReasonNeeded];
    } else if (u.delayReason === OTHER_DELAY_REASON && isEmpty(u.delayReasonText)) {
      errors.delayReasonText = [messages.required];
    }
  }
  return errors;
}
