// zod/mini: these shapes are checked on every page (header, outage banner, categories), so they
// use the small, tree-shakable build of zod; the forms' schemas use the full one.
import * as z from 'zod/mini';

const link = z.object({
  title: z.string().check(z.minLength(1)),
  link: z.string().check(z.minLength(1)),
});

/** Header configuration JSON (SPEC §3). */
export const headerConfigSchema = z.object({
  hideA11yBtn: z._default(z.boolean(), false),
  sections: z._default(z.array(z.extend(link, { links: z._default(z.array(link), []) })), []),
  'quick-links': z._default(z.array(link), []),
  'secondary-banner': z._default(
    z.nullable(z.object({ text: z.string(), link: z.optional(link) })),
    null,
  ),
  'menu-banner': z._default(
    z.nullable(z.object({ title: z.string(), description: z.string(), link })),
    null,
  ),
});
export type HeaderConfig = z.infer<typeof headerConfigSchema>;

/** Outage notice (SPEC §3): empty title and message mean no banner. */
export const outageNoticeSchema = z.object({
  title: z._default(z.string(), ''),
  message: z._default(z.string(), ''),
});
export type OutageNotice = z.infer<typeof outageNoticeSchema>;

export const articleEntrySchema = z.object({
  label: z.string().check(z.minLength(1)),
  title: z.optional(z.string()),
});
export type ArticleEntry = z.infer<typeof articleEntrySchema>;

/** Categories JSON (SPEC §3): data ids, included items listing each category's article labels. */
export const categoriesSchema = z.object({
  data: z.array(z.object({ id: z.string().check(z.minLength(1)), type: z.optional(z.string()) })),
  included: z._default(
    z.array(
      z.object({
        id: z.optional(z.string()),
        type: z.optional(z.string()),
        attributes: z.object({ articles: z._default(z.array(articleEntrySchema), []) }),
      }),
    ),
    [],
  ),
});
export type Categories = z.infer<typeof categoriesSchema>;

/** Category metadata (SPEC §3): data[].id and attributes meta-description. */
export const categoryMetadataSchema = z.object({
  data: z.array(
    z.object({
      id: z.string().check(z.minLength(1)),
      attributes: z.object({ 'meta-description': z._default(z.string(), '') }),
    }),
  ),
});
export type CategoryMetadata = z.infer<typeof categoryMetadataSchema>;

/** Search index served by the platform, built from content/ by scripts/build-content.ts. */
export const searchDocumentSchema = z.object({
  id: z.string(),
  category: z.string(),
  categoryTitle: z.string(),
  label: z.string(),
  title: z.string(),
  description: z.string(),
  body: z.string(),
});
export const searchIndexSchema = z.object({ documents: z.array(searchDocumentSchema) });
export type SearchDocument = z.infer<typeof searchDocumentSchema>;
