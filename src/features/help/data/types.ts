/** Help category (static), every field of SPEC §3. Links inside the area are router paths. */
interface CommonQuestion {
  image: IconName;
  pill: string;
  title: string;
  link: string;
  description: string;
  externalLink?: boolean;
}

export interface ArticleLink {
  label: string;
  link: string;
  externalLink?: boolean;
}

interface ArticleGroup {
  title: string;
  articleLinks: ArticleLink[];
}

interface LastArticle {
  image: IconName;
  title: string;
  link: string;
  description: string;
}

export interface ListArticle {
  label: string;
  path: string;
  externalLink?: boolean;
}

export interface CategoryData {
  title: string;
  commonQuestions?: CommonQuestion[];
  allArticlesTitle?: string;
  allArticles?: ArticleGroup[];
  lastArticle?: LastArticle;
  articlesTitle?: string;
  articles?: ListArticle[];
}

export interface CtaItem {
  title: string;
  description: string;
  button: string;
  path: string;
}

/** What a tile or link needs. */
export interface CategorySummary {
  id: string;
  mainCategory: boolean;
  title: string;
  description: string;
  link: string;
  cta: string;
  decoration: IconName;
  externalLink: boolean;
}

/** What the category page shows. */
export interface CategoryPageContent {
  ctaItems?: CtaItem[];
  newLayout?: boolean;
  categoryData?: CategoryData;
}

export type HelpCategory = CategorySummary & CategoryPageContent;

export type IconName =
  | 'bill'
  | 'account'
  | 'prepay'
  | 'peak'
  | 'meter'
  | 'shield'
  | 'tariff'
  | 'thermostat'
  | 'engineer'
  | 'boiler'
  | 'blog'
  | 'new-boiler'
  | 'pound'
  | 'warning'
  | 'house'
  | 'phone';
