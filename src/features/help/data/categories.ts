import { libraryArticle } from '@/content/articles';
import { categoryIndex } from './category-index';
import type {
  ArticleLink,
  CategoryData,
  CategoryPageContent,
  HelpCategory,
  IconName,
  ListArticle,
} from './types';

// Article titles and paths come from content/library.json by category id and article label, so no
// title is typed twice; what is written here is ours alone (pills, icons, short descriptions,
// group headings, calls to action).
const link = (category: string, label: string): ArticleLink => {
  const { title, path } = libraryArticle(category, label);
  return { label: title, link: path };
};
const item = (category: string, label: string): ListArticle => {
  const { title, path } = libraryArticle(category, label);
  return { label: title, path };
};
/** A card that leads to an article: the article's own title and link, with our extras. */
const question = <T extends { image: IconName; description: string }>(
  category: string,
  label: string,
  extras: T,
) => {
  const { title, path } = libraryArticle(category, label);
  return { ...extras, title, link: path };
};

/** A category page's own content; its title is the category's. */
type PageContent = Omit<CategoryPageContent, 'categoryData'> & {
  categoryData?: Omit<CategoryData, 'title'>;
};

/** What each category page shows (SPEC §3 help category fields beyond the tile). */
const categoryPages: Record<string, PageContent> = {
  'bills-and-payments': {
    newLayout: true,
    categoryData: {
      commonQuestions: [
        question('bills-and-payments', 'understanding-your-bill', {
          image: 'bill',
          pill: 'Most asked',
          description: 'What each part of your bill means, from unit rates to standing charges.',
        }),
        question('bills-and-payments', 'direct-debit-explained', {
          image: 'pound',
          pill: 'Direct Debit',
          description: 'Why your payment changes and what to do if it looks wrong.',
        }),
        question('bills-and-payments', 'estimated-bills', {
          image: 'meter',
          pill: 'Estimates',
          description: 'Give us a reading and we will put your bill right.',
        }),
      ],
      allArticlesTitle: 'All bills and payments help',
      allArticles: [
        {
          title: 'Your bill',
          articleLinks: [
            link('bills-and-payments', 'understanding-your-bill'),
            link('bills-and-payments', 'bill-higher-than-expected'),
            link('bills-and-payments', 'estimated-bills'),
            link('bills-and-payments', 'energy-price-cap'),
          ],
        },
        {
          title: 'Paying',
          articleLinks: [
            link('bills-and-payments', 'pay-your-bill'),
            link('bills-and-payments', 'direct-debit-explained'),
            link('bills-and-payments', 'change-payment-method'),
            link('bills-and-payments', 'refunds-and-credit'),
          ],
        },
        {
          title: 'If paying is hard',
          articleLinks: [
            link('struggling-to-pay', 'help-if-you-cant-pay'),
            link('struggling-to-pay', 'payment-plans'),
          ],
        },
      ],
    },
  },
  'my-account': {
    newLayout: true,
    categoryData: {
      commonQuestions: [
        question('my-account', 'reset-password', {
          image: 'account',
          pill: 'Online account',
          description: 'Get back into your account in a few minutes.',
        }),
        question('my-account', 'moving-home', {
          image: 'house',
          pill: 'Moving',
          description: 'Readings to take and who to tell, for the home you leave and the new one.',
        }),
        question('my-account', 'priority-services-register', {
          image: 'shield',
          pill: 'Extra support',
          description: 'Free extra help if you are older, disabled, unwell or have young children.',
        }),
      ],
      allArticlesTitle: 'All account help',
      allArticles: [
        {
          title: 'Your online account',
          articleLinks: [
            link('my-account', 'register-online-account'),
            link('my-account', 'reset-password'),
            link('my-account', 'update-personal-details'),
          ],
        },
        {
          title: 'Changes in your life',
          articleLinks: [
            link('my-account', 'moving-home'),
            link('my-account', 'probate'),
            link('my-account', 'priority-services-register'),
            link('my-account', 'leaving-us'),
          ],
        },
      ],
    },
  },
  'pay-as-you-go': {
    newLayout: true,
    categoryData: {
      commonQuestions: [
        question('pay-as-you-go', 'no-supply-pay-as-you-go', {
          image: 'warning',
          pill: 'No supply',
          description: 'Steps to get your supply back on quickly.',
        }),
        question('pay-as-you-go', 'topping-up', {
          image: 'prepay',
          pill: 'Top up',
          description: 'Online, in the app, by phone or in a shop.',
        }),
        question('pay-as-you-go', 'emergency-credit', {
          image: 'pound',
          pill: 'Credit',
          description: 'How to turn it on and how it is paid back.',
        }),
      ],
      allArticlesTitle: 'All Pay As You Go help',
      allArticles: [
        {
          title: 'Topping up and credit',
          articleLinks: [
            link('pay-as-you-go', 'topping-up'),
            link('pay-as-you-go', 'emergency-credit'),
            link('pay-as-you-go', 'friendly-credit'),
            link('pay-as-you-go', 'lost-top-up-card'),
          ],
        },
        {
          title: 'Your meter and charges',
          articleLinks: [
            link('pay-as-you-go', 'no-supply-pay-as-you-go'),
            link('pay-as-you-go', 'smart-pay-as-you-go'),
            link('pay-as-you-go', 'standing-charges-on-prepayment'),
            link('pay-as-you-go', 'switch-to-credit-meter'),
          ],
        },
      ],
    },
  },
  meters: {
    categoryData: {
      articlesTitle: 'Meter help',
      articles: [
        item('meters', 'submit-a-meter-reading'),
        item('meters', 'types-of-meter'),
        item('meters', 'economy-7-meters'),
        item('meters', 'smart-meter-installation'),
        item('meters', 'using-your-in-home-display'),
        item('meters', 'smart-meter-not-sending-readings'),
        item('meters', 'meter-exchange'),
      ],
      lastArticle: question('meters', 'faulty-meter', {
        image: 'warning',
        description:
          'Signs a meter is not working properly, checks you can make, and how we test it.',
      }),
    },
  },
  'homecare-help': {
    ctaItems: [
      {
        title: 'Need a repair?',
        description: 'Book an engineer online to fix your boiler or heating under your cover.',
        button: 'Book a repair',
        path: libraryArticle('appliances-and-engineers', 'book-an-engineer').path,
      },
    ],
    categoryData: {
      articlesTitle: 'HomeCare help',
      articles: [
        item('homecare-help', 'homecare-what-is-covered'),
        item('homecare-help', 'annual-service'),
        item('homecare-help', 'make-a-claim'),
        item('homecare-help', 'excess-explained'),
        item('homecare-help', 'cancel-or-change-cover'),
      ],
    },
  },
  'energy-tariffs': {
    categoryData: {
      articlesTitle: 'Tariff help',
      articles: [
        item('energy-tariffs', 'fixed-vs-variable'),
        item('energy-tariffs', 'tariff-ending'),
        item('energy-tariffs', 'exit-fees'),
        item('energy-tariffs', 'standing-charges-and-unit-rates'),
        item('energy-tariffs', 'ev-tariffs'),
        item('energy-tariffs', 'smart-export-guarantee'),
      ],
    },
  },
  'smart-home': {
    ctaItems: [
      {
        title: 'Explore smart products',
        description: 'See smart thermostats, plugs and sensors that work with the app.',
        button: 'Explore smart products',
        path: 'https://www.hivehome.com/shop',
      },
    ],
    categoryData: {
      articlesTitle: 'Hive help',
      articles: [
        item('smart-home', 'thermostat-offline'),
        item('smart-home', 'heating-schedule'),
        item('smart-home', 'hub-reset'),
        item('smart-home', 'app-sign-in'),
        item('smart-home', 'thermostat-batteries'),
      ],
    },
  },
  'appliances-and-engineers': {
    ctaItems: [
      {
        title: 'Book an engineer',
        description: 'Choose a time that suits you for a repair or service.',
        button: 'Book an engineer',
        path: libraryArticle('appliances-and-engineers', 'book-an-engineer').path,
      },
    ],
    categoryData: {
      articlesTitle: 'Engineer and appliance help',
      articles: [
        item('appliances-and-engineers', 'book-an-engineer'),
        item('appliances-and-engineers', 'before-engineer-visit'),
        item('appliances-and-engineers', 'change-appointment'),
        item('appliances-and-engineers', 'engineer-identity'),
        item('appliances-and-engineers', 'appliance-repair'),
      ],
    },
  },
  breakdowns: {
    ctaItems: [
      {
        title: 'Still not working?',
        description: 'If the checks have not helped, book an engineer to come and fix it.',
        button: 'Book a repair',
        path: libraryArticle('appliances-and-engineers', 'book-an-engineer').path,
      },
    ],
    categoryData: {
      articlesTitle: 'Breakdown help',
      articles: [
        item('breakdowns', 'boiler-not-working'),
        item('breakdowns', 'boiler-pressure'),
        item('breakdowns', 'frozen-condensate-pipe'),
        item('breakdowns', 'radiators-cold'),
        item('breakdowns', 'no-hot-water'),
      ],
    },
  },
  'struggling-to-pay': {
    ctaItems: [
      {
        title: 'Free debt advice',
        description: 'Independent charities can help with all your debts, not just energy.',
        button: 'Find debt help',
        path: libraryArticle('struggling-to-pay', 'debt-advice').path,
      },
    ],
    categoryData: {
      articlesTitle: 'Help if you are struggling to pay',
      articles: [
        item('struggling-to-pay', 'help-if-you-cant-pay'),
        item('struggling-to-pay', 'payment-plans'),
        item('struggling-to-pay', 'warm-home-discount'),
        item('struggling-to-pay', 'grants-and-trust-funds'),
        item('struggling-to-pay', 'debt-advice'),
        item('struggling-to-pay', 'using-less-energy'),
      ],
    },
  },
};

/** Every help category with all its SPEC §3 fields. */
export const helpCategories: HelpCategory[] = categoryIndex.map((c) => {
  const { categoryData, ...page } = categoryPages[c.id] ?? {};
  return {
    ...c,
    ...page,
    ...(categoryData && { categoryData: { title: c.title, ...categoryData } }),
  };
});

export const findCategory = (id: string) => helpCategories.find((c) => c.id === id);
