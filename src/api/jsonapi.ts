import { z } from 'zod';

/**
 * JSON:API envelopes live here and only here; feature schemas describe attributes.
 */
export const relationshipSchema = (type: string) =>
  z.object({ data: z.object({ type: z.literal(type), id: z.string().min(1) }) });

export const resourceSchema = <A extends z.ZodType>(type: string, attributes: A) =>
  z.object({ type: z.literal(type), id: z.string().min(1), attributes });

export const documentSchema = <R extends z.ZodType>(resource: R) => z.object({ data: resource });

export const listDocumentSchema = <R extends z.ZodType, I extends z.ZodType = z.ZodUnknown>(
  resource: R,
  included?: I,
) =>
  z.object({
    data: z.array(resource),
    included: z.array(included ?? z.unknown()).optional(),
  });

/** The reply to a create: just the new resource's identity. */
export const createdSchema = (type: string) =>
  z.object({ data: z.looseObject({ type: z.literal(type), id: z.string().min(1) }) });

export function toDocument<
  T extends string,
  A,
  R extends Record<string, { data: { type: string; id: string } }>,
>(type: T, attributes: A, relationships: R) {
  return { data: { type, attributes, relationships } };
}

export interface JsonApiError {
  status: string;
  title: string;
  detail?: string;
  source?: { pointer: string };
}

export const errorsDocumentSchema = z.object({
  errors: z.array(
    z.object({
      status: z.string(),
      title: z.string(),
      detail: z.string().optional(),
      source: z.object({ pointer: z.string() }).optional(),
    }),
  ),
});
