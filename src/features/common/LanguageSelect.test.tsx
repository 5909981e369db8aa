import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../core/domain/index.ts';
import { LanguageSelect } from './LanguageSelect.tsx';
import { renderWithProviders } from './testing/renderWithProviders.tsx';

async function setup(hideLabel = false) {
  const onChange = vi.fn<(locale: Locale) => void>();
  await renderWithProviders(() => (
    <LanguageSelect label="Language" value="de" onChange={onChange} hideLabel={hideLabel} />
  ));
  return { onChange, trigger: () => screen.getByRole('button', { name: 'Language Deutsch' }) };
}

describe('LanguageSelect', () => {
  it('lists the five languages, each named in its own language and marked with it', async () => {
    const { trigger } = await setup();
    fireEvent.click(trigger());
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'English',
      'Deutsch',
      'Ελληνικά',
      'Polski',
      'Français',
    ]);
    expect(options.map((option) => option.querySelector('[lang]')?.getAttribute('lang'))).toEqual([
      'en',
      'de',
      'el',
      'pl',
      'fr',
    ]);
    expect(screen.getByRole('option', { name: 'Deutsch' }).getAttribute('aria-selected')).toBe('true');
  });

  it('finds a language by typing and picks it with Enter', async () => {
    const { trigger, onChange } = await setup(true);
    fireEvent.keyDown(trigger(), { key: 'p' });
    const search = screen.getByRole('combobox');
    fireEvent.change(search, { target: { value: 'pol' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('pl');
  });

  it('offers no way to leave the language empty', async () => {
    await setup();
    expect(screen.queryByRole('button', { name: 'Clear selection' })).toBeNull();
  });
});
