import { fireEvent } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { renderWidget, widgetHosts } from '../test-utils/renderWidget.tsx';
import { FileInput } from './FileInput.tsx';

function Chooser() {
  const [file, setFile] = useState<File | null>(null);
  return <FileInput id="upload" accept=".csv" file={file} onFile={setFile} />;
}

describe.each(widgetHosts)('FileInput in %s', (where) => {
  it('writes its button and "no file" text in the UI language and names the chosen file', () => {
    const { view, root } = renderWidget(<Chooser />, where);
    expect(view.getByText(en.widgets.file.choose).getAttribute('for')).toBe('upload');
    expect(view.getByText(en.widgets.file.none)).toBeTruthy();
    const input = root.querySelector('input[type=file]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [new File(['a,b'], 'route.csv', { type: 'text/csv' })] } });
    expect(view.getByText('route.csv')).toBeTruthy();
    expect(view.queryByText(en.widgets.file.none)).toBeNull();
  });
});
