import type { FastDecisionPersonForm, FieldError } from '@autocredit/generated/api';
import { fastDecisionForm } from './definitions/fast-decision';
import { isRecord } from './paths';
import type { FormSource } from './source';
import type { FormValues } from './spec';
import type { FormOptions } from './steps';
import { toFieldErrorList, validateSubmission } from './validate';

/** The short form's data as `GET /api/task/dto/{id}` answers it (`fast_decision_create_person`). */
export function fastDecisionDto(source: FormSource): FastDecisionPersonForm {
  const c = source.client;
  return {
    person: {
      firstName: c.firstName,
      surName: c.surName,
      middleName: c.middleName,
      oldSurName: c.oldSurName,
      birthDate: c.birthDate,
      gender: c.gender,
      maritalStatus: c.maritalStatus,
      phone: c.phone,
      addressRegistration: c.addressRegistration,
      addressActual: c.addressActual,
      isHaveActual: c.isHaveActual,
      bornPlace: c.bornPlace,
    },
    passport: { ...c.passport, files: source.documents.passport?.files ?? [] },
    driverPassport: c.driverPassport ?? { series: null, number: null, issueDate: null, divisionName: null },
    autocredit: {
      initialFee: source.credit.initialFee,
      carCostRequested: source.credit.carCostRequested,
      costRequested: source.credit.costRequested,
      term: source.credit.term,
      partner: source.credit.partnerId === null ? null : { id: source.credit.partnerId },
    },
    auto: { program: source.credit.program, brand: source.car?.brand ?? null, model: source.car?.model ?? null },
    driverPassportType: 'borrower',
    consentToPPD: { files: source.documents.consentToPPD?.files ?? [] },
  };
}

const key = (value: unknown) => (value === null || value === undefined ? null : String(value));

/** The DTO posted by the short form as the values of its form (choice keys as strings, the partner by id). */
export function fastDecisionValues(dto: Record<string, unknown>): FormValues {
  const values: FormValues = { ...dto };
  delete values.driverPassportType;
  if (isRecord(dto.autocredit)) {
    const { partner, term, ...rest } = dto.autocredit;
    values.autocredit = {
      ...rest,
      ...(term !== undefined && { term: key(term) }),
      ...(partner !== undefined && { partner: isRecord(partner) ? key(partner.id) : key(partner) }),
    };
  }
  if (isRecord(dto.auto) && dto.auto.program !== undefined)
    values.auto = { ...dto.auto, program: key(dto.auto.program) };
  return values;
}

/**
 * Saves the short form (`POST /api/task/dto/{id}`): the new source, or the errors as FieldError items
 * (`propertyPath` such as `person.firstName`, `passport.series`, `autocredit.costRequested`).
 */
export function saveFastDecision(
  source: FormSource,
  dto: Record<string, unknown>,
  options: FormOptions = {},
): { ok: true; source: FormSource } | { ok: false; errors: FieldError[] } {
  const checked = validateSubmission(fastDecisionForm, source, fastDecisionValues(dto), options);
  return checked.ok ? { ok: true, source: checked.source } : { ok: false, errors: toFieldErrorList(checked.errors) };
}
