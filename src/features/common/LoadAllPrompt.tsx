import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/link-button/index.ts';

export interface LoadAllPromptProps {
  /** rows loaded: the choice list's limit */
  loaded: number;
  /** rows the server counted */
  count: number;
  onLoadAll: () => void;
}

/**
 * Under a choice list that holds only part of what the server found: 'More than {part} were found, load
 * all?', and a button that loads them all (the query-all limit).
 */
export function LoadAllPrompt({ loaded, count, onLoadAll }: LoadAllPromptProps) {
  const { t } = useTranslation();
  if (count <= loaded) return null;
  return (
    <p className="mp-load-all" role="status">
      {t('app.moreThanFound', { part: loaded })} <LinkButton onClick={onLoadAll}>{t('app.loadAll')}</LinkButton>
    </p>
  );
}
