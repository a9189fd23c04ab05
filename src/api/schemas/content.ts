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

/** Outage notice (SPEC §3): empty title and message mean no banner. */
export const outageNoticeSchema = z.object({
  title: z._default(z.string(), ''),
  message: z._default(z.string(), ''),
});

const articleEntrySchema = z.object({
  label: z.string().check(z.minLength(1)),
  title: z.optional(z.string()),
});

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
const searchDocumentSchema = z.object({
  id: z.string(),
  category: z.string(),
  categoryTitle: z.string(),
  label: z.string(),
  title: z.string(),
  description: z.string(),
  body: z.string(),
  /**
   * The article's sections (lib/article-sections.ts): a search whose best match is one shows its
   * text. Optional: an index without them searches as before.
   */
  sections: z.optional(
    z.array(z.object({ id: z.string(), heading: z.string(), html: z.string() })),
  ),
  /**
   * The ways customers ask what the article answers (content/customer-asks, one a line): searched
   * as a field of its own, shown nowhere (issue 49). Optional: an index without them searches as
   * before.
   */
  asks: z.optional(z.string()),
});
export const searchIndexSchema = z.object({ documents: z.array(searchDocumentSchema) });
export type SearchDocument = z.infer<typeof searchDocumentSchema>;

const words = z.array(z.string().check(z.minLength(1), z.maxLength(200)));
/** Words or phrases that stop a rule when the search has one ("switch" ... "trip switch"). */
const unless = z._default(words, []);
/** A word or phrase from each list, anywhere in the search, in any order. */
const allOf = z.array(
  z.array(z.string().check(z.minLength(1), z.maxLength(200))).check(z.minLength(1)),
);

/**
 * How search understands customers' words (content/search-synonyms.json): synonyms, best bets for
 * the area's own pages, emergency rules and stop words. Written by the content team.
 */
export const searchRulesSchema = z.object({
  about: z.optional(z.string()),
  stopWords: words,
  /**
   * Everyday spoken forms and the words they stand for ("me": "my", "never": "not"), read as those
   * words in searches and in the rules' phrases.
   */
  spokenForms: z._default(
    z.record(
      z.string().check(z.regex(/^[\p{L}\p{N}']{1,30}$/u)),
      z.string().check(z.minLength(1), z.maxLength(60)),
    ),
    {},
  ),
  synonyms: z.array(
    z.object({
      when: z._default(words, []),
      /** A word or phrase from each list, anywhere in the search ("boiler" ... "won't start"). */
      whenAll: z._default(allOf, []),
      /** Only when the search is this phrase and nothing more ("smart meter": getting one). */
      whenExactly: z._default(words, []),
      add: z.string().check(z.minLength(1)),
      unless,
      /** The phrase's words are looked for only as `add`, never on their own ("trip switch"). */
      replace: z._default(z.boolean(), false),
    }),
  ),
  bestBets: z.array(
    z.object({
      /** A page of the area, by its path without the leading slash (e.g. "contact-us"). */
      page: z.string().check(z.regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/)),
      title: z.string().check(z.minLength(1)),
      description: z.string().check(z.minLength(1)),
      when: words,
      /** Matches only when the search is this phrase and nothing more ("emergency"). */
      whenExactly: z._default(words, []),
      unless,
      /**
       * A check for a danger happening now ("No power or no gas? Find out why"): not shown when
       * the search says the danger is over or asks in general ("power was off yesterday").
       */
      onlyNow: z._default(z.boolean(), false),
    }),
  ),
  urgent: z.array(
    z.object({
      id: z.string().check(z.minLength(1)),
      /**
       * Which emergency line to show (src/config/emergency-numbers.ts); none when the first
       * thing to do is not a call (a burst pipe: turn off the stopcock).
       */
      number: z.optional(z.enum(['gas', 'power', 'meter', 'danger'])),
      title: z.string().check(z.minLength(1)),
      doFirst: z.string().check(z.minLength(1)),
      /** The article with the full advice, as category/label. */
      article: z.string().check(z.regex(/^[a-z0-9-]+\/[a-z0-9-]+$/)),
      articleTitle: z.string().check(z.minLength(1)),
      when: words,
      /** A word from each list, anywhere in the search ("gas ... smell", "smell ... gas"). */
      whenAll: z._default(allOf, []),
      /** Signs of the emergency that do not name it ("boiler flame is yellow"): each a whenAll. */
      signs: z._default(
        z.array(
          z.object({
            about: z.optional(z.string()),
            whenAll: allOf.check(z.minLength(1)),
            unless,
          }),
        ),
        [],
      ),
      unless,
      /**
       * This danger's own words, beside the top-level `framing`'s: that it is still happening
       * (`now`: "no power since", "when will"), that it is over (`over`: "came back on"), or a
       * question in general (`general`: "where should I fit").
       */
      framing: z._default(
        z.object({
          now: z._default(words, []),
          over: z._default(words, []),
          general: z._default(words, []),
        }),
        { now: [], over: [], general: [] },
      ),
    }),
  ),
  /**
   * Words of the scene customers set around their question (people, rooms, days of the week):
   * in a search they weigh less than the words that say what is wrong or wanted.
   */
  sceneWords: z._default(words, []),
  /**
   * Pleas that ask for help without saying with what ("don't know where to start", "what can I
   * do"): a sentence whose only question is one of them is asked by its scene, every word alike.
   */
  pleas: z._default(words, []),
  /**
   * Words a task's name may stand among and still be that task ("cant pay my leccy bill pls
   * help" is "cant pay bill"): fuels and courtesies.
   */
  taskAsides: z._default(words, []),
  /**
   * How a search speaks of a danger it names (src/features/search/framing.ts), each a list of
   * phrases matched word for word, small words included, `*` standing for one to four words
   * ("does * help"): `now` says it is happening ("still", "again", "but now"); `over` that it is
   * over ("last week", "was fixed", "fine now"); `general` asks in general ("how often", "is it
   * safe to", "what should I do if"); `someoneElse` is another home or person ("next door"),
   * unless `us` says the customer is in it too ("the neighbours are off too"); `turns` turn to
   * another matter ("but"); `body` is how the customer feels ("dizzy"), always the danger's.
   */
  framing: z._default(
    z.object({
      about: z.optional(z.string()),
      now: z._default(words, []),
      over: z._default(words, []),
      general: z._default(words, []),
      someoneElse: z._default(words, []),
      us: z._default(words, []),
      turns: z._default(words, []),
      body: z._default(words, []),
    }),
    { now: [], over: [], general: [], someoneElse: [], us: [], turns: [], body: [] },
  ),
  /**
   * The commonest tasks by their own short names and everyday forms ("pay bill", "meter
   * reading", "cant pay"): a search that is one of them, and nothing more, has the task's
   * article first (from page views and search gaps in production).
   */
  tasks: z._default(
    z.array(
      z.object({
        article: z.string().check(z.regex(/^[a-z0-9-]+\/[a-z0-9-]+$/)),
        names: words.check(z.minLength(1)),
      }),
    ),
    [],
  ),
  /**
   * The tasks customers come for most (from page views and searches), by article
   * (category/label), each with a weight from 0 to 1 (1: the commonest). It decides between
   * articles that answer a search about as well as each other.
   */
  topTasks: z._default(
    z.record(
      z.string().check(z.regex(/^[a-z0-9-]+\/[a-z0-9-]+$/)),
      z.number().check(z.gte(0), z.lte(1)),
    ),
    {},
  ),
});
export type SearchRules = z.infer<typeof searchRulesSchema>;
