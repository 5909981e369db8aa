import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListGrid, ListScreen, useListParams } from '../../components/list-screen/index.ts';
import { ConfirmDialog } from '../../components/modal/index.ts';
import { useWidgetStyles } from '../../components/root/index.ts';
import { callEndpoint } from '../../core/api/callEndpoint.ts';
import { embedKeyEndpoints } from '../../core/contract/embedKeyEndpoints.ts';
import type { EmbedKey, EmbedKeyCreated } from '../../core/contract/embedKeys.ts';
import { GRID_LIMIT } from '../../core/domain/index.ts';
import { embedKeyQueries } from '../../queries/embedKeyQueries.ts';
import { usePortalServices } from '../common/index.ts';
import { EmbedKeyDialog } from './EmbedKeyDialog.tsx';
import embedKeysCss from './embedKeys.css?inline';
import { SecretKeyDialog } from './SecretKeyDialog.tsx';
import { useEmbedKeyColumns } from './useEmbedKeyColumns.tsx';

/** The open dialog: creating, editing (or viewing a revoked) key. */
type Editing = { key: EmbedKey | null } | null;

/** /embed-keys: the keys partner websites show the company's data with; create, edit and revoke. */
export function EmbedKeysScreen() {
  const { t } = useTranslation();
  useWidgetStyles('mp-embed-keys', embedKeysCss);
  const { http, notify } = usePortalServices();
  const queryClient = useQueryClient();
  const params = useListParams('-created_at');
  const { search, ordering, offset } = params;
  const [editing, setEditing] = useState<Editing>(null);
  const [created, setCreated] = useState<EmbedKeyCreated | null>(null);
  const [revoking, setRevoking] = useState<EmbedKey | null>(null);
  const page = useQuery({
    ...embedKeyQueries.list(http, { limit: GRID_LIMIT, offset, ordering, ...(search && { search }) }),
    placeholderData: (previous) => previous,
  });
  const revoke = useMutation({
    mutationFn: (key: EmbedKey) => callEndpoint(http, embedKeyEndpoints.revoke, { params: { id: key.id } }),
    onSuccess: () => notify(t('embedKeys.toasts.revoked'), { kind: 'success' }),
    onError: () => notify(t('embedKeys.toasts.revokeFailed'), { kind: 'error' }),
    onSettled: async () => {
      setRevoking(null);
      await queryClient.invalidateQueries({ queryKey: embedKeyQueries.root });
    },
  });
  const columns = useEmbedKeyColumns({ onEdit: (key) => setEditing({ key }), onRevoke: setRevoking });
  const create = () => setEditing({ key: null });
  const createButton = (
    <button type="button" className="mp-button mp-button--primary" onClick={create}>
      {t('embedKeys.actions.create')}
    </button>
  );
  const none = page.data?.count === 0 && !search;

  return (
    <ListScreen
      title={t('titles.embedKeys')}
      subtitle={page.data ? t('embedKeys.count', { count: page.data.count }) : t('embedKeys.subtitle')}
      className="mp-embed-keys"
      actions={createButton}
      search={{ label: t('embedKeys.search'), value: params.searchText, onChange: params.setSearchText }}
      error={page.isError ? t('embedKeys.loadFailed') : null}
      listClassName="mp-embed-keys__list"
    >
      {none ? (
        <div className="mp-embed-keys__empty">
          <p className="mp-embed-keys__empty-title">{t('embedKeys.empty')}</p>
          <p>{t('embedKeys.emptyHint')}</p>
          {createButton}
        </div>
      ) : (
        <ListGrid
          label={t('embedKeys.gridLabel')}
          columns={columns}
          list={page}
          params={params}
          rowKey={(key) => key.id}
        />
      )}
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
      <ConfirmDialog
        open={revoking !== null}
        danger
        busy={revoke.isPending}
        title={revoking ? t('embedKeys.revoke.title', { name: revoking.name }) : ''}
        confirmLabel={t('embedKeys.revoke.confirm')}
        cancelLabel={t('embedKeys.actions.cancel')}
        onConfirm={() => revoking && revoke.mutate(revoking)}
        onCancel={() => setRevoking(null)}
      >
        <p>{t('embedKeys.revoke.body')}</p>
      </ConfirmDialog>
    </ListScreen>
  );
}
