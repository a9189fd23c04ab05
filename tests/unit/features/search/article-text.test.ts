// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { articleText } from '../../../../server/content-library';

describe('article text for search snippets', () => {
  it('joins a link to the punctuation after it, with no stray space', () => {
    expect(
      articleText(
        '<article><p>Please <a href="/c">contact us</a>. If <strong>not</strong>, call.</p></article>',
      ),
    ).toBe('Please contact us. If not, call.');
  });

  it('keeps words of separate blocks apart', () => {
    expect(
      articleText('<article><h2>Title</h2><p>Text</p><ul><li>One</li><li>Two</li></ul></article>'),
    ).toBe('Title Text One Two');
  });
});
