import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../common/testing/renderWithProviders.tsx';
import { ChartSettingsPanel } from './ChartSettingsPanel.tsx';

const resetButton = () => screen.getByRole('button', { name: 'Reset chart settings' });

describe('ChartSettingsPanel', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('report.charts.AFM', '{"flow":true}');
  });

  it('asks in a dialog first, and Cancel keeps the stored settings', async () => {
    const { notify } = await renderWithProviders(ChartSettingsPanel, { at: '/settings' });
    fireEvent.click(resetButton());
    const dialog = screen.getByRole('dialog', { name: 'Reset chart settings' });
    expect(dialog.textContent).toContain('Reset the chart settings of every meter type to the defaults?');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('report.charts.AFM')).toBe('{"flow":true}');
    expect(notify).not.toHaveBeenCalled();
  });

  it('forgets the settings once confirmed, says so, and has nothing left to reset', async () => {
    const { notify } = await renderWithProviders(ChartSettingsPanel, { at: '/settings' });
    fireEvent.click(resetButton());
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('report.charts.AFM')).toBeNull();
    expect(notify).toHaveBeenCalledWith('Chart settings have been reset', { kind: 'success' });
    expect(screen.getByText('No chart settings are stored in this browser.')).toBeTruthy();
    expect(resetButton()).toHaveProperty('disabled', true);
  });
});
