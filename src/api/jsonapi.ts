import * as z from 'zod/mini';

/**
 * JSON:API envelopes live here and only here, for the client and the platform alike; feature
 * and wire schemas describe attributes and pass them in.
 */

/** The JSON:API media type, for requests, replies and the platform's parser. */
export const JSON_API = 'application/vnd.api+json';

/** A to-one relationship: `{ data: { type, id } }`. */
export const relationshipSchema = <T extends string>(type: T) =>
  z.object({
    data: z.object({ type: z.literal(type), id: z.string().check(z.minLength(1)) }),
  });

/** A resource as the server sends it: type, id and attributes. */
export const resourceSchema = <T extends string, A extends z.ZodMiniType>(type: T, attributes: A) =>
  z.object({ type: z.literal(type), id: z.string().check(z.minLength(1)), attributes });

/** A document whose data is a list of resources. */
export const listDocumentSchema = <R extends z.ZodMiniType>(resource: R) =>
  z.object({ data: z.array(resource) });

/** A create request: a resource with no id yet, its attributes and, if any, its relationships. */
export function createDocumentSchema<T extends string, A extends z.ZodMiniType>(
  type: T,
  attributes: A,
): z.ZodMiniObject<{ data: z.ZodMiniObject<{ type: z.ZodMiniLiteral<T>; attributes: A }> }>;
export function createDocumentSchema<
  T extends string,
  A extends z.ZodMiniType,
  R extends z.ZodMiniType,
>(
  type: T,
  attributes: A,
  relationships: R,
): z.ZodMiniObject<{
  data: z.ZodMiniObject<{ type: z.ZodMiniLiteral<T>; attributes: A; relationships: R }>;
}>;
export function createDocumentSchema(
  type: string,
  attributes: z.ZodMiniType,
  relationships?: z.ZodMiniType,
) {
  return z.object({
    data: z.object({
      type: z.literal(type),
      attributes,
      ...(relationships ? { relationships } : {}),
    }),
  });
}

/** The reply to a create: the new resource's identity (anything else is ignored). */
export const createdSchema = <T extends string>(type: T) =>
  z.object({
    data: z.looseObject({ type: z.literal(type), id: z.string().check(z.minLength(1)) }),
  });

/** A create request's document, as createDocumentSchema checks it. */
export function toDocument<T extends string, A, R extends object | undefined = undefined>(
  type: T,
  attributes: A,
  relationships?: R,
) {
  return { data: { type, attributes, ...(relationships ? { relationships } : {}) } } as {
    data: { type: T; attributes: A; relationships: R };
  };
}

/** A to-one relationship's value, as relationshipSchema checks it. */
export const relationship = <T extends string>(type: T, id: string) => ({ data: { type, id } });

export interface JsonApiError {
  status: string;
  title: string;
  detail?: string;
  source?: { pointer: string };
}
