import { categoryIndex } from './category-index';
import type { ArticleLink, CategoryPageContent, HelpCategory, ListArticle } from './types';

const to = (category: string, label: string, title: string): ArticleLink => ({
  label: title,
  link: `/${category}/${label}`,
});
const item = (category: string, label: string, title: string): ListArticle => ({
  label: title,
  path: `/${category}/${label}`,
});

/** What each category page shows (SPEC §3 help category fields beyond the tile). */
const categoryPages: Record<string, CategoryPageContent> = {
  'bills-and-payments': {
    newLayout: true,
    categoryData: {
      title: 'Bills and payments',
      commonQuestions: [
        {
          image: 'bill',
          pill: 'Most asked',
          title: 'How to read your energy bill',
          link: '/bills-and-payments/understanding-your-bill',
          description: 'What each part of your bill means, from unit rates to standing charges.',
        },
        {
          image: 'pound',
          pill: 'Direct Debit',
          title: 'How your Direct Debit amount is worked out',
          link: '/bills-and-payments/direct-debit-explained',
          description: 'Why your payment changes and what to do if it looks wrong.',
        },
        {
          image: 'meter',
          pill: 'Estimates',
          title: 'Why your bill is estimated and how to fix it',
          link: '/bills-and-payments/estimated-bills',
          description: 'Give us a reading and we will put your bill right.',
        },
      ],
      allArticlesTitle: 'All bills and payments help',
      allArticles: [
        {
          title: 'Your bill',
          articleLinks: [
            to('bills-and-payments', 'understanding-your-bill', 'How to read your energy bill'),
            to(
              'bills-and-payments',
              'bill-higher-than-expected',
              'Why is my bill higher than expected?',
            ),
            to(
              'bills-and-payments',
              'estimated-bills',
              'Why your bill is estimated and how to fix it',
            ),
            to('bills-and-payments', 'energy-price-cap', 'What the energy price cap means for you'),
          ],
        },
        {
          title: 'Paying',
          articleLinks: [
            to('bills-and-payments', 'pay-your-bill', 'Ways to pay your bill'),
            to(
              'bills-and-payments',
              'direct-debit-explained',
              'How your Direct Debit amount is worked out',
            ),
            to('bills-and-payments', 'change-payment-method', 'Changing how you pay'),
            to(
              'bills-and-payments',
              'refunds-and-credit',
              'Getting a refund of credit on your account',
            ),
          ],
        },
        {
          title: 'If paying is hard',
          articleLinks: [
            to('struggling-to-pay', 'help-if-you-cant-pay', "If you're struggling to pay"),
            to('struggling-to-pay', 'payment-plans', 'Setting up a payment plan'),
          ],
        },
      ],
    },
  },
  'my-account': {
    newLayout: true,
    categoryData: {
      title: 'My account',
      commonQuestions: [
        {
          image: 'account',
          pill: 'Online account',
          title: 'Resetting your password or username',
          link: '/my-account/reset-password',
          description: 'Get back into your account in a few minutes.',
        },
        {
          image: 'house',
          pill: 'Moving',
          title: 'Moving home: what to do about your energy',
          link: '/my-account/moving-home',
          description: 'Readings to take and who to tell, for the home you leave and the new one.',
        },
        {
          image: 'shield',
          pill: 'Extra support',
          title: 'The Priority Services Register',
          link: '/my-account/priority-services-register',
          description: 'Free extra help if you are older, disabled, unwell or have young children.',
        },
      ],
      allArticlesTitle: 'All account help',
      allArticles: [
        {
          title: 'Your online account',
          articleLinks: [
            to('my-account', 'register-online-account', 'Setting up your online account'),
            to('my-account', 'reset-password', 'Resetting your password or username'),
            to('my-account', 'update-personal-details', 'Updating your personal details'),
          ],
        },
        {
          title: 'Changes in your life',
          articleLinks: [
            to('my-account', 'moving-home', 'Moving home: what to do about your energy'),
            to(
              'my-account',
              'probate',
              'Bereavement: dealing with the energy account of someone who has died',
            ),
            to('my-account', 'priority-services-register', 'The Priority Services Register'),
            to('my-account', 'leaving-us', 'Switching your energy away from us'),
          ],
        },
      ],
    },
  },
  'pay-as-you-go': {
    newLayout: true,
    categoryData: {
      title: 'Pay As You Go',
      commonQuestions: [
        {
          image: 'warning',
          pill: 'No supply',
          title: 'No gas or electricity on pay as you go',
          link: '/pay-as-you-go/no-supply-pay-as-you-go',
          description: 'Steps to get your supply back on quickly.',
        },
        {
          image: 'prepay',
          pill: 'Top up',
          title: 'Ways to top up your prepayment meter',
          link: '/pay-as-you-go/topping-up',
          description: 'Online, in the app, by phone or in a shop.',
        },
        {
          image: 'pound',
          pill: 'Credit',
          title: 'Using emergency credit',
          link: '/pay-as-you-go/emergency-credit',
          description: 'How to turn it on and how it is paid back.',
        },
      ],
      allArticlesTitle: 'All Pay As You Go help',
      allArticles: [
        {
          title: 'Topping up and credit',
          articleLinks: [
            to('pay-as-you-go', 'topping-up', 'Ways to top up your prepayment meter'),
            to('pay-as-you-go', 'emergency-credit', 'Using emergency credit'),
            to('pay-as-you-go', 'friendly-credit', 'Friendly credit: when your supply stays on'),
            to('pay-as-you-go', 'lost-top-up-card', 'Lost or damaged top-up card or key'),
          ],
        },
        {
          title: 'Your meter and charges',
          articleLinks: [
            to(
              'pay-as-you-go',
              'no-supply-pay-as-you-go',
              'No gas or electricity on pay as you go',
            ),
            to('pay-as-you-go', 'smart-pay-as-you-go', 'Smart pay as you go explained'),
            to(
              'pay-as-you-go',
              'standing-charges-on-prepayment',
              'Standing charges and debt on a prepayment meter',
            ),
            to(
              'pay-as-you-go',
              'switch-to-credit-meter',
              'Moving from prepayment to a credit meter',
            ),
          ],
        },
      ],
    },
  },
  meters: {
    categoryData: {
      title: 'Meters',
      articlesTitle: 'Meter help',
      articles: [
        item('meters', 'submit-a-meter-reading', 'How to take and give us a meter reading'),
        item('meters', 'types-of-meter', 'Which meter do I have?'),
        item('meters', 'economy-7-meters', 'Economy 7 meters and their two readings'),
        item('meters', 'smart-meter-installation', 'Getting a smart meter installed'),
        item('meters', 'smart-meter-not-sending-readings', 'Smart meter not sending readings'),
        item('meters', 'meter-exchange', 'Having a meter moved or replaced'),
      ],
      lastArticle: {
        image: 'warning',
        title: 'Think your meter is faulty?',
        link: '/meters/faulty-meter',
        description:
          'Signs a meter is not working properly, checks you can make, and how we test it.',
      },
    },
  },
  'homecare-help': {
    ctaItems: [
      {
        title: 'Need a repair?',
        description: 'Book an engineer online to fix your boiler or heating under your cover.',
        button: 'Book a repair',
        path: '/appliances-and-engineers/book-an-engineer',
      },
    ],
    categoryData: {
      title: 'HomeCare',
      articlesTitle: 'HomeCare help',
      articles: [
        item('homecare-help', 'homecare-what-is-covered', 'What your HomeCare cover includes'),
        item('homecare-help', 'annual-service', 'Your annual boiler service'),
        item('homecare-help', 'make-a-claim', 'How to make a claim on your cover'),
        item('homecare-help', 'excess-explained', 'How an excess works'),
        item('homecare-help', 'cancel-or-change-cover', 'Changing or cancelling your cover'),
      ],
    },
  },
  'energy-tariffs': {
    categoryData: {
      title: 'Energy tariffs',
      articlesTitle: 'Tariff help',
      articles: [
        item('energy-tariffs', 'fixed-vs-variable', 'Fixed and variable tariffs explained'),
        item('energy-tariffs', 'tariff-ending', 'What happens when your fixed tariff ends'),
        item('energy-tariffs', 'exit-fees', 'Exit fees explained'),
        item(
          'energy-tariffs',
          'standing-charges-and-unit-rates',
          'Standing charges and unit rates',
        ),
        item('energy-tariffs', 'ev-tariffs', 'Tariffs for electric vehicle drivers'),
        item('energy-tariffs', 'smart-export-guarantee', 'Getting paid for electricity you export'),
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
      title: 'Hive',
      articlesTitle: 'Hive help',
      articles: [
        item('smart-home', 'thermostat-offline', 'Smart thermostat showing offline'),
        item('smart-home', 'heating-schedule', 'Setting a heating schedule'),
        item('smart-home', 'hub-reset', 'Restarting or resetting your hub'),
        item('smart-home', 'app-sign-in', 'Trouble signing in to the app'),
        item('smart-home', 'thermostat-batteries', 'Changing your thermostat batteries'),
      ],
    },
  },
  'appliances-and-engineers': {
    ctaItems: [
      {
        title: 'Book an engineer',
        description: 'Choose a time that suits you for a repair or service.',
        button: 'Book an engineer',
        path: '/appliances-and-engineers/book-an-engineer',
      },
    ],
    categoryData: {
      title: 'Appliances and engineers',
      articlesTitle: 'Engineer and appliance help',
      articles: [
        item('appliances-and-engineers', 'book-an-engineer', 'Booking an engineer visit'),
        item(
          'appliances-and-engineers',
          'before-engineer-visit',
          'Getting ready for an engineer visit',
        ),
        item(
          'appliances-and-engineers',
          'change-appointment',
          'Changing or cancelling an appointment',
        ),
        item('appliances-and-engineers', 'engineer-identity', 'Checking an engineer is genuine'),
        item('appliances-and-engineers', 'appliance-repair', 'Getting an appliance repaired'),
      ],
    },
  },
  breakdowns: {
    ctaItems: [
      {
        title: 'Still not working?',
        description: 'If the checks have not helped, book an engineer to come and fix it.',
        button: 'Book a repair',
        path: '/appliances-and-engineers/book-an-engineer',
      },
    ],
    categoryData: {
      title: 'Breakdowns',
      articlesTitle: 'Breakdown help',
      articles: [
        item('breakdowns', 'boiler-not-working', 'Boiler not working? Checks to try first'),
        item('breakdowns', 'boiler-pressure', 'Topping up your boiler pressure'),
        item('breakdowns', 'frozen-condensate-pipe', 'Thawing a frozen condensate pipe'),
        item('breakdowns', 'radiators-cold', 'Radiators cold at the top or bottom'),
        item('breakdowns', 'no-hot-water', 'Heating works but no hot water'),
      ],
    },
  },
  'struggling-to-pay': {
    ctaItems: [
      {
        title: 'Free debt advice',
        description: 'Independent charities can help with all your debts, not just energy.',
        button: 'Find debt help',
        path: '/struggling-to-pay/debt-advice',
      },
    ],
    categoryData: {
      title: 'Struggling to pay',
      articlesTitle: 'Help if you are struggling to pay',
      articles: [
        item('struggling-to-pay', 'help-if-you-cant-pay', "If you're struggling to pay"),
        item('struggling-to-pay', 'payment-plans', 'Setting up a payment plan'),
        item('struggling-to-pay', 'warm-home-discount', 'Warm Home Discount'),
        item('struggling-to-pay', 'grants-and-trust-funds', 'Grants and energy trust funds'),
        item('struggling-to-pay', 'debt-advice', 'Free, independent debt advice'),
        item('struggling-to-pay', 'using-less-energy', 'Simple ways to use less energy'),
      ],
    },
  },
};

/** Every help category with all its SPEC §3 fields. Article labels match content/library.json. */
export const helpCategories: HelpCategory[] = categoryIndex.map((c) => ({
  ...c,
  ...categoryPages[c.id],
}));

export const findCategory = (id: string) => helpCategories.find((c) => c.id === id);
