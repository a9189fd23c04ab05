import { isOnline } from '@/lib/connection';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from '@/lib/routing';
import { Icon } from '@/components/icon';
import { env } from '@/config/env';
import { videoPlayerUrl } from '@/config/video-host';
import { island } from '@/lib/island';
import { helpVideos, type HelpVideo } from '@/content/videos';

/**
 * Whether the video host answers at all: any answer, even an error, is a yes (the request is
 * opaque, and only a network failure, a block or the timeout rejects it). The player's own frame
 * cannot tell us: the browser's error page in it looks like any page from outside.
 */
async function hostAnswers(url: string) {
  if (!isOnline()) return false;
  try {
    await fetch(url, {
      method: 'HEAD',
      mode: 'no-cors',
      credentials: 'omit',
      cache: 'no-store',
      signal: AbortSignal.timeout(env.VITE_HTTP_TIMEOUT_MS),
    });
    return true;
  } catch {
    return false;
  }
}

function VideoCard({ video, first }: { video: HelpVideo; first: boolean }) {
  const [playing, setPlaying] = useState(false);
  // The host could not be reached: the guide is offered in the player's place.
  const [unreachable, setUnreachable] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  const play = useRef<HTMLButtonElement>(null);
  const fallback = useRef<HTMLParagraphElement>(null);
  const src = videoPlayerUrl(video.youtubeId);
  // Focus follows the customer's own action only: to the player on Play, back to Play on close,
  // never on the first render (the page's own focus stays where navigation put it). Before the
  // next paint: in an effect, the islands' runtime moved it a frame later, and for that frame the
  // focus was on the page's body (a screen reader announced the page; a keyboard user lost place).
  const moveFocus = useRef(false);
  useLayoutEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (playing ? (unreachable ? fallback.current : player.current) : play.current)?.focus();
  }, [playing, unreachable]);
  const show = (next: boolean) => {
    moveFocus.current = true;
    setUnreachable(next && !isOnline());
    setPlaying(next);
  };
  // While the player shows, ask whether its host can be reached; if not, the guide takes its place
  // (and the focus the player had).
  useEffect(() => {
    if (!playing || unreachable) return undefined;
    let current = true;
    void hostAnswers(src).then((answers) => {
      if (!current || answers) return;
      moveFocus.current = true;
      setUnreachable(true);
    });
    return () => {
      current = false;
    };
  }, [playing, unreachable, src]);

  return (
    <li className="video-card">
      {playing ? (
        <>
          {unreachable ? (
            <div className="video-card__unavailable">
              <p ref={fallback} tabIndex={-1}>
                This video can&apos;t be played just now: we can&apos;t reach the video site from
                your connection. The guide has the same help in words.
              </p>
              <p>
                <Link to={video.guide}>Read the guide instead: {video.title}</Link>
              </p>
            </div>
          ) : (
            <div className="video-card__media">
              <iframe
                ref={player}
                title={video.title}
                src={src}
                allow="autoplay; encrypted-media; picture-in-picture"
                allowFullScreen
              />
            </div>
          )}
          {/* Inside the video's frame keys belong to the player; Close also takes Escape. */}
          <button
            type="button"
            className="video-card__close"
            // The name says which video, without a hidden span (which browsers may read with an
            // extra space); it starts with the words shown.
            aria-label={`Close video: ${video.title}`}
            onClick={() => show(false)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') show(false);
            }}
          >
            <Icon name="close" size={20} />
            Close video
          </button>
        </>
      ) : (
        // The caption sits below the picture, never over it; the picture has no words of its own.
        <button type="button" className="video-card__play" ref={play} onClick={() => show(true)}>
          <span className="video-card__media">
            <img
              src={video.thumbnail}
              alt=""
              width="320"
              height="180"
              // The first thumbnail is in view on a phone and often the largest thing painted:
              // fetched at once; the rest only as they scroll into view.
              loading={first ? 'eager' : 'lazy'}
              fetchPriority={first ? 'high' : 'auto'}
            />
          </span>
          <span className="video-card__caption">
            <Icon name="play" size={20} />
            <span>
              Play video: {video.title}
              {video.duration && <span className="video-card__duration"> ({video.duration})</span>}
            </span>
          </span>
        </button>
      )}
      <Link
        to={video.guide}
        className="video-card__article"
        aria-label={`Read the guide: ${video.title}`}
      >
        Read the guide
      </Link>
    </li>
  );
}

/**
 * SPEC §2: a strip of seven help videos (content/videos.json). Nothing is requested from the
 * video host until the customer chooses to play one. The strip scrolls sideways inside itself,
 * with the next card showing at its edge; the page never does.
 */
export function VideoStrip() {
  const list = useRef<HTMLUListElement>(null);
  // A card reached by Tab comes wholly into view: the browser scrolls the strip only as far as
  // the focused control's edge, which left a card cut off at the strip's edge ("Play vi…"). Its
  // start is where the strip snaps, so it stays there.
  useEffect(() => {
    const strip = list.current;
    if (!strip) return undefined;
    const onFocus = (event: FocusEvent) => {
      const card = event.target instanceof Element ? event.target.closest('li') : null;
      if (!card || !strip.contains(card)) return;
      const inside = strip.getBoundingClientRect();
      const edge = card.getBoundingClientRect();
      const fits = edge.left >= inside.left && edge.right <= inside.right;
      if (fits && edge.top >= 0 && edge.bottom <= window.innerHeight) return;
      card.scrollIntoView({ block: 'nearest', inline: fits ? 'nearest' : 'start' });
    };
    strip.addEventListener('focusin', onFocus);
    return () => strip.removeEventListener('focusin', onFocus);
  }, []);
  return (
    <section className="video-strip" aria-labelledby="videos-title">
      <h2 id="videos-title">Watch how to do it</h2>
      <p className="video-strip__hint">
        {helpVideos.length} short videos: scroll sideways to see them all.
      </p>
      <ul className="video-strip__list" ref={list}>
        {helpVideos.map((v, i) => (
          <VideoCard key={v.id} video={v} first={i === 0} />
        ))}
      </ul>
    </section>
  );
}

/** The landing page's videos, alive on their own there (lib/island.tsx). */
export const VideoStripIsland = island('video-strip', VideoStrip);
