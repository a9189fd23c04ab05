import { z } from 'zod';

const link = z.object({ title: z.string().min(1), link: z.string().min(1) });

/** Header configuration JSON (SPEC §3). */
export const headerConfigSchema = z.object({
  hideA11yBtn: z.boolean().default(false),
  sections: z.array(link.extend({ links: z.array(link).default([]) })).default([]),
  'quick-links': z.array(link).default([]),
  'secondary-banner': z
    .object({ text: z.string(), link: link.optional() })
    .nullable()
    .default(null),
  'menu-banner': z
    .object({ title: z.string(), description: z.string(), link })
    .nullable()
    .default(null),
});
export type HeaderConfig = z.infer<typeof headerConfigSchema>;

/** Outage notice (SPEC §3): empty title and message mean no banner. */
export const outageNoticeSchema = z.object({
  title: z.string().default(''),
  message: z.string().default(''),
});
export type OutageNotice = z.infer<typeof outageNoticeSchema>;

export const articleEntrySchema = z.object({
  label: z.string().min(1),
  title: z.string().optional(),
});
export type ArticleEntry = z.infer<typeof articleEntrySchema>;

/** Categories JSON (SPEC §3): data ids, included items listing each category's article labels. */
export const categoriesSchema = z.object({
  data: z.array(z.object({ id: z.string().min(1), type: z.string().optional() })),
  included: z
    .array(
      z.object({
        id: z.string().optional(),
        type: z.string().optional(),
        attributes: z.object({ articles: z.array(articleEntrySchema).default([]) }),
      }),
    )
    .default([]),
});
export type Categories = z.infer<typeof categoriesSchema>;

/** Category metadata (SPEC §3): data[].id and attributes meta-description. */
export const categoryMetadataSchema = z.object({
  data: z.array(
    z.object({
      id: z.string().min(1),
      attributes: z.object({ 'meta-description': z.string().default('') }),
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
