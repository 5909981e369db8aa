import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useListParams } from '../../components/list-screen/index.ts';
import { useWidgetStyles } from '../../components/root/index.ts';
import { callEndpoint } from '../../core/api/callEndpoint.ts';
import { embedKeyEndpoints } from '../../core/contract/embedKeyEndpoints.ts';
import type { EmbedKey, EmbedKeyCreated } from '../../core/contract/embedKeys.ts';
import { GRID_LIMIT } from '../../core/domain/index.ts';
import { embedKeyQueries } from '../../queries/embedKeyQueries.ts';
import { CredentialList, RevokeCredentialDialog, usePortalServices } from '../common/index.ts';
import { EmbedKeyDialog } from './EmbedKeyDialog.tsx';
import embedKeysCss from './embedKeys.css?inline';
import { SecretKeyDialog } from './SecretKeyDialog.tsx';
import { useEmbedKeyColumns } from './useEmbedKeyColumns.tsx';

/** The open dialog: creating, editing (or viewing a revoked) key. */
type Editing = { key: EmbedKey | null } | null;

/** /embed-keys: the keys partner websites show the company's data with; create, edit and revoke. */
export function EmbedKeysScreen() {
  useWidgetStyles('mp-embed-keys', embedKeysCss);
  const { http } = usePortalServices();
  const params = useListParams('-created_at');
  const { search, ordering, offset } = params;
  const [editing, setEditing] = useState<Editing>(null);
  const [created, setCreated] = useState<EmbedKeyCreated | null>(null);
  const [revoking, setRevoking] = useState<EmbedKey | null>(null);
  const page = useQuery({
    ...embedKeyQueries.list(http, { limit: GRID_LIMIT, offset, ordering, ...(search && { search }) }),
    placeholderData: (previous) => previous,
  });
  const columns = useEmbedKeyColumns({ onEdit: (key) => setEditing({ key }), onRevoke: setRevoking });

  return (
    <CredentialList
      texts="embedKeys"
      page={page}
      params={params}
      columns={columns}
      onCreate={() => setEditing({ key: null })}
    >
      {editing ? (
        <EmbedKeyDialog
          embedKey={editing.key}
          onClose={() => setEditing(null)}
          onCreated={(key) => {
            setEditing(null);
            setCreated(key);
          }}
        />
      ) : null}
      {created ? <SecretKeyDialog created={created} onClose={() => setCreated(null)} /> : null}
      <RevokeCredentialDialog
        texts="embedKeys"
        credential={revoking}
        revoke={(key) => callEndpoint(http, embedKeyEndpoints.revoke, { params: { id: key.id } })}
        queryKey={embedKeyQueries.root}
        onClose={() => setRevoking(null)}
      />
    </CredentialList>
  );
}
