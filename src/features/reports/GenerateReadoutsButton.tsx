import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeterChoice } from '../../core/contract/reports.ts';
import { PERMISSIONS } from '../../core/domain/index.ts';
import { Can } from '../common/index.ts';
import { GenerateReadoutsDialog } from './GenerateReadoutsDialog.tsx';
import type { ResolvedRange } from './reportRange.ts';

export interface GenerateReadoutsButtonProps {
  meter: Pick<MeterChoice, 'uuid' | 'serial_number'>;
  range: ResolvedRange | null;
}

/** Opens the generation dialog; only for users who may manage devices, as the server requires. */
export function GenerateReadoutsButton({ meter, range }: GenerateReadoutsButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Can permission={PERMISSIONS.addCommunicationDevice}>
      <button type="button" className="mp-button" onClick={() => setOpen(true)}>
        {t('reports.generate.button')}
      </button>
      {open ? <GenerateReadoutsDialog meter={meter} range={range} onClose={() => setOpen(false)} /> : null}
    </Can>
  );
}
