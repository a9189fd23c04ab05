import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@/lib/sanitize';
import { BASENAME } from '@/config/paths';

const render = (html: string) => {
  const div = document.createElement('div');
  div.innerHTML = sanitizeHtml(html);
  return div;
};

describe('sanitizeHtml (hardened DOMPurify)', () => {
  it('removes event handlers and scripts', () => {
    const div = render('<p>Hi</p><img src="x" onerror="alert(1)"><script>alert(2)</script>');
    expect(div.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(div.querySelector('script')).toBeNull();
    expect(div.textContent).toBe('Hi');
  });

  it('removes forms, inputs, buttons, styles, base and meta', () => {
    const div = render(
      '<form action="https://evil.example"><input name="card"><button>Pay</button></form>' +
        '<style>body{display:none}</style><base href="https://evil.example/"><meta http-equiv="refresh" content="0">',
    );
    for (const tag of ['form', 'input', 'button', 'style', 'base', 'meta']) {
      expect(div.querySelector(tag)).toBeNull();
    }
  });

  it('removes inline styles', () => {
    expect(
      render('<p style="position:fixed">x</p>').querySelector('p')?.hasAttribute('style'),
    ).toBe(false);
  });

  it('prefixes ids and names so content cannot clobber globals', () => {
    const div = render(
      '<a id="OnetrustActiveGroups" href="/x">x</a><img name="cookie" src="/a.png" alt="">',
    );
    expect(div.querySelector('a')?.id).toBe('user-content-OnetrustActiveGroups');
    expect(div.querySelector('img')?.getAttribute('name')).toBe('user-content-cookie');
  });

  it('keeps only http(s), mailto, tel and relative links', () => {
    const div = render(
      '<a href="javascript:alert(1)">a</a><a href="data:text/html,x">b</a><a href="ftp://x.example/">c</a>' +
        '<a href="https://ok.example/">d</a><a href="mailto:help@example.com">e</a><a href="tel:105">f</a>' +
        `<a href="${BASENAME}/meters">g</a>`,
    );
    const hrefs = [...div.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      null,
      null,
      null,
      'https://ok.example/',
      'mailto:help@example.com',
      'tel:105',
      `${BASENAME}/meters`,
    ]);
  });

  it('marks links to other sites noopener noreferrer', () => {
    const div = render(
      '<a href="https://www.energyombudsman.org/" target="_blank">Ombudsman</a><a href="/x">in</a>',
    );
    const [out, inside] = div.querySelectorAll('a');
    expect(out?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(inside?.hasAttribute('rel')).toBe(false);
  });

  it('marks images without alt text as decorative', () => {
    expect(render('<img src="/a.png">').querySelector('img')?.getAttribute('alt')).toBe('');
    expect(
      render('<img src="/a.png" alt="Meter dials">').querySelector('img')?.getAttribute('alt'),
    ).toBe('Meter dials');
  });

  it('drops class attributes, so content cannot dress itself as the page (a fake session warning)', () => {
    const div = render(
      '<div class="idle-warning consent-banner"><p class="lead">Your session is about to end. <a class="button" href="/x">Stay signed in</a></p></div>',
    );
    expect(div.querySelectorAll('[class]')).toHaveLength(0);
    expect(div.textContent).toContain('Your session is about to end.');
  });

  it('draws nothing above the page: no open dialog, no popover', () => {
    const div = render(
      '<dialog open><p>Call 0900 000 000 now</p></dialog>' +
        '<div popover="manual" id="x">Call 0900 000 000 now</div>' +
        '<a href="#x" popovertarget="x" popovertargetaction="show">Help</a>',
    );
    expect(div.querySelector('dialog')).toBeNull();
    expect(div.querySelectorAll('[popover], [popovertarget], [popovertargetaction]')).toHaveLength(
      0,
    );
    // The words stay, in the page's flow, where the reader can judge them.
    expect(div.textContent).toContain('Help');
  });
});
