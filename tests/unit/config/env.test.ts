import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/config/env-schema';

describe('parseEnv', () => {
  it('gives working local defaults with no settings at all', () => {
    const env = parseEnv({});
    expect(env.VITE_API_BASE_URL).toBe('');
    expect(env.VITE_CLIENT_ID).toBe('help-and-support-local');
    expect(env.VITE_METER_READ_ENABLED).toBe(false);
    // SPEC §9: 30 s and 15 minutes.
    expect(env.VITE_COOKIE_RECHECK_MS).toBe(30000);
    expect(env.VITE_IDLE_TIMEOUT_MS).toBe(15 * 60 * 1000);
    expect(env.VITE_DATADOG_REPLAY_SAMPLE_RATE).toBe(20);
  });

  it('reads flags and numbers from their string form', () => {
    const env = parseEnv({ VITE_METER_READ_ENABLED: 'true', VITE_HTTP_TIMEOUT_MS: '5000' });
    expect(env.VITE_METER_READ_ENABLED).toBe(true);
    expect(env.VITE_HTTP_TIMEOUT_MS).toBe(5000);
  });

  it('fails fast naming each bad setting', () => {
    const attempt = () =>
      parseEnv({ VITE_METER_READ_ENABLED: 'yes', VITE_DATADOG_REPLAY_SAMPLE_RATE: '250' });
    expect(attempt).toThrow(/^Invalid environment settings/);
    expect(attempt).toThrow(/VITE_METER_READ_ENABLED: /);
    expect(attempt).toThrow(/VITE_DATADOG_REPLAY_SAMPLE_RATE: /);
  });

  it('takes only a client id the platform takes (issue 37)', () => {
    expect(parseEnv({ VITE_CLIENT_ID: 'urn:app:help-and-support' }).VITE_CLIENT_ID).toBe(
      'urn:app:help-and-support',
    );
    for (const id of ['', 'help and support', 'c'.repeat(129), 'клиент']) {
      expect(() => parseEnv({ VITE_CLIENT_ID: id }), id).toThrow(/VITE_CLIENT_ID: 1 to 128/);
    }
  });
});
