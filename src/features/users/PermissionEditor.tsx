import { useTranslation } from 'react-i18next';
import { PERMISSION_GROUPS } from '../../core/domain/permissions.ts';

export interface PermissionEditorProps {
  value: readonly string[];
  onChange: (permissions: string[]) => void;
  disabled?: boolean;
  /** names the checkboxes' region, e.g. by company */
  label: string;
}

const GROUPS = ['user', 'company', 'device', 'tour'] as const;

/** The permission catalogue grouped as user, company, device and report management (and tours): a checkbox each. */
export function PermissionEditor({ value, onChange, disabled, label }: PermissionEditorProps) {
  const { t } = useTranslation();
  const toggle = (permission: string, on: boolean) =>
    onChange(on ? [...value, permission] : value.filter((p) => p !== permission));
  return (
    <div className="mp-permission-editor" role="group" aria-label={label}>
      {GROUPS.map((group) => (
        <fieldset key={group}>
          <legend>{t(`users.permissionGroups.${group}`)}</legend>
          {PERMISSION_GROUPS[group].map((permission) => (
            <label key={permission}>
              <input
                type="checkbox"
                name={permission}
                checked={value.includes(permission)}
                disabled={disabled}
                onChange={(event) => toggle(permission, event.target.checked)}
              />
              <span>{t(`users.permissions.${permission}`)}</span>
            </label>
          ))}
        </fieldset>
      ))}
    </div>
  );
}
