import type { FastifyInstance } from 'fastify';
import type { ApiRoute } from '../contract/types';
import { creditCalculator } from '../domain/calculator';
import { CONSENT_FILE_NAME, consentPdf } from '../domain/documents/consent';
import { recognizeUploads, uploaderCollection } from '../domain/documents/recognition';
import { actorOf } from '../plugins/auth';
import { download } from '../plugins/downloads';
import { bulkParts, positiveInteger } from '../plugins/multipart';

/**
 * The credit calculator (000 §2.13, §7 'Short form and calculator'): the calculator and its dictionaries, its
 * recalculation, its variants, and per partner its programs, promo programs and services, per program the cars it
 * finances. Who may call them is the access table's (authorisation/fast-decision.ts); the arithmetic and the rules are
 * the domain's (domain/calculator/).
 */
async function calculatorRoutes(app: FastifyInstance) {
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

/**
 * The files of the short form (000 §2.12, §7 'Short form and calculator'): the uploader of passport and consent
 * files, whose recognition reports to the uploader by events (`getRecognizeProgress` per file, one step of
 * STUB_RECOGNITION_STEP_MS apart, then `getRecognizedData`), and the consent to personal-data processing as a PDF.
 * Who may call them is the access table's (authorisation/fast-decision.ts, documents.ts); the checks, the recognition and
 * the document are the domain's (domain/documents/recognition.ts, consent.ts).
 */
async function shortFormFileRoutes(app: FastifyInstance) {
  const { contract, store } = app;
  const { deals: book, files } = store;

  app.route<ApiRoute<'uploadAndRecognizeFiles'>>({
    ...contract.route('uploadAndRecognizeFiles'),
    handler: async (request) => {
      const actor = actorOf(request);
      const { uploads, fields } = await bulkParts(request);
      const collectionId = positiveInteger(fields.collectionId, 'collectionId');
      if (collectionId !== undefined) uploaderCollection(store, actor, collectionId);
      const { upload, events } = await recognizeUploads(files, {
        uploads,
        ...(collectionId !== undefined && { collectionId }),
        authorId: actor.id,
      });
      app.publishRecognition(actor.username, events);
      return { result: upload };
    },
  });

  app.route<ApiRoute<'generatePersonalDataConsent'>>({
    ...contract.route('generatePersonalDataConsent'),
    handler: async (request, reply) => {
      const pdf = await consentPdf(request.body, book.context().now);
      return download(reply, 'application/pdf', CONSENT_FILE_NAME, pdf);
    },
  });
}

/** The fast-decision tag: the credit calculator and the short form's files. */
export default async function fastDecisionRoutes(app: FastifyInstance) {
  await app.register(calculatorRoutes);
  await app.register(shortFormFileRoutes);
}
