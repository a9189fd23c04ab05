import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { videosSchema } from '@/api/schemas/built-in-content';
import { VideoStrip } from '@/features/help/components/video-strip';
import { VIDEO_HOST } from '@/config/video-host';
import { videosJson } from '../../../support/fixtures';
import { server } from '../../../support/msw';
import { renderRoute } from '../../../support/render';

const { videos } = videosSchema.parse(videosJson);
const renderStrip = () => renderRoute(<VideoStrip />);

// The player's host answers (playing asks whether it can be reached).
beforeEach(() => {
  server.use(http.head(`${VIDEO_HOST}/*`, () => new HttpResponse(null, { status: 200 })));
});

describe('video strip', () => {
  it('offers each video of content/videos.json to play, with its guide', () => {
    renderStrip();
    const strip = screen.getByRole('region', { name: 'Watch how to do it' });
    const cards = within(strip).getAllByRole('listitem');
    expect(cards).toHaveLength(7);
    videos.forEach((v, i) => {
      expect(
        within(cards[i]!).getByRole('button', { name: `Play video: ${v.title}` }),
      ).toBeInTheDocument();
      expect(
        within(cards[i]!).getByRole('link', { name: `Read the guide: ${v.title}` }),
      ).toHaveAttribute('href', `/${v.guide}`);
    });
    // Nothing comes from the video host before a click.
    expect(strip.querySelector('iframe')).toBeNull();
  });

  it('puts focus on the player after Play, so the keyboard is where the video is', async () => {
    const { user } = renderStrip();
    await user.click(
      screen.getByRole('button', { name: 'Play video: Using your in-home display' }),
    );
    const player = screen.getByTitle('Using your in-home display');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/local%3Asmart-meter-display?autoplay=1&rel=0',
    );
    expect(player).toHaveFocus();
  });

  it('gives focus back to Play when the video is closed', async () => {
    const { user } = renderStrip();
    await user.click(screen.getByRole('button', { name: 'Play video: Bleeding a radiator' }));
    await user.click(screen.getByRole('button', { name: 'Close video: Bleeding a radiator' }));
    expect(screen.queryByTitle('Bleeding a radiator')).toBeNull();
    expect(screen.getByRole('button', { name: 'Play video: Bleeding a radiator' })).toHaveFocus();
  });

  it('closes the video with Escape and gives focus back to Play', async () => {
    const { user } = renderStrip();
    await user.click(screen.getByRole('button', { name: 'Play video: Bleeding a radiator' }));
    // Inside the player's frame keys belong to the player; Escape works once focus is back here.
    act(() => screen.getByRole('button', { name: 'Close video: Bleeding a radiator' }).focus());
    await user.keyboard('{Escape}');
    expect(screen.queryByTitle('Bleeding a radiator')).toBeNull();
    expect(screen.getByRole('button', { name: 'Play video: Bleeding a radiator' })).toHaveFocus();
  });

  it('moves no focus before the customer asks', () => {
    renderStrip();
    expect(document.body).toHaveFocus();
  });

  it("offers the guide in the player's place when the video host cannot be reached", async () => {
    server.use(http.head(`${VIDEO_HOST}/*`, () => HttpResponse.error()));
    const { user } = renderStrip();
    await user.click(screen.getByRole('button', { name: 'Play video: Bleeding a radiator' }));
    const message = await screen.findByText(/^This video can't be played just now/);
    expect(message).toHaveFocus();
    expect(screen.queryByTitle('Bleeding a radiator')).toBeNull();
    const guide = videos.find((v) => v.title === 'Bleeding a radiator')!.guide;
    expect(
      screen.getByRole('link', { name: 'Read the guide instead: Bleeding a radiator' }),
    ).toHaveAttribute('href', `/${guide}`);
    // Closing still gives focus back to Play.
    await user.click(screen.getByRole('button', { name: 'Close video: Bleeding a radiator' }));
    expect(screen.getByRole('button', { name: 'Play video: Bleeding a radiator' })).toHaveFocus();
  });
});
