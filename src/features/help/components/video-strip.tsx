import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '@/components/icon';
import { helpVideos, type HelpVideo } from '../data/videos';

function VideoCard({ video, first }: { video: HelpVideo; first: boolean }) {
  const [playing, setPlaying] = useState(false);
  return (
    <li className="video-card">
      <div className="video-card__frame">
        {playing ? (
          <iframe
            title={video.title}
            src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.youtubeId)}?autoplay=1&rel=0`}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            loading="lazy"
          />
        ) : (
          <button type="button" className="video-card__play" onClick={() => setPlaying(true)}>
            <img
              src={`/help-and-support/videos/${video.id}.svg`}
              alt=""
              width="320"
              height="240"
              // The first thumbnail is in view on a phone and often the largest thing painted:
              // fetched at once; the rest only as they scroll into view.
              loading={first ? 'eager' : 'lazy'}
              fetchPriority={first ? 'high' : 'auto'}
            />
            <span className="video-card__play-label">
              <Icon name="play" size={20} />
              Play video: {video.title} ({video.duration})
            </span>
          </button>
        )}
      </div>
      <Link to={video.article} className="video-card__article">
        Read the guide<span className="visually-hidden">: {video.title}</span>
      </Link>
    </li>
  );
}

/**
 * SPEC §2: a strip of seven help videos. Nothing is requested from the video host until the
 * customer chooses to play one.
 */
export function VideoStrip() {
  return (
    <section className="video-strip" aria-labelledby="videos-title">
      <h2 id="videos-title">Watch how to do it</h2>
      <ul className="video-strip__list">
        {helpVideos.map((v, i) => (
          <VideoCard key={v.id} video={v} first={i === 0} />
        ))}
      </ul>
    </section>
  );
}
