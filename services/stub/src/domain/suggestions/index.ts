import type { World } from '../world/world';
import { PartyDirectory } from './parties';

export { ADDRESS_PARTS, directorySize, suggestAddresses, type AddressQuery } from './address-directory';
export { CAR_FIELD_CHOICES, catalogueSize, suggestCarInfo, type CarQuery } from './car-catalogue';
export { PartyDirectory } from './parties';
export { suggestPersonNames } from './person-names';
export { registrationAddress, registrationTexts } from './registration-address';

export const suggestionTexts = {
  /** The answer to a query of fewer than 3 characters (002 §8, the autocomplete state). */
  tooShort: 'Введите не менее трех символов',
} as const;

const parties = new WeakMap<World, PartyDirectory>();

/** The organisations of a world (its employers are seeded and never change): built once per world. */
export function partiesOf(world: World): PartyDirectory {
  let directory = parties.get(world);
  if (!directory) parties.set(world, (directory = new PartyDirectory(world.employers)));
  return directory;
}
