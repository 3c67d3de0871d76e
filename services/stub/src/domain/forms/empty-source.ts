import type { RealEstate } from '@autocredit/generated/api';
import type { AccountSource, DealSource, PersonSource } from './source';
import type { FormSource } from './source';

/** No property known: nothing checked, no address, no car. */
export const emptyRealEstate = (): RealEstate => ({
  apartmentCheck: null,
  apartment: null,
  cottageCheck: null,
  cottage: null,
  garageCheck: null,
  garage: null,
  landCheck: null,
  land: null,
  cars: [],
});

export function emptyPerson(): PersonSource {
  return {
    id: null,
    surName: null,
    firstName: null,
    middleName: null,
    oldSurName: null,
    gender: null,
    birthDate: null,
    bornPlace: null,
    maritalStatus: null,
    phone: null,
    email: null,
    inn: null,
    passport: { series: null, number: null, issueDate: null, divisionCode: null, divisionName: null },
    driverPassport: null,
    addressRegistration: null,
    addressActual: null,
    isHaveActual: false,
    work: null,
    realEstate: emptyRealEstate(),
  };
}

const emptyAccount = (): AccountSource => ({ recipient: null, bik: null, number: null, bankName: null });

/** The source of a new deal: nothing filled in yet (what the operator's wizard starts from). */
export function emptySource(deal: Pick<DealSource, 'id'> & Partial<DealSource>): FormSource {
  return {
    deal: { processName: 'autocredit', status: 'new', collectionId: null, decisionType: null, ...deal },
    client: emptyPerson(),
    spouse: null,
    thirdFace: null,
    car: null,
    vin: null,
    credit: {
      program: null,
      partnerId: null,
      carCostRequested: null,
      initialFee: null,
      costRequested: null,
      term: null,
      stateSupport: null,
    },
    documents: {},
    contacts: [],
    variants: [],
    underwriter: {
      verifications: {},
      decision: null,
      reasons: [],
      delayReason: null,
      delayReasonText: null,
      comment: null,
      timedOut: false,
    },
    release: {
      creditInfo: { costRequested: null, initialFeeClient: null, term: null },
      carCostAgreedClient: null,
      autoService: { name: null, inn: null, cost: null },
      equipments: [],
      services: [],
      account: emptyAccount(),
      partnerAccount: null,
    },
    pledge: null,
    processError: null,
  };
}
