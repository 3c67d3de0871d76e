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

/** A query of fewer than 3 characters (or none) answers the autocomplete's own message (002 §8). */
const tooShort = {
  badRequest: (_request: unknown, error: ErrorBody): ErrorBody =>
    error.errors?.some((e) => e.propertyPath === 'query')
      ? { result: suggestionTexts.tooShort, errors: [{ propertyPath: 'query', message: suggestionTexts.tooShort }] }
      : error,
};

/** The route with the too-short answer beside the config the contract gives it (its operationId). */
const withTooShort = <R extends { config?: object }>(route: R): R => ({
  ...route,
  config: { ...route.config, ...tooShort },
});

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
    ...withTooShort(contract.route('suggestPersonName')),
    handler: async (request) => ({ result: suggestPersonNames(request.query.query) }),
  });

  app.route<ApiRoute<'suggestAddress'>>({
    ...withTooShort(contract.route('suggestAddress')),
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
    ...withTooShort(contract.route('suggestParty')),
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
