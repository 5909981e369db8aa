import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeterChoice } from '../../core/contract/reports.ts';
import { PERMISSIONS } from '../../core/domain/index.ts';
import { Can } from '../common/index.ts';
import { ReadingEditDialog } from './ReadingEditDialog.tsx';
import type { ResolvedRange } from './reportRange.ts';

export interface ReadingEditButtonProps {
  meter: Pick<MeterChoice, 'uuid' | 'serial_number'>;
  range: ResolvedRange | null;
}

/** Opens the dialog that edits and estimates the meter's readings; only for those the server lets edit them. */
export function ReadingEditButton({ meter, range }: ReadingEditButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Can permission={PERMISSIONS.addCommunicationDevice}>
      <button type="button" className="mp-button" onClick={() => setOpen(true)}>
        {t('reports.edit.button')}
      </button>
      {open ? <ReadingEditDialog meter={meter} range={range} onClose={() => setOpen(false)} /> : null}
    </Can>
  );
}
