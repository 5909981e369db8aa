import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../core/http/ApiError.ts';
import type { HttpClient } from '../../core/http/createHttpClient.ts';
import { DEFAULT_VALIDATION_RULES } from '../../core/domain/validation/validationRules.ts';
import { companyUserSession } from '../common/testing/companyUserSession.ts';
import { renderWithProviders } from '../common/testing/renderWithProviders.tsx';
import { ValidationRulesCard } from './ValidationRulesCard.tsx';

function fakeHttp(put: (path: string, body: unknown) => Promise<unknown>) {
  const get = vi.fn(async (path: string) => {
    if (path === 'companies/1/validation-rules') return DEFAULT_VALIDATION_RULES;
    throw new Error(`unexpected GET ${path}`);
  });
  const putted = vi.fn(put);
  return { http: { get, put: putted } as unknown as HttpClient, put: putted };
}

const render = (http: HttpClient, editable: boolean) =>
  renderWithProviders(() => <ValidationRulesCard companyId={1} editable={editable} />, {
    http,
    session: companyUserSession(editable ? ['view_company', 'change_company'] : ['view_company']),
  });

describe('ValidationRulesCard', () => {
  it('labels every threshold with its unit and help, saves a change and shows a refusal at its field', async () => {
    const { http, put } = fakeHttp(async (_path, body) => {
      if ((body as { register_digits: number }).register_digits > 12)
        throw new ApiError('Bad Request', {
          status: 400,
          fieldErrors: { register_digits: ['Ensure this value is less than or equal to 12.'] },
        });
      return body;
    });
    const { notify } = await render(http, true);
    const interval = await screen.findByLabelText('Gap: expected interval (min)');
    expect((interval as HTMLInputElement).value).toBe('15');
    expect(interval.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/How often a meter sends a reading/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Spike: largest flow afm (m³/h)').value).toBe('125');

    fireEvent.change(screen.getByLabelText('Frozen register: intervals'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Updated successfully', { kind: 'success' }));
    expect(put).toHaveBeenCalledWith(
      'companies/1/validation-rules',
      { ...DEFAULT_VALIDATION_RULES, frozen_intervals: 12 },
      expect.anything(),
    );

    const digits = screen.getByLabelText('Rollover: register digits');
    fireEvent.change(digits, { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(digits.getAttribute('aria-invalid')).toBe('true'));
    const described = digits
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id));
    expect(described.some((node) => node?.textContent?.includes('less than or equal to 12'))).toBe(true);
    expect(notify).toHaveBeenCalledWith('Could not update', { kind: 'error' });

    // not a number: refused before anything is sent
    put.mockClear();
    fireEvent.change(digits, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(digits.getAttribute('aria-invalid')).toBe('true'));
    expect(put).not.toHaveBeenCalled();
  });

  it('resets to the defaults only once confirmed', async () => {
    const { http, put } = fakeHttp(async (_path, body) => body);
    const { notify } = await render(http, true);
    fireEvent.click(await screen.findByRole('button', { name: 'Reset to defaults' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the validation rules?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(put).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    const again = await screen.findByRole('dialog', { name: 'Reset the validation rules?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Reset to defaults' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('The validation rules are back at their defaults', { kind: 'success' }),
    );
    expect(put).toHaveBeenCalledWith('companies/1/validation-rules', DEFAULT_VALIDATION_RULES, expect.anything());
  });

  it('shows the values read-only to those who may not change them', async () => {
    const { http } = fakeHttp(() => Promise.reject(new Error('not called')));
    await render(http, false);
    const interval = await screen.findByLabelText('Gap: expected interval (min)');
    expect(interval.hasAttribute('readonly')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset to defaults' })).toBeNull();
  });
});
