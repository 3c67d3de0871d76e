import type { FormDefinition } from '../spec';
import { creditInspectorCheckerForm, gozCheckerForm } from './checker';
import { creditInspectorForm, creditInspectorSignForm } from './credit-inspector';
import { dealInfoForm } from './deal-info';
import { fastDecisionForm } from './fast-decision';
import { gozForm } from './goz';
import { notifyAboutErrorForm } from './notify-about-error';
import { pledgeForm } from './pledge';
import { releaseManagerForm } from './release-manager';
import { underwriterForm } from './underwriter';

export {
  creditInspectorCheckerForm,
  creditInspectorForm,
  creditInspectorSignForm,
  dealInfoForm,
  fastDecisionForm,
  gozCheckerForm,
  gozForm,
  notifyAboutErrorForm,
  pledgeForm,
  releaseManagerForm,
  underwriterForm,
};

/** The form of each task definition of the process (process/definitions.ts). */
export const TASK_FORMS: Readonly<Record<string, FormDefinition>> = {
  goz_data_entry: gozForm,
  goz_check: gozCheckerForm,
  underwriter_check: underwriterForm,
  credit_inspection: creditInspectorForm,
  sign_documents: creditInspectorSignForm,
  credit_inspection_check: creditInspectorCheckerForm,
  notify_about_error: notifyAboutErrorForm,
  release_decision: releaseManagerForm,
  release_sign: releaseManagerForm,
  release_final: releaseManagerForm,
  pledge_registration: pledgeForm,
  fast_decision_person: fastDecisionForm,
};

/** The form of a task, by its taskDefinitionKey; undefined for an unknown key. */
export function formForTask(taskDefinitionKey: string): FormDefinition | undefined {
  return TASK_FORMS[taskDefinitionKey];
}
