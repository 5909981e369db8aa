import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/card/index.ts';
import { ConfirmDialog } from '../../components/modal/index.ts';
import { callEndpoint } from '../../core/api/callEndpoint.ts';
import { meterGroupEndpoints } from '../../core/contract/meterGroupEndpoints.ts';
import type { MeterGroup } from '../../core/contract/meterGroups.ts';
import { installationQueries } from '../../queries/installationQueries.ts';
import { usePortalServices } from '../common/index.ts';
import { GROUPS_KEY, installationChoicesQuery } from './groupQueries.ts';
import { InstallationPicker } from './InstallationPicker.tsx';
import { meterTypeLabel } from '../../core/labels/codeLabels.ts';

export interface GroupMembersProps {
  group: MeterGroup;
  editable: boolean;
}

interface Member {
  uuid: string;
  serial: string;
  type: string;
  company: string;
}

/** The devices of a group; in edit mode devices are added with the picker and removed after confirming. */
export function GroupMembers({ group, editable }: GroupMembersProps) {
  const { t } = useTranslation();
  const { http, notify } = usePortalServices();
  const queryClient = useQueryClient();
  const choices = useQuery(installationChoicesQuery(http, `device-group:${group.uuid}`));
  const [adding, setAdding] = useState<string[]>([]);
  const [removing, setRemoving] = useState<Member | null>(null);
  const byUuid = new Map((choices.data?.rows ?? []).map((installation) => [installation.uuid, installation]));
  const members: Member[] = group.installations.map((uuid) => {
    const installation = byUuid.get(uuid);
    return {
      uuid,
      serial: installation?.serial_number ?? uuid,
      type: installation ? meterTypeLabel(t, installation.meter_type) : '—',
      company: installation?.company_name ?? '—',
    };
  });
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: GROUPS_KEY });
    await queryClient.invalidateQueries({ queryKey: installationQueries.root });
  };

  const add = useMutation({
    mutationFn: () =>
      callEndpoint(http, meterGroupEndpoints.addInstallations, {
        params: { uuid: group.uuid },
        body: { installations: adding },
      }),
    onSuccess: async () => {
      notify(t('deviceGroups.toasts.added'), { kind: 'success' });
      setAdding([]);
      await refresh();
    },
    onError: () => notify(t('deviceGroups.toasts.updateFailed'), { kind: 'error' }),
  });
  const remove = useMutation({
    mutationFn: (member: Member) =>
      callEndpoint(http, meterGroupEndpoints.removeInstallations, {
        params: { uuid: group.uuid },
        body: { installations: [member.uuid] },
      }),
    onSuccess: async () => {
      notify(t('deviceGroups.toasts.removed'), { kind: 'success' });
      await refresh();
    },
    onError: () => notify(t('deviceGroups.toasts.updateFailed'), { kind: 'error' }),
    onSettled: () => setRemoving(null),
  });

  return (
    <Card title={t('deviceGroups.members.title', { count: members.length })}>
      {editable ? (
        <div className="mp-device-groups__add">
          <InstallationPicker
            label={t('deviceGroups.members.add')}
            target={`device-group:${group.uuid}`}
            value={adding}
            onChange={setAdding}
            exclude={new Set(group.installations)}
          />
          <button
            type="button"
            className="mp-button mp-button--primary"
            disabled={!adding.length || add.isPending}
            onClick={() => add.mutate()}
          >
            {adding.length
              ? t('deviceGroups.actions.add', { count: adding.length })
              : t('deviceGroups.actions.addEmpty')}
          </button>
        </div>
      ) : null}
      {members.length === 0 ? (
        <p className="mp-empty">{t('deviceGroups.members.none')}</p>
      ) : (
        <table className="mp-table mp-device-groups__members">
          <caption className="mp-visually-hidden">{t('deviceGroups.members.caption', { name: group.name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('deviceGroups.members.serial')}</th>
              <th scope="col">{t('deviceGroups.members.type')}</th>
              <th scope="col">{t('deviceGroups.members.company')}</th>
              {editable ? (
                <th scope="col">
                  <span className="mp-visually-hidden">{t('deviceGroups.members.actions')}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {members.map((member) => (
              <tr key={member.uuid}>
                <td>{member.serial}</td>
                <td>{member.type}</td>
                <td>{member.company}</td>
                {editable ? (
                  <td className="mp-device-groups__row-action">
                    <button
                      type="button"
                      className="mp-button"
                      aria-label={t('deviceGroups.members.removeOne', { serial: member.serial })}
                      onClick={() => setRemoving(member)}
                    >
                      {t('deviceGroups.actions.remove')}
                    </button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ConfirmDialog
        open={removing !== null}
        danger
        busy={remove.isPending}
        title={t('deviceGroups.members.removeTitle')}
        confirmLabel={t('deviceGroups.actions.remove')}
        cancelLabel={t('deviceGroups.actions.cancel')}
        onConfirm={() => removing && remove.mutate(removing)}
        onCancel={() => setRemoving(null)}
      >
        <p>{t('deviceGroups.members.removeText', { serial: removing?.serial ?? '', name: group.name })}</p>
      </ConfirmDialog>
    </Card>
  );
}
