import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { articleFeedbackRequestSchema } from '@/api/schemas/article-feedback';
import { PageFeedback } from '@/features/page-feedback';
import { server } from '../../../support/msw';
import { renderRoute } from '../../../support/render';
import { BASENAME } from '@/config/paths';

const PAGE = '/your-bill/understanding-your-bill';

/** The platform's feedback service, keeping what it is sent (and checking it as it would). */
function feedbackService({ fail = false } = {}) {
  const received: unknown[] = [];
  server.use(
    http.post('*/v1/article-feedback', async ({ request }) => {
      const body = await request.json();
      received.push(body);
      if (fail) return HttpResponse.json({ errors: [{ status: '503' }] }, { status: 503 });
      if (!articleFeedbackRequestSchema.safeParse(body).success) {
        return HttpResponse.json({ errors: [{ status: '422' }] }, { status: 422 });
      }
      return HttpResponse.json(
        { data: { type: 'article-feedback', id: `fb-${received.length}` } },
        { status: 201 },
      );
    }),
  );
  return received;
}
const attributes = (body: unknown) =>
  (body as { data: { attributes: Record<string, unknown> } }).data.attributes;

const renderFeedback = (path = PAGE) =>
  renderRoute(
    <PageFeedback
      page-type="article"
      page-id="your-bill/understanding-your-bill"
      page-title="Understanding your bill"
    />,
    { path },
  );

beforeEach(() => {
  sessionStorage.clear();
  window.dataLayer = [];
});
afterEach(() => {
  sessionStorage.clear();
});

describe('Is this page useful?', () => {
  it('sends a "Yes" for the page and thanks the customer in the same place', async () => {
    const received = feedbackService();
    const { user } = renderFeedback();
    expect(screen.getByRole('heading', { name: 'Is this page useful?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes this page is useful' }));

    const thanks = await screen.findByText(/Thank you for your feedback/);
    expect(thanks).toHaveFocus();
    expect(screen.queryByRole('button', { name: /Yes/ })).toBeNull();
    expect(received).toHaveLength(1);
    expect(attributes(received[0])).toEqual({
      'page-path': `${BASENAME}${PAGE}`,
      'page-type': 'article',
      'page-id': 'your-bill/understanding-your-bill',
      'page-title': 'Understanding your bill',
      useful: true,
      reason: null,
      comment: null,
    });
    expect(window.dataLayer).toEqual([
      {
        event: 'article_feedback',
        article_id: 'your-bill/understanding-your-bill',
        page_type: 'article',
        useful: true,
        reason: null,
      },
    ]);
  });

  it('asks what went wrong after "No", and sends the reason and a comment with nothing personal in it', async () => {
    const received = feedbackService();
    const { user } = renderFeedback();
    await user.click(screen.getByRole('button', { name: 'No this page is not useful' }));
    expect(await screen.findByRole('heading', { name: 'Help us improve this page' })).toHaveFocus();

    await user.click(screen.getByRole('radio', { name: 'It was hard to understand' }));
    const comment =
      'The tariff table is confusing. Email me at jo.bloggs@example.com or ring 07700 900123, I live at LS1 4AB, account 850012345678';
    await user.type(screen.getByRole('textbox', { name: /Tell us more/ }), comment);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText(/Thank you for your feedback/)).toHaveFocus();
    const sent = attributes(received[0]);
    expect(sent).toMatchObject({ useful: false, reason: 'hard-to-understand' });
    expect(sent.comment).toMatch(/^The tariff table is confusing\./);
    for (const personal of ['jo.bloggs', '07700', '900123', 'LS1 4AB', '850012345678']) {
      expect(sent.comment).not.toContain(personal);
    }
    // Analytics hear which page and why, never the words.
    expect(window.dataLayer).toEqual([
      expect.objectContaining({ event: 'article_feedback', reason: 'hard-to-understand' }),
    ]);
    expect(JSON.stringify(window.dataLayer)).not.toContain('tariff table');
  });

  it('says what is missing or too long, beside the field and in a summary, and sends nothing', async () => {
    const received = feedbackService();
    const { user } = renderFeedback();
    await user.click(screen.getByRole('button', { name: 'No this page is not useful' }));
    const box = await screen.findByRole('textbox', { name: /Tell us more/ });
    await user.click(box);
    await user.paste('x'.repeat(503));
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Select what went wrong');
    expect(summary).toHaveTextContent(
      'Maximum character limit reached. You are currently 3 characters over.',
    );
    expect(screen.getByRole('group', { name: 'What went wrong?' })).toHaveAccessibleDescription(
      /Select what went wrong/,
    );
    expect(box).toHaveValue('x'.repeat(503));
    expect(received).toHaveLength(0);

    // Corrected, it goes.
    await user.click(screen.getByRole('radio', { name: 'Something else' }));
    await user.type(box, '{Backspace}{Backspace}{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText(/Thank you for your feedback/);
    expect(attributes(received[0])).toMatchObject({ reason: 'something-else' });
  });

  it('says when an answer could not be sent and keeps everything, so it can be sent again', async () => {
    feedbackService({ fail: true });
    const { user } = renderFeedback();
    await user.click(screen.getByRole('button', { name: 'No this page is not useful' }));
    await user.click(await screen.findByRole('radio', { name: "It's out of date or wrong" }));
    await user.type(screen.getByRole('textbox', { name: /Tell us more/ }), 'The prices are old');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText(/couldn't send your answer/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Tell us more/ })).toHaveValue('The prices are old');
    expect(screen.getByRole('radio', { name: "It's out of date or wrong" })).toBeChecked();
    expect(window.dataLayer).toEqual([]);

    const received = feedbackService();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText(/Thank you for your feedback/);
    expect(attributes(received[0])).toMatchObject({ comment: 'The prices are old' });
  });

  it('keeps the question when a "Yes" could not be sent', async () => {
    feedbackService({ fail: true });
    const { user } = renderFeedback();
    await user.click(screen.getByRole('button', { name: 'Yes this page is useful' }));
    expect(await screen.findByText(/couldn't send your answer/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes this page is useful' })).toBeInTheDocument();
  });

  it('goes back to the question on Cancel, with the keyboard on "No"', async () => {
    const received = feedbackService();
    const { user } = renderFeedback();
    await user.click(screen.getByRole('button', { name: 'No this page is not useful' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'No this page is not useful' })).toHaveFocus(),
    );
    expect(received).toHaveLength(0);
  });

  it('keeps the reason and comment of a "No" across a reload, and forgets them once sent', async () => {
    const received = feedbackService();
    const first = renderFeedback();
    await first.user.click(screen.getByRole('button', { name: 'No this page is not useful' }));
    await first.user.click(await screen.findByRole('radio', { name: "It's out of date or wrong" }));
    await first.user.type(
      screen.getByRole('textbox', { name: /Tell us more/ }),
      'The prices are old',
    );
    first.unmount();

    // The page again, as after a reload: the form is open with what was chosen and typed, and
    // the keyboard's place is not moved to it.
    const again = renderFeedback();
    expect(await screen.findByRole('radio', { name: "It's out of date or wrong" })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Tell us more/ })).toHaveValue('The prices are old');
    expect(screen.getByRole('heading', { name: 'Help us improve this page' })).not.toHaveFocus();
    await again.user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText(/Thank you for your feedback/);
    expect(attributes(received[0])).toMatchObject({
      reason: 'out-of-date',
      comment: 'The prices are old',
    });
    expect(Object.keys(sessionStorage).filter((k) => k.includes('page-feedback'))).toEqual([]);
  });

  it('takes one answer per page per visit', async () => {
    feedbackService();
    const first = renderFeedback();
    await first.user.click(screen.getByRole('button', { name: 'Yes this page is useful' }));
    await screen.findByText(/Thank you for your feedback/);
    first.unmount();

    renderFeedback();
    expect(screen.getByText(/Thank you for your feedback/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Yes/ })).toBeNull();
    // Another page asks again.
    const other = renderFeedback('/your-bill/paying-your-bill');
    expect(
      within(other.container).getByRole('button', { name: 'Yes this page is useful' }),
    ).toBeInTheDocument();
  });
});
