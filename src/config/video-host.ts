/**
 * Where the landing page's help videos play: YouTube's privacy-enhanced host. The player is framed
 * from it, and the app asks it, when a video is played, whether it can be reached at all (so a
 * customer whose network cannot reach it is offered the written guide, not the browser's error
 * page). The security headers allow it for exactly those two (serving/security-headers.ts).
 */
export const VIDEO_HOST = 'https://www.youtube-nocookie.com';

/** The player of a video, by its YouTube id, starting at once. */
export const videoPlayerUrl = (youtubeId: string) =>
  `${VIDEO_HOST}/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`;
