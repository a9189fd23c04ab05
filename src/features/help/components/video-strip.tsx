import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from '@/lib/router';
import { Icon } from '@/components/icon';
import { island } from '@/lib/island';
import { helpVideos, type HelpVideo } from '@/content/videos';

function VideoCard({ video, first }: { video: HelpVideo; first: boolean }) {
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  const play = useRef<HTMLButtonElement>(null);
  // Focus follows the customer's own action only: to the player on Play, back to Play on close,
  // never on the first render (the page's own focus stays where navigation put it). Before the
  // next paint: in an effect, the islands' runtime moved it a frame later, and for that frame the
  // focus was on the page's body (a screen reader announced the page; a keyboard user lost place).
  const moveFocus = useRef(false);
  useLayoutEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (playing ? player.current : play.current)?.focus();
  }, [playing]);
  const show = (next: boolean) => {
    moveFocus.current = true;
    setPlaying(next);
  };

  return (
    <li className="video-card">
      {playing ? (
        <>
          <div className="video-card__media">
            <iframe
              ref={player}
              title={video.title}
              src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.youtubeId)}?autoplay=1&rel=0`}
              allow="autoplay; encrypted-media; picture-in-picture"
              allowFullScreen
            />
          </div>
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
  return (
    <section className="video-strip" aria-labelledby="videos-title">
      <h2 id="videos-title">Watch how to do it</h2>
      <p className="video-strip__hint">
        {helpVideos.length} short videos: scroll sideways to see them all.
      </p>
      <ul className="video-strip__list">
        {helpVideos.map((v, i) => (
          <VideoCard key={v.id} video={v} first={i === 0} />
        ))}
      </ul>
    </section>
  );
}

/** The landing page's videos, alive on their own there (lib/island.tsx). */
export const VideoStripIsland = island('video-strip', VideoStrip);
