import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/card/index.ts';
import { TextInput } from '../../components/inputs/index.ts';
import { useWidgetStyles } from '../../components/root/index.ts';
import { MultiSelect, Select } from '../../components/select/index.ts';
import { callEndpoint } from '../../core/api/callEndpoint.ts';
import { userEndpoints } from '../../core/contract/userEndpoints.ts';
import type { CompanyProfile, User } from '../../core/contract/users.ts';
import { ApiError } from '../../core/http/ApiError.ts';
import { PERMISSIONS } from '../../core/domain/index.ts';
import { SONICO_PROFILES } from '../../core/domain/roles.ts';
import { companyQueries } from '../../queries/companyQueries.ts';
import { userQueries } from '../../queries/userQueries.ts';
import { PageHeader, useCan, useCurrentUser, usePortalServices } from '../common/index.ts';
import { PermissionEditor } from './PermissionEditor.tsx';
import { roleLabel } from '../../core/labels/codeLabels.ts';
import usersCss from './users.css?inline';

type RoleId = 'staff' | 'company_admin' | 'basic';

/** /users/{id}: name, role, groups, companies, sonico profile and the permissions of each company profile. */
export function UserEditScreen() {
  const { t } = useTranslation();
  useWidgetStyles('mp-users', usersCss);
  const { http } = usePortalServices();
  const { id = '' }: { id?: string } = useParams({ strict: false });
  const user = useQuery(userQueries.one(http, id));
  return (
    <div className="mp-page">
      <PageHeader title={t('titles.editUser')} subtitle={user.data?.email} />
      {user.isPending ? <p aria-busy="true">{t('users.loading')}</p> : null}
      {user.isError ? <p role="alert">{t('users.loadFailed')}</p> : null}
      {user.data ? <UserSections key={JSON.stringify(user.data)} user={user.data} /> : null}
      <p>
        <Link to="/users">{t('users.backToList')}</Link>
      </p>
    </div>
  );
}

/** The toasts of a change, the server's field message shown when it refuses (the staff rule). */
function useUserChange<V>(call: (value: V) => Promise<unknown>, onFieldError?: (message: string) => void) {
  const { t } = useTranslation();
  const { notify } = usePortalServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => notify(t('toasts.updated'), { kind: 'success' }),
    onError: (error) => {
      const message =
        error instanceof ApiError
          ? (Object.values(error.fieldErrors).flat()[0] ?? error.detail ?? t('toasts.updateFailed'))
          : t('toasts.updateFailed');
      onFieldError?.(message);
      notify(message, { kind: 'error' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: userQueries.root }),
  });
}

function UserSections({ user }: { user: User }) {
  const { t } = useTranslation();
  const { http, features } = usePortalServices();
  const staff = useCurrentUser()?.is_admin ?? false;
  const canChange = useCan(PERMISSIONS.changeUser);
  const canGroup = useCan(PERMISSIONS.changeUserGroup);
  const canCompanies = useCan(PERMISSIONS.changeUserCompany);
  const roles = useQuery(userQueries.roles(http));
  const groups = useQuery(userQueries.groups(http));
  // the companies this account may belong to, by the server's rule of change_companies
  // (those who may not change them see the account's companies among every visible one)
  const choices = useQuery({ ...companyQueries.all(http, { for: `user:${user.id}` }), enabled: canCompanies });
  const visible = useQuery({ ...companyQueries.all(http), enabled: !canCompanies });
  const companies = canCompanies ? choices : visible;
  const [name, setName] = useState(user.name);
  const [role, setRole] = useState<RoleId>(user.role as RoleId);
  const [roleError, setRoleError] = useState<string[]>([]);
  const [chosenGroups, setChosenGroups] = useState<string[]>(user.groups);
  const [chosenCompanies, setChosenCompanies] = useState<number[]>(user.companies);
  const [sonico, setSonico] = useState<string | null>(user.sonico_profile);
  const params = { id: user.id };

  const saveName = useUserChange(() =>
    callEndpoint(http, userEndpoints.update, { params, body: { name: name.trim() } }),
  );
  const saveRole = useUserChange(
    () => callEndpoint(http, userEndpoints.changeRole, { params, body: { role } }),
    (message) => setRoleError([message]),
  );
  const saveGroups = useUserChange(() =>
    callEndpoint(http, userEndpoints.changeGroup, { params, body: { groups: chosenGroups } }),
  );
  const saveCompanies = useUserChange(() =>
    callEndpoint(http, userEndpoints.changeCompanies, { params, body: { companies: chosenCompanies } }),
  );
  const saveSonico = useUserChange(() =>
    callEndpoint(http, userEndpoints.assignSonicoProfile, { params, body: { sonico_profile: sonico as '01' | null } }),
  );

  return (
    <div className="mp-users__sections">
      <Card title={t('users.sections.details')}>
        <div className="mp-users__row">
          <TextInput label={t('users.fields.email')} value={user.email} readOnly />
          <TextInput
            label={t('users.fields.name')}
            name="name"
            value={name}
            disabled={!canChange}
            onChange={(e) => setName(e.target.value)}
          />
          {canChange ? (
            <button
              type="button"
              className="mp-button"
              disabled={!name.trim() || saveName.isPending}
              onClick={() => saveName.mutate(undefined)}
            >
              {t('common.save')}
            </button>
          ) : null}
        </div>
        <p>
          {user.is_active ? t('users.active') : t('users.inactive')} · {t('users.fields.language')}:{' '}
          {t(`languages.${user.language as 'en'}`, user.language)}
        </p>
      </Card>

      <Card title={t('users.sections.role')}>
        <div className="mp-users__row">
          <Select
            label={t('users.fields.role')}
            options={(roles.data ?? []).map((r) => ({ id: String(r.id), label: roleLabel(t, String(r.name)) }))}
            value={role}
            disabled={!canChange}
            errors={roleError}
            onChange={(value) => {
              setRoleError([]);
              if (typeof value === 'string') setRole(value as RoleId);
            }}
          />
          {canChange ? (
            <button
              type="button"
              className="mp-button"
              disabled={saveRole.isPending}
              onClick={() => saveRole.mutate(undefined)}
            >
              {t('users.changeRole')}
            </button>
          ) : null}
        </div>
        {role === 'staff' ? (
          <p className="mp-users__warning" role="note">
            {t('users.staffWarning')}
          </p>
        ) : null}
      </Card>

      <Card title={t('users.sections.groups')}>
        <div className="mp-users__row">
          <MultiSelect
            label={t('users.fields.groups')}
            options={(groups.data ?? []).map((g) => ({ id: String(g.name), label: String(g.name) }))}
            value={chosenGroups}
            disabled={!canGroup}
            onChange={(value) => setChosenGroups(value.map(String))}
          />
          {canGroup ? (
            <button
              type="button"
              className="mp-button"
              disabled={saveGroups.isPending}
              onClick={() => saveGroups.mutate(undefined)}
            >
              {t('common.save')}
            </button>
          ) : null}
        </div>
      </Card>

      <Card title={t('users.sections.companies')}>
        <div className="mp-users__row">
          <MultiSelect
            label={t('users.fields.companies')}
            searchable
            options={companies.data ?? []}
            fields={{ id: 'id', label: 'name', search: ['customer_account'] }}
            value={chosenCompanies}
            disabled={!canCompanies}
            onChange={(value) => setChosenCompanies(value.map(Number))}
          />
          {canCompanies ? (
            <button
              type="button"
              className="mp-button"
              disabled={chosenCompanies.length === 0 || saveCompanies.isPending}
              onClick={() => saveCompanies.mutate(undefined)}
            >
              {t('common.save')}
            </button>
          ) : null}
        </div>
      </Card>

      {staff && features.includes('SONICO') ? (
        <Card title={t('users.sections.sonico')}>
          <div className="mp-users__row">
            <Select
              label={t('users.fields.sonicoProfile')}
              clearable
              options={SONICO_PROFILES.map((p) => ({
                id: p.value,
                label: `${p.value} ${t(`users.sonico.${p.value}`)}`,
              }))}
              value={sonico}
              onChange={(value) => setSonico(typeof value === 'string' ? value : null)}
            />
            <button
              type="button"
              className="mp-button"
              disabled={saveSonico.isPending}
              onClick={() => saveSonico.mutate(undefined)}
            >
              {t('users.assignSonico')}
            </button>
          </div>
        </Card>
      ) : null}

      <ProfilesCard userId={user.id} editable={canChange} />
    </div>
  );
}

function ProfilesCard({ userId, editable }: { userId: string; editable: boolean }) {
  const { t } = useTranslation();
  const { http } = usePortalServices();
  const profiles = useQuery(userQueries.profiles(http, userId));
  return (
    <Card title={t('users.sections.permissions')}>
      {profiles.isPending ? <p aria-busy="true">{t('users.loading')}</p> : null}
      {profiles.data?.length === 0 ? <p className="mp-empty">{t('users.noProfiles')}</p> : null}
      {(profiles.data ?? []).map((profile) => (
        <ProfileEditor
          key={`${profile.id}-${profile.permissions.join()}-${profile.is_default}`}
          userId={userId}
          profile={profile}
          editable={editable}
        />
      ))}
    </Card>
  );
}

function ProfileEditor({ userId, profile, editable }: { userId: string; profile: CompanyProfile; editable: boolean }) {
  const { t } = useTranslation();
  const { http } = usePortalServices();
  const queryClient = useQueryClient();
  const [permissions, setPermissions] = useState<string[]>(profile.permissions);
  const params = { id: userId, profile_id: profile.id };
  const refresh = () => queryClient.invalidateQueries({ queryKey: userQueries.profiles(http, userId).queryKey });
  const save = useUserChange(async () => {
    await callEndpoint(http, userEndpoints.changeProfile, { params, body: { permissions } });
    await refresh();
  });
  const makeDefault = useUserChange(async () => {
    await callEndpoint(http, userEndpoints.changeProfile, { params, body: { is_default: true } });
    await refresh();
  });
  return (
    <section className="mp-admin-profile" aria-label={profile.company_name}>
      <h3>
        {profile.company_name}{' '}
        {profile.is_default ? <span className="mp-badge mp-badge--ok">{t('users.defaultProfile')}</span> : null}
      </h3>
      {!profile.is_default && editable ? (
        <button type="button" className="mp-button" onClick={() => makeDefault.mutate(undefined)}>
          {t('users.makeDefault')}
        </button>
      ) : null}
      <PermissionEditor
        label={profile.company_name}
        value={permissions}
        disabled={!editable}
        onChange={setPermissions}
      />
      {editable ? (
        <div className="mp-form-actions">
          <button
            type="button"
            className="mp-button mp-button--primary"
            disabled={save.isPending}
            onClick={() => save.mutate(undefined)}
          >
            {t('users.savePermissions')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
