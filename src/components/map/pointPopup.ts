import type { MapPoint } from './mapPoint.ts';

export interface PointPopupText {
  mpid: string;
  meterSerial: string;
  module: string;
  volume: string;
  alerts: string;
  formatVolume: (value: number) => string;
  /** a module type code as words (`rcm-nb` → "RCM-NB (NB-IoT)") */
  moduleType: (code: string) => string;
  openDevice: string;
}

/**
 * The details of a point for its popup, built as DOM nodes with text content: names and serials come from
 * the server and must never be parsed as HTML.
 */
export function buildPointPopup(doc: Document, point: MapPoint, text: PointPopupText): HTMLElement {
  const root = doc.createElement('div');
  root.className = 'mp-map-popup';
  const title = doc.createElement('strong');
  title.className = 'mp-map-popup__title';
  title.textContent = point.name;
  root.append(title);

  const rows: [string, string | undefined][] = [
    [text.mpid, point.mpid],
    [text.meterSerial, point.meterSerial],
    [
      text.module,
      [point.moduleSerial, point.moduleType && `(${text.moduleType(point.moduleType)})`].filter(Boolean).join(' ') ||
        undefined,
    ],
    [text.volume, point.volume === undefined ? undefined : text.formatVolume(point.volume)],
    [text.alerts, point.alertCount === undefined ? undefined : String(point.alertCount)],
  ];
  const list = doc.createElement('dl');
  for (const [label, value] of rows) {
    if (value === undefined) continue;
    const term = doc.createElement('dt');
    term.textContent = label;
    const detail = doc.createElement('dd');
    detail.textContent = value;
    list.append(term, detail);
  }
  root.append(list);
  if (point.href && point.meterSerial) {
    const link = doc.createElement('a');
    link.className = 'mp-map-popup__link';
    link.href = point.href;
    link.textContent = text.openDevice;
    root.append(link);
  }
  return root;
}
