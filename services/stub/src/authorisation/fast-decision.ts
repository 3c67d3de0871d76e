import type { OperationId } from '../contract/spec';
import { ROLE_GROUPS } from '../domain/auth/roles';
import type { AccessRule } from './access-rule';

/**
 * Who opens the credit calculator (000 §2.13): the operators (create-short-request, the side menu's 'Калькулятор'
 * for them) and the calculator-only role (credit-calculator-lite). The documents give no other role's details for
 * the fast-decision screens (000 §6), so the other roles get 403.
 */
const CALCULATOR_USERS: AccessRule = { roles: [...ROLE_GROUPS.operators, 'ROLE_CREDIT_CALCULATOR'] };

/**
 * The fast-decision tag: the credit calculator's operations, and the short form's files (passport and consent files
 * uploaded for recognition, the consent generated) for the operators, who fill the form in.
 */
export const fastDecisionRules = {
  getCalculator: CALCULATOR_USERS,
  recalculateCalculator: CALCULATOR_USERS,
  listCalculatorVariants: CALCULATOR_USERS,
  listCalculatorPrograms: CALCULATOR_USERS,
  listCalculatorPromoPrograms: CALCULATOR_USERS,
  listCalculatorServicesInfo: CALCULATOR_USERS,
  getProgramCarInfo: CALCULATOR_USERS,
  uploadAndRecognizeFiles: { roles: ROLE_GROUPS.operators },
  generatePersonalDataConsent: { roles: ROLE_GROUPS.operators },
} satisfies Partial<Record<OperationId, AccessRule>>;
