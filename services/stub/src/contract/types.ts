import type { operations } from '@autocredit/generated/api';
import type { OperationId } from './spec';

type Op<K extends OperationId> = operations[K];
type ContentOf<T> = T extends { content: infer C } ? C[keyof C] : never;

/** The request body of an operation (any of its media types); `undefined` too when the body is optional. */
export type BodyOf<K extends OperationId> =
  Op<K> extends { requestBody: infer B }
    ? ContentOf<B>
    : Op<K> extends { requestBody?: infer B }
      ? ContentOf<NonNullable<B>> | undefined
      : undefined;
/** The query parameters of an operation, after validation (defaults applied, arrays coerced). */
export type QueryOf<K extends OperationId> = NonNullable<Op<K>['parameters']['query']>;
export type PathOf<K extends OperationId> = NonNullable<Op<K>['parameters']['path']>;
/** The body of the 200 answer. */
export type ReplyOf<K extends OperationId> = Op<K>['responses'] extends { 200: infer R } ? ContentOf<R> : unknown;

/** Route generics of an operation for `app.route<ApiRoute<'createToken'>>(...)`. */
export interface ApiRoute<K extends OperationId> {
  Body: BodyOf<K>;
  Querystring: QueryOf<K>;
  Params: PathOf<K>;
  Reply: ReplyOf<K>;
}
