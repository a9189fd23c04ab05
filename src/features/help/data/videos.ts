/** The landing page's video strip (SPEC §2: seven videos). Thumbnails are ours, in public/videos. */
export interface HelpVideo {
  id: string;
  title: string;
  duration: string;
  /** The provider's YouTube video id; embedded from youtube-nocookie.com only after a click. */
  youtubeId: string;
  article: string;
}

export const helpVideos: HelpVideo[] = [
  {
    id: 'read-your-meter',
    title: 'How to read your meter',
    duration: '2:10',
    youtubeId: 'hs-meter-read',
    article: '/meters/submit-a-meter-reading',
  },
  {
    id: 'top-up-prepayment',
    title: 'Topping up a prepayment meter',
    duration: '1:45',
    youtubeId: 'hs-prepay-top',
    article: '/pay-as-you-go/topping-up',
  },
  {
    id: 'boiler-pressure',
    title: 'Topping up boiler pressure',
    duration: '3:05',
    youtubeId: 'hs-boiler-bar',
    article: '/breakdowns/boiler-pressure',
  },
  {
    id: 'understand-your-bill',
    title: 'Understanding your bill',
    duration: '2:40',
    youtubeId: 'hs-your-bill',
    article: '/bills-and-payments/understanding-your-bill',
  },
  {
    id: 'frozen-condensate',
    title: 'Thawing a frozen condensate pipe',
    duration: '2:25',
    youtubeId: 'hs-condensat',
    article: '/breakdowns/frozen-condensate-pipe',
  },
  {
    id: 'smart-meter-display',
    title: 'Using your in-home display',
    duration: '1:55',
    youtubeId: 'hs-ihd-guide',
    article: '/meters/smart-meter-not-sending-readings',
  },
  {
    id: 'bleed-a-radiator',
    title: 'Bleeding a radiator',
    duration: '2:15',
    youtubeId: 'hs-radiators',
    article: '/breakdowns/radiators-cold',
  },
];
