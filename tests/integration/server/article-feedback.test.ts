// @vitest-environment node
import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  articleFeedbackCreatedSchema,
  FEEDBACK_PAGE_TYPES,
  type ArticleFeedbackRequest,
} from '@/api/schemas/article-feedback';
import { API_PATHS } from '@/config/api-paths';
import { validFeedbackBody, validYesBody } from '../../support/article-feedback';
import { usePlatforms } from '../../support/platforms';
import { BASENAME } from '@/config/paths';

const JSON_API = 'application/vnd.api+json';
const URL = API_PATHS.articleFeedback;
const headers = { 'content-type': JSON_API, 'x-client-id': 'test-client' };
const platform = usePlatforms();

type App = Awaited<ReturnType<typeof platform>>['app'];
const send = (app: App, payload: unknown, extra: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: URL,
    headers: { ...headers, ...extra },
    payload: payload as object,
  });
const readBack = (app: App, id: string, clientId = 'test-client') =>
  app.inject({ url: `${URL}/${id}`, headers: { 'x-client-id': clientId } });
const withComment = (comment: string | null) => {
  const body = validFeedbackBody();
  body.data.attributes.comment = comment;
  return body;
};

describe(`POST ${URL}`, () => {
  it('stores a "No" with its reason and comment, replies 201 with its id, and reads it back', async () => {
    const { app, store } = await platform();
    const res = await send(app, validFeedbackBody());
    expect(res.statusCode).toBe(201);
    expect(res.headers['content-type']).toContain(JSON_API);
    // As the app reads the reply.
    const { data } = articleFeedbackCreatedSchema.parse(res.json());
    expect(store.countArticleFeedback()).toBe(1);

    const got = await readBack(app, data.id);
    expect(got.statusCode).toBe(200);
    expect(got.headers['cache-control']).toBe('no-store');
    expect(got.headers['content-type']).toContain(JSON_API);
    expect(got.json().data).toMatchObject({
      type: 'article-feedback',
      id: data.id,
      attributes: validFeedbackBody().data.attributes,
    });
  });

  it('keeps the page’s title as the library has it, not one the browser made up', async () => {
    const { app } = await platform();
    const body = validFeedbackBody();
    body.data.attributes['page-title'] = 'Call 0900 000 000 for a refund';
    const { id } = (await send(app, body)).json().data;
    const stored = (await readBack(app, id)).json().data.attributes['page-title'];
    expect(stored).not.toContain('0900');
    expect(stored).toBe(validFeedbackBody().data.attributes['page-title']);
  });

  it('stores a "Yes" from a category page with no reason or comment', async () => {
    const { app } = await platform();
    const res = await send(app, validYesBody());
    expect(res.statusCode).toBe(201);
    const got = await readBack(app, res.json().data.id);
    expect(got.json().data.attributes).toEqual(validYesBody().data.attributes);
  });

  it('takes an answer from every type of page the schema names', async () => {
    const { app } = await platform();
    const bodies: Record<(typeof FEEDBACK_PAGE_TYPES)[number], ArticleFeedbackRequest> = {
      article: validFeedbackBody(),
      category: validYesBody(),
    };
    for (const type of FEEDBACK_PAGE_TYPES) {
      expect(bodies[type].data.attributes['page-type']).toBe(type);
      expect((await send(app, bodies[type])).statusCode, type).toBe(201);
    }
  });

  it('stores the comment without an email, phone number, postcode or account number in it', async () => {
    const { app } = await platform();
    const res = await send(
      app,
      withComment(
        'Email me at sam.taylor@example.com or ring 07700 900456, I live at LS1 4AB, account 850000000001',
      ),
    );
    expect(res.statusCode).toBe(201);
    const { comment } = (await readBack(app, res.json().data.id)).json().data.attributes;
    expect(comment).toBe(
      'Email me at [email] or ring [phone], I live at [postcode], account [account]',
    );
  });

  it('keeps an empty comment box as no comment', async () => {
    const { app } = await platform();
    const res = await send(app, withComment('   '));
    expect(res.statusCode).toBe(201);
    expect((await readBack(app, res.json().data.id)).json().data.attributes.comment).toBeNull();
  });

  it('writes the answer to its own table before replying, and keeps it across a restart', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'hs-feedback-')), 'feedback.sqlite');
    const { app: first } = await platform(path);
    const res = await send(first, withComment('Ring me on 07700 900456'));
    const { id } = res.json().data;

    const db = new Database(path, { readonly: true });
    const row = db.prepare('SELECT * FROM article_feedback WHERE id = ?').get(id);
    db.close();
    expect(row).toEqual({
      id,
      client_id: 'test-client',
      page_id: 'bills-and-payments/estimated-bills',
      page_path: `${BASENAME}/bills-and-payments/estimated-bills`,
      page_type: 'article',
      page_title: 'Why your bill is estimated and how to fix it',
      useful: 0,
      reason: 'did-not-answer',
      comment: 'Ring me on [phone]',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    await first.close();
    const { app: second } = await platform(path);
    expect((await readBack(second, id)).statusCode).toBe(200);
  });

  it('lets only the client that sent an answer read it back', async () => {
    const { app } = await platform();
    const { id } = (await send(app, validFeedbackBody())).json().data;
    const other = await readBack(app, id, 'another-client');
    expect(other.statusCode).toBe(404);
    expect(other.json().errors[0].title).toBe('Feedback not found');
    const anonymous = await app.inject({ url: `${URL}/${id}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an answer without the client id header and stores nothing', async () => {
    const { app, store } = await platform();
    const res = await app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': JSON_API },
      payload: validFeedbackBody(),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].title).toBe('Missing client id');
    expect(store.countArticleFeedback()).toBe(0);
  });

  it('refuses a body that is not JSON:API with a 415 and stores nothing', async () => {
    const { app, store } = await platform();
    const res = await send(app, validFeedbackBody(), { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(415);
    expect(store.countArticleFeedback()).toBe(0);
  });

  it('answers a "Yes" that carries a comment with a 422 pointing at the reason', async () => {
    const { app, store } = await platform();
    const body = validYesBody();
    body.data.attributes.comment = 'Great';
    const res = await send(app, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].source.pointer).toBe('/data/attributes/reason');
    expect(store.countArticleFeedback()).toBe(0);
  });

  it.each([
    ['an article that is not in the library', 'bills-and-payments/no-such-article', 'article'],
    ['an article under another category', 'meters/estimated-bills', 'article'],
    ['a category that is not in the library', 'no-such-category', 'category'],
    ['an article id sent as a category page', 'bills-and-payments/estimated-bills', 'category'],
    ['a category id sent as an article page', 'bills-and-payments', 'article'],
    ['dot segments in the id', 'bills-and-payments/../meters', 'article'],
  ] as const)('refuses %s with a 422 and stores nothing', async (_, pageId, pageType) => {
    const { app, store } = await platform();
    const body = validFeedbackBody();
    Object.assign(body.data.attributes, {
      'page-id': pageId,
      'page-type': pageType,
      'page-path': `${BASENAME}/${pageId}`,
    });
    const res = await send(app, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({
      title: 'Unknown page',
      source: { pointer: '/data/attributes/page-id' },
    });
    expect(store.countArticleFeedback()).toBe(0);
  });

  it("takes the page path with or without a trailing slash, and refuses another page's path", async () => {
    const { app } = await platform();
    const body = validYesBody();
    body.data.attributes['page-path'] = `${BASENAME}/meters/`;
    expect((await send(app, body)).statusCode).toBe(201);
    body.data.attributes['page-path'] = `${BASENAME}/bills-and-payments`;
    expect((await send(app, body)).statusCode).toBe(422);
  });
});
