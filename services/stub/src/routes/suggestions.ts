import type { FastifyInstance } from 'fastify';
import type { AddressPart, ErrorBody } from '@autocredit/generated/api';
import type { ApiRoute } from '../contract/types';
import {
  ADDRESS_PARTS,
  CAR_FIELD_CHOICES,
  partiesOf,
  registrationAddress,
  suggestAddresses,
  suggestCarInfo,
  suggestionTexts,
  suggestPersonNames,
} from '../domain/suggestions';
import { viewerOf } from '../plugins/auth';
import type { BadRequestAnswer } from '../plugins/errors';

/** A query of fewer than 3 characters (or none) answers the autocomplete's own message (002 §8). */
const tooShort: BadRequestAnswer = (_request, error: ErrorBody): ErrorBody =>
  error.errors?.some((e) => e.propertyPath === 'query')
    ? { result: suggestionTexts.tooShort, errors: [{ propertyPath: 'query', message: suggestionTexts.tooShort }] }
    : error;

/** `locations[part]=value` (deepObject): the query keys of the parts. */
function locationsOf(query: Record<string, unknown>): Partial<Record<AddressPart, string>> {
  const out: Partial<Record<AddressPart, string>> = {};
  for (const part of ADDRESS_PARTS) {
    const value = query[`locations[${part}]`];
    if (typeof value === 'string') out[part] = value;
  }
  return out;
}

/** Person names, addresses, organisations, the car catalogue and a client's registration address (002 §7). */
export default async function suggestionRoutes(app: FastifyInstance) {
  const { contract, store } = app;

  app.route<ApiRoute<'suggestPersonName'>>({
    ...contract.route('suggestPersonName', { badRequest: tooShort }),
    handler: async (request) => ({ result: suggestPersonNames(request.query.query) }),
  });

  app.route<ApiRoute<'suggestAddress'>>({
    ...contract.route('suggestAddress', { badRequest: tooShort }),
    handler: async (request) => {
      const { query } = request;
      return {
        result: suggestAddresses({
          query: query.query,
          count: query.count,
          fromBound: query['from_bound[value]'],
          toBound: query['to_bound[value]'],
          locations: locationsOf(query as Record<string, unknown>),
          restrictValue: query.restrict_value,
          filterFias: query['filter-fias'],
        }),
      };
    },
  });

  app.route<ApiRoute<'suggestParty'>>({
    ...contract.route('suggestParty', { badRequest: tooShort }),
    handler: async (request) => ({ result: partiesOf(store.world).suggest(request.query.query) }),
  });

  app.route<ApiRoute<'getCarFieldSuggest'>>({
    ...contract.route('getCarFieldSuggest'),
    handler: async () => ({ result: structuredClone(CAR_FIELD_CHOICES) }),
  });

  app.route<ApiRoute<'suggestCarInfo'>>({
    ...contract.route('suggestCarInfo'),
    handler: async (request) => {
      const { query } = request;
      return {
        result: suggestCarInfo({
          isRus: query.isRus,
          new: query.new,
          brand: query.brand,
          model: query.model,
          year: query.year,
          modification: query.modification,
          filterSupportedCar: query.filterSupportedCar,
        }),
      };
    },
  });

  app.route<ApiRoute<'getRegistrationAddress'>>({
    ...contract.route('getRegistrationAddress'),
    handler: async (request) => ({
      result: registrationAddress(store, viewerOf(request), request.params.clientId),
    }),
  });
}
