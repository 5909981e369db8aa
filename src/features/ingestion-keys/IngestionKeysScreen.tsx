import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useListParams } from '../../components/list-screen/index.ts';
import { useWidgetStyles } from '../../components/root/index.ts';
import { callEndpoint } from '../../core/api/callEndpoint.ts';
import { ingestionKeyEndpoints } from '../../core/contract/ingestionKeyEndpoints.ts';
import type { IngestionKey, IngestionKeyCreated } from '../../core/contract/ingestionKeys.ts';
import { GRID_LIMIT } from '../../core/domain/index.ts';
import { ingestionKeyQueries } from '../../queries/ingestionKeyQueries.ts';
import { CredentialList, RevokeCredentialDialog, usePortalServices } from '../common/index.ts';
import { IngestionKeyDialog } from './IngestionKeyDialog.tsx';
import ingestionKeysCss from './ingestionKeys.css?inline';
import { IngestionSecretDialog } from './IngestionSecretDialog.tsx';
import { useIngestionKeyColumns } from './useIngestionKeyColumns.tsx';

/** /ingestion-keys: the write-only keys gateways and receivers post telegrams with; create and revoke. */
export function IngestionKeysScreen() {
  useWidgetStyles('mp-ingestion-keys', ingestionKeysCss);
  const { http } = usePortalServices();
  const params = useListParams('-created_at');
  const { search, ordering, offset } = params;
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<IngestionKeyCreated | null>(null);
  const [revoking, setRevoking] = useState<IngestionKey | null>(null);
  const page = useQuery({
    ...ingestionKeyQueries.list(http, { limit: GRID_LIMIT, offset, ordering, ...(search && { search }) }),
    placeholderData: (previous) => previous,
  });
  const columns = useIngestionKeyColumns(setRevoking);

  return (
    <CredentialList
      texts="ingestionKeys"
      page={page}
      params={params}
      columns={columns}
      onCreate={() => setCreating(true)}
    >
      {creating ? (
        <IngestionKeyDialog
          onClose={() => setCreating(false)}
          onCreated={(key) => {
            setCreating(false);
            setCreated(key);
          }}
        />
      ) : null}
      {created ? <IngestionSecretDialog created={created} onClose={() => setCreated(null)} /> : null}
      <RevokeCredentialDialog
        texts="ingestionKeys"
        credential={revoking}
        revoke={(key) => callEndpoint(http, ingestionKeyEndpoints.revoke, { params: { id: key.id } })}
        queryKey={ingestionKeyQueries.root}
        onClose={() => setRevoking(null)}
      />
    </CredentialList>
  );
}
