/**
 * The landing page's help videos (content/videos.json), built in and checked at build time, each
 * guide against the library (scripts/built-in-content.ts).
 */
import { BASENAME, paths } from '@/config/paths';

export interface HelpVideo {
  id: string;
  title: string;
  /** The provider's YouTube id, or a local value "local:<name>" (README "Contact details and videos"). */
  youtubeId: string;
  /** The thumbnail's URL: an image of ours with no words in it. */
  thumbnail: string;
  /** The in-app path of the article with the same help in words. */
  guide: string;
  duration?: string;
}

declare const __HELP_VIDEOS__: readonly (Omit<HelpVideo, 'guide' | 'thumbnail'> & {
  guide: string;
  thumbnail: string;
})[];

export const helpVideos: HelpVideo[] = __HELP_VIDEOS__.map((v) => {
  const [category, label] = v.guide.split('/') as [string, string];
  return {
    ...v,
    thumbnail: `${BASENAME}/videos/${v.thumbnail}`,
    guide: paths.article(category, label),
  };
});
