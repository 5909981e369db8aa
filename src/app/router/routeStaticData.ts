import type { TitleKey } from '../../features/common/index.ts';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** the screen's title key under `titles.*`: document title and heading */
    title?: TitleKey;
  }
}

export {};
