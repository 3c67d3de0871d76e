import type { PersonContent, PersonIdentityDocument, PersonInfo } from '@autocredit/generated/api';
import type { DealBook } from '../deal-book';
import { DomainError } from '../errors';
import { financeTexts } from '../finance/catalog';
import { personOf } from '../finance/persons';
import type { FormSource, PersonSource } from '../forms/source';
import type { Lists } from '../lists/lists';
import type { Viewer } from '../lists/scope';
import type { World } from '../world/world';

/** An identity document, null when none of it is known. */
function identity(doc: Omit<PersonIdentityDocument, never>): PersonIdentityDocument | null {
  return Object.values(doc).some((v) => v !== null && v !== undefined) ? doc : null;
}

/**
 * A person of a deal as the viewer's personal-info panel shows them (001 §3 'Person info (viewer)'): name (surname
 * first), birth date and place, gender, the registration address (also as the passport prints it), the actual one
 * (null when it is the registration address), the passport and the driving licence; null without a name.
 */
export function personInfo(person: PersonSource | null): PersonInfo | null {
  if (!person) return null;
  const name = [person.surName, person.firstName, person.middleName].filter((x) => x).join(' ');
  if (name === '') return null;
  const { passport, driverPassport } = person;
  return {
    ...(person.id !== null && { id: person.id }),
    name,
    bornPlace: person.bornPlace,
    gender: person.gender === 'man' || person.gender === 'woman' ? person.gender : null,
    birthDate: person.birthDate,
    addressRegistration: person.addressRegistration,
    passportAddressRegistration: person.addressRegistration,
    addressActual: person.isHaveActual ? person.addressActual : null,
    clientPassport: identity({
      series: passport.series,
      number: passport.number,
      issuedDate: passport.issueDate,
      divisionName: passport.divisionName,
      divisionCode: passport.divisionCode,
    }),
    driverPassport: driverPassport
      ? identity({
          series: driverPassport.series,
          number: driverPassport.number,
          issuedDate: driverPassport.issueDate,
          divisionName: driverPassport.divisionName,
          divisionCode: null,
        })
      : null,
  };
}

/** The persons of a deal's data by holder (`getPersonContent`), null for a holder the deal lacks. */
export const dealPersonContent = (source: FormSource): PersonContent => ({
  client: personInfo(source.client),
  spouse: personInfo(source.spouse),
  thirdFace: personInfo(source.thirdFace),
});

/**
 * One person (`getPersonInfo`): the client, spouse or third person of that id (person-ids.ts) as the newest of the
 * client's deals the viewer sees has them now; 404 'Данные не найдены' for a person of no deal the viewer sees.
 */
export function personInfoById(
  parts: { world: World; lists: Lists; deals: DealBook },
  viewer: Viewer,
  id: number,
): PersonInfo {
  const { world, lists, deals } = parts;
  const person = personOf(world, id);
  if (person) {
    for (let d = world.clients.lastDeal[person.client]!; d >= 0; d = world.deals.nextOfClient[d]!) {
      if (!lists.visible(viewer, d)) continue;
      const info = personInfo(deals.currentSource(d)[person.kind]);
      if (info) return info;
    }
  }
  throw new DomainError('not-found', financeTexts.notFound);
}
