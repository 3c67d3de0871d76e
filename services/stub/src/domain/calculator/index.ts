import type {
  Calculator,
  CalculatorData,
  CalculatorProgram,
  CalculatorServiceInfo,
  ProgramCarInfo,
  Variant,
} from '@autocredit/generated/api';
import { DomainError, texts } from '../errors';
import { INITIAL_CALCULATOR, calculatorData, variantsOf } from './calculator';
import {
  findProgram,
  partnerOf,
  partnerPrograms,
  partnerPromoPrograms,
  partnerServices,
  programCarInfo,
  programOption,
  serviceInfo,
} from './catalog';
import { assertCalculator } from './validation';

export * from './arithmetic';
export * from './calculator';
export * from './catalog';
export * from './validation';

/**
 * The credit calculator (000 §2.13, §3, §4 'Calculator', §5): what its operations answer. It keeps no state: every
 * answer is a function of the calculator sent and the seeded world.
 */
export const creditCalculator = {
  /** The calculator as the screen opens it, with its dictionaries. */
  initial: (): CalculatorData => calculatorData(INITIAL_CALCULATOR),
  /** The calculator recalculated; 400 with field errors when it is not valid. */
  recalculate(calc: Calculator): CalculatorData {
    assertCalculator(calc, false);
    return calculatorData(calc);
  },
  /** The variants, one per term; 400 with field errors when the calculator is not complete or not valid. */
  variants(calc: Calculator): Variant[] {
    assertCalculator(calc, true);
    return variantsOf(calc);
  },
  /** The partner's programs; 404 for an unknown partner. */
  programs: (partnerId: number): CalculatorProgram[] => partnerPrograms(partnerOf(partnerId)).map(programOption),
  /** The partner's promo programs; 404 for an unknown partner. */
  promoPrograms: (partnerId: number): CalculatorProgram[] =>
    partnerPromoPrograms(partnerOf(partnerId)).map(programOption),
  /** The services the partner sells; 404 for an unknown partner. */
  servicesInfo: (partnerId: number): CalculatorServiceInfo[] => partnerServices(partnerOf(partnerId)).map(serviceInfo),
  /** The cars a program finances; 404 for an unknown program. */
  carInfo(programId: number): ProgramCarInfo {
    const program = findProgram(programId);
    if (!program) throw new DomainError('not-found', texts.notFound);
    return programCarInfo(program);
  },
};
