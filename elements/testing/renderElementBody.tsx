import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { createElementQueryClient } from '../../src/app/runtime/kit/createElementQueryClient.ts';
import { renderWidget } from '../../src/components/test-utils/renderWidget.tsx';

/** Renders an element's body as its element does: in a shadow root, with a QueryClient of its own. */
export function renderElementBody(body: ReactElement) {
  return renderWidget(<QueryClientProvider client={createElementQueryClient()}>{body}</QueryClientProvider>, 'shadow');
}
