import { describe, expect, it } from 'vitest';
import { bodyOf, formValuesOf, splitMailingList } from './companyForm.ts';

describe('splitMailingList', () => {
  it('drops blank entries and names the ones that are not addresses', () => {
    expect(splitMailingList(' a@x.example.com, , b@y.example.com,,nope ')).toEqual({
      entries: ['a@x.example.com', 'b@y.example.com', 'nope'],
      invalid: ['nope'],
    });
    expect(splitMailingList('  ')).toEqual({ entries: [], invalid: [] });
  });
});

describe('bodyOf', () => {
  it('sends the ticked services without core and the list as text', () => {
    const values = { ...formValuesOf(null), name: ' Acme ', customer_account: 'C-1', mex: true, mailing_list: 'a@b.example.com' };
    expect(bodyOf(values)).toMatchObject({ name: 'Acme', customer_account: 'C-1', services: ['mex'], mailing_list: 'a@b.example.com' });
  });
});
