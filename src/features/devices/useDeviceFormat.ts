import { useMemo } from 'react';
import { useLocale } from '../common/index.ts';
import { createDeviceFormat, type DeviceFormat } from './deviceFormat.ts';

export function useDeviceFormat(): DeviceFormat {
  const locale = useLocale();
  return useMemo(() => createDeviceFormat(locale), [locale]);
}
