import { describe, expect, it } from 'vitest';
import type { EmbedKey } from '../../core/contract/embedKeys.ts';
import {
  createBody,
  emptyEmbedKeyForm,
  formOfKey,
  groupsOfCompany,
  parseOrigins,
  updateBody,
  validateEmbedKeyForm,
  type EmbedKeyFormValues,
} from './embedKeyForm.ts';
import { credentialState as embedKeyState } from '../../core/domain/credentialState.ts';
import { expiryOf, localDay } from '../../core/domain/keyExpiry.ts';
import { absoluteBases, embedSnippet } from './embedSnippet.ts';

const form = (values: Partial<EmbedKeyFormValues>): EmbedKeyFormValues => ({
  ...emptyEmbedKeyForm(null),
  name: 'Town site',
  originsText: 'https://town.example',
  ...values,
});

const KEY: EmbedKey = {
  id: '5f0c8a4e-0000-4000-8000-000000000001',
  company: 7,
  name: 'Town site',
  prefix: 'mpk_ab12',
  origins: ['https://town.example'],
  any_origin: false,
  elements: ['map'],
  groups: [],
  hidden: ['serial'],
  expires_at: '2031-03-04T10:15:00.000Z',
  revoked_at: null,
  last_used_at: null,
  created_at: '2026-11-01T00:00:00.000Z',
};

describe('parseOrigins', () => {
  it('reads one origin a line as the browser sends it: lower case, no trailing slash, each once', () => {
    expect(parseOrigins('https://Water.Example.org/\n\n  http://localhost:8080 , https://water.example.org')).toEqual({
      origins: ['https://water.example.org', 'http://localhost:8080'],
      invalid: [],
    });
  });

  it('sets apart what is no origin: paths, wildcards, other schemes', () => {
    expect(parseOrigins('https://a.example/path\n*.example.org\nftp://b.example\nhttps://ok.example')).toEqual({
      origins: ['https://ok.example'],
      invalid: ['https://a.example/path', '*.example.org', 'ftp://b.example'],
    });
  });
});

describe('validateEmbedKeyForm', () => {
  const now = new Date(2026, 10, 24, 12);

  it('accepts a named key with an origin and an element', () => {
    expect(validateEmbedKeyForm(form({}), now)).toEqual({});
  });

  it('names the first entry that is no origin', () => {
    expect(validateEmbedKeyForm(form({ originsText: 'https://ok.example\nhttps://x.example/a' }), now)).toEqual({
      origins: { code: 'invalidOrigin', origin: 'https://x.example/a' },
    });
  });

  it('wants origins unless any origin is confirmed', () => {
    expect(validateEmbedKeyForm(form({ originsText: ' ' }), now).origins).toEqual({ code: 'originsRequired' });
    expect(validateEmbedKeyForm(form({ originsText: '', anyOrigin: true }), now)).toEqual({});
  });

  it('wants a name and an element, refuses hidden fields with the chart and an expiry in the past', () => {
    expect(
      validateEmbedKeyForm(form({ name: '  ', elements: [], hidden: ['volume'], expiresOn: '2026-11-23' }), now),
    ).toEqual({ name: { code: 'required' }, elements: { code: 'required' }, expires_at: { code: 'expiryPast' } });
    expect(validateEmbedKeyForm(form({ elements: ['map', 'chart'], hidden: ['serial'] }), now).hidden).toEqual({
      code: 'hiddenWithChart',
    });
    expect(validateEmbedKeyForm(form({ expiresOn: '2026-11-24' }), now)).toEqual({});
  });
});

describe('request bodies', () => {
  it('creates with the parsed origins, the end of the expiry day and the chosen company', () => {
    const body = createBody(
      form({
        name: ' Town ',
        originsText: 'https://Town.example/',
        expiresOn: '2027-01-31',
        company: 3,
        groups: ['g1'],
      }),
    );
    expect(body).toEqual({
      name: 'Town',
      origins: ['https://town.example'],
      any_origin: false,
      elements: ['map'],
      groups: ['g1'],
      hidden: [],
      expires_at: new Date(2027, 0, 31, 23, 59, 59).toISOString(),
      company: 3,
    });
    expect(createBody(form({})).company).toBeUndefined();
    expect(createBody(form({})).expires_at).toBeNull();
  });

  it('keeps the exact expiry of an edited key whose day did not change, and can clear it', () => {
    const values = formOfKey(KEY);
    expect(values.expiresOn).toBe(localDay(KEY.expires_at!));
    expect(updateBody(values, KEY).expires_at).toBe(KEY.expires_at);
    expect(updateBody({ ...values, expiresOn: '2032-05-06' }, KEY).expires_at).toBe(expiryOf('2032-05-06'));
    expect(updateBody({ ...values, expiresOn: '' }, KEY).expires_at).toBeNull();
    expect(updateBody(values, KEY)).toMatchObject({ origins: KEY.origins, hidden: ['serial'], any_origin: false });
  });

  it('drops the groups when the key changes company', () => {
    expect(groupsOfCompany(['a', 'c'], 3, 3)).toEqual(['a', 'c']);
    expect(groupsOfCompany(['a', 'c'], 3, 4)).toEqual([]);
  });
});

describe('embedKeyState', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  it('is revoked before expired before active', () => {
    expect(embedKeyState({ revoked_at: '2026-11-01T00:00:00Z', expires_at: '2020-01-01T00:00:00Z' }, now)).toBe(
      'revoked',
    );
    expect(embedKeyState({ revoked_at: null, expires_at: '2026-11-24T11:59:59Z' }, now)).toBe('expired');
    expect(embedKeyState({ revoked_at: null, expires_at: null }, now)).toBe('active');
  });
});

describe('embedSnippet', () => {
  const bases = absoluteBases('/api/', '/auth/', 'https://portal.example/embed-keys');

  it('points a partner page at the portal with absolute bases', () => {
    expect(bases).toEqual({ apiBase: 'https://portal.example/api/', authBase: 'https://portal.example/auth/' });
    expect(embedSnippet('map', 'mpk_secret', bases)).toBe(
      '<script type="module" src="https://portal.example/elements/meter-map.js"></script>\n' +
        '<meter-map embed-key="mpk_secret" api-base="https://portal.example/api/" ' +
        'auth-base="https://portal.example/auth/" style="display:block;height:480px"></meter-map>',
    );
  });

  it('uses the tag of each element and escapes the attributes', () => {
    expect(embedSnippet('chart', 'a"b', bases)).toContain('<report-chart embed-key="a&quot;b"');
    expect(embedSnippet('tour-table', 'k', bases)).toContain('src="https://portal.example/elements/tour-table.js"');
  });
});
