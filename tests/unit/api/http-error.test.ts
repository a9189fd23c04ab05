import { describe, expect, it } from 'vitest';
import { HttpError, isClientError } from '@/api/http-error';

describe('HttpError', () => {
  it('says exactly which URL failed, with status and the body message', () => {
    const error = new HttpError('/v1/leads', 503, 'Service Unavailable', {
      message: 'Down for maintenance',
    });
    expect(error.message).toBe(
      'Fetching /v1/leads returned response: Status: 503, Text: Down for maintenance',
    );
  });

  it('uses the code status plus status text', () => {
    expect(new HttpError('/x', 404, 'Not Found', null).code).toBe('404 Not Found');
  });

  it('takes the text from statusText in the body when there is no message', () => {
    const error = new HttpError('/x', 500, 'Internal Server Error', {
      statusText: 'Broken upstream',
    });
    expect(error.message).toBe('Fetching /x returned response: Status: 500, Text: Broken upstream');
  });

  it('takes the text from Message (capitalised) when the body has only that', () => {
    const error = new HttpError('/x', 500, '', { Message: 'An error has occurred.' });
    expect(error.message).toBe(
      'Fetching /x returned response: Status: 500, Text: An error has occurred.',
    );
  });

  it('falls back to the response status text when the body explains nothing', () => {
    const error = new HttpError('/x', 502, 'Bad Gateway', '<html>');
    expect(error.message).toBe('Fetching /x returned response: Status: 502, Text: Bad Gateway');
  });

  it('treats only 4xx as client errors', () => {
    expect(isClientError(new HttpError('/x', 404, 'Not Found', null))).toBe(true);
    expect(isClientError(new HttpError('/x', 499, '', null))).toBe(true);
    expect(isClientError(new HttpError('/x', 500, '', null))).toBe(false);
    expect(isClientError(new Error('network'))).toBe(false);
  });
});
