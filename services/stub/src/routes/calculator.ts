import type { FastifyInstance } from 'fastify';
import type { ApiRoute } from '../contract/types';
import { creditCalculator } from '../domain/calculator';

/**
 * The credit calculator (000 §2.13, §7 'Short form and calculator'): the calculator and its dictionaries, its
 * recalculation, its variants, and per partner its programs, promo programs and services, per program the cars it
 * finances. Who may call them is the access table's (authorisation/calculator.ts); the arithmetic and the rules are
 * the domain's (domain/calculator/).
 */
export default async function calculatorRoutes(app: FastifyInstance) {
  const { contract } = app;

  app.route<ApiRoute<'getCalculator'>>({
    ...contract.route('getCalculator'),
    handler: async () => ({ result: creditCalculator.initial() }),
  });

  app.route<ApiRoute<'recalculateCalculator'>>({
    ...contract.route('recalculateCalculator'),
    handler: async (request) => ({ result: creditCalculator.recalculate(request.body.calculator) }),
  });

  app.route<ApiRoute<'listCalculatorVariants'>>({
    ...contract.route('listCalculatorVariants'),
    handler: async (request) => ({ result: creditCalculator.variants(request.body.calculator) }),
  });

  app.route<ApiRoute<'listCalculatorPrograms'>>({
    ...contract.route('listCalculatorPrograms'),
    handler: async (request) => ({ result: creditCalculator.programs(request.params.partnerId) }),
  });

  app.route<ApiRoute<'listCalculatorPromoPrograms'>>({
    ...contract.route('listCalculatorPromoPrograms'),
    handler: async (request) => ({ result: creditCalculator.promoPrograms(request.params.partnerId) }),
  });

  app.route<ApiRoute<'listCalculatorServicesInfo'>>({
    ...contract.route('listCalculatorServicesInfo'),
    handler: async (request) => ({ result: creditCalculator.servicesInfo(request.params.partnerId) }),
  });

  app.route<ApiRoute<'getProgramCarInfo'>>({
    ...contract.route('getProgramCarInfo'),
    handler: async (request) => ({ result: creditCalculator.carInfo(request.params.programId) }),
  });
}
