import { act, screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNucleusScript } from '@/features/help/hooks/use-nucleus-script';
import ArticlePage from '@/features/help/pages/article-page';
import { browser } from '@/lib/navigate-away';
import { renderHook } from '@testing-library/react';
import { server } from '../../../support/msw';
import { renderRoute } from '../../../support/render';
import { BASENAME } from '@/config/paths';

const renderArticle = (path: string) =>
  renderRoute(<ArticlePage />, { path, route: '/:category/:article' });

describe('article page', () => {
  it('shows the article with its title, description, breadcrumbs and related articles', async () => {
    renderArticle('/meters/faulty-meter');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Think your meter is faulty?' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe('Think your meter is faulty? - Help & Support - British Gas'),
    );
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /meter/i,
    );
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs).toHaveTextContent('Help & Support');
    expect(crumbs).toHaveTextContent('Meters');
    const related = screen.getByRole('navigation', { name: 'Related articles' });
    expect(related.querySelectorAll('li')).toHaveLength(5);
  });

  it('adds a canonical link to the article URL (www. is added on real hosts, see canonicalUrl)', async () => {
    renderArticle('/meters/faulty-meter');
    await screen.findByRole('heading', { level: 1, name: 'Think your meter is faulty?' });
    const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
    expect(canonical).toBe(`${location.origin}${BASENAME}/meters/faulty-meter`);
  });

  it('marks the article about leaving us nosnippet, and no other', async () => {
    const { unmount } = renderArticle('/my-account/leaving-us');
    await screen.findByRole('heading', { level: 1, name: 'Switching your energy away from us' });
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'nosnippet',
    );
    unmount();
    renderArticle('/my-account/moving-home');
    await screen.findByRole('heading', {
      level: 1,
      name: 'Moving home: what to do about your energy',
    });
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('sends an unknown article to page-not-found without fetching it', async () => {
    const replace = vi.spyOn(browser, 'replace').mockImplementation(() => {});
    renderArticle('/meters/how-to-fly');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/page-not-found.html'));
  });

  it('sends an article under an unknown category to page-not-found', async () => {
    const replace = vi.spyOn(browser, 'replace').mockImplementation(() => {});
    renderArticle('/gardening/faulty-meter');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/page-not-found.html'));
  });

  it('logs "Failed to fetch page: " and offers other routes when the article cannot load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get(
        '*/aem6/content/britishgas/help/:category/:article',
        () => new HttpResponse('boom', { status: 500 }),
      ),
    );
    renderArticle('/meters/faulty-meter');
    expect(
      await screen.findByRole('heading', { name: "Sorry, we can't show this page right now" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0800 111 999' })).toHaveAttribute(
      'href',
      'tel:0800111999',
    );
    expect(error).toHaveBeenCalledWith(
      'Failed to fetch page: ',
      expect.stringContaining('Status: 500'),
    );
  });

  it('renders article markup without handlers, forms or clobbering ids', async () => {
    server.use(
      http.get('*/aem6/content/britishgas/help/:category/:article', () =>
        HttpResponse.html(
          '<html><head><title>Bad</title></head><body><article><h1>Bad</h1><img src="x" onerror="window.hacked=1">' +
            '<form action="https://evil.example"><input name="card"></form><a id="OnetrustActiveGroups" href="/">x</a></article></body></html>',
        ),
      ),
    );
    const { container } = renderArticle('/meters/faulty-meter');
    await screen.findByRole('heading', { level: 1, name: 'Bad' });
    const body = container.querySelector('.article-body')!;
    expect(body.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(body.querySelector('form')).toBeNull();
    expect(body.querySelector('input')).toBeNull();
    expect(container.querySelector('#OnetrustActiveGroups')).toBeNull();
  });
});

describe('article page with no connection', () => {
  const setOnline = (online: boolean) => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
    // What the app's provider does at start (src/api/query-client-provider.tsx); the events keep
    // it current after that.
    onlineManager.setOnline(online);
    act(() => {
      window.dispatchEvent(new Event(online ? 'online' : 'offline'));
    });
  };
  afterEach(() => setOnline(true));

  it('says the customer is offline, gives the emergency numbers, and loads once back online', async () => {
    setOnline(false);
    renderArticle('/meters/faulty-meter');
    expect(
      await screen.findByRole('heading', { level: 1, name: "You're offline" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('link', { name: '0800 111 999' })).toHaveAttribute(
      'href',
      'tel:0800111999',
    );
    expect(screen.getByRole('link', { name: '105' })).toHaveAttribute('href', 'tel:105');
    await waitFor(() =>
      expect(document.title).toBe("You're offline - Help & Support - British Gas"),
    );

    setOnline(true);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Think your meter is faulty?' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "You're offline" })).toBeNull();
  });
});

describe('useNucleusScript', () => {
  it('loads the form script after render only for nucleus articles, and removes it after', () => {
    const { unmount } = renderHook(() => useNucleusScript(true, '/nucleus/form.js'));
    expect(document.querySelectorAll('script[src="/nucleus/form.js"]')).toHaveLength(1);
    unmount();
    expect(document.querySelectorAll('script[src="/nucleus/form.js"]')).toHaveLength(0);
    renderHook(() => useNucleusScript(false, '/nucleus/form.js'));
    expect(document.querySelectorAll('script[src="/nucleus/form.js"]')).toHaveLength(0);
  });
});
