import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import IconButton from '@mui/material/IconButton';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/lib/auth/useCan';
import {
  ResourceListPage,
  useResourceListQuery,
  type DataTableColumn,
  type ListFilter,
  type ResourceAction,
} from '@/lib/ui';
import {
  useListTranslationNamespacesQuery,
  useListTranslationsQuery,
  type TranslationEntry,
  type TranslationFilter,
} from '../api/translations.api';
import { HistoryDialog } from '../components/HistoryDialog';
import { KeyCell } from '../components/KeyCell';
import { TextCell } from '../components/TextCell';
import { InContextSwitch } from '../inContext/InContextSwitch';

function useTranslationFilters(): ListFilter<TranslationFilter>[] {
  const { t } = useTranslation('translations');
  const namespaces = useListTranslationNamespacesQuery(undefined).data;
  return useMemo(
    () => [
      {
        kind: 'search',
        key: 'search',
        label: t('filters.search'),
        placeholder: t('filters.searchPlaceholder'),
      },
      {
        kind: 'select',
        key: 'namespace',
        label: t('filters.namespace'),
        options: (namespaces ?? []).map((value) => ({ value, label: value })),
      },
      { kind: 'boolean', key: 'missing', label: t('filters.missing') },
      { kind: 'boolean', key: 'edited', label: t('filters.edited') },
    ],
    [t, namespaces],
  );
}

function useTranslationColumns(): DataTableColumn<TranslationEntry>[] {
  const { t } = useTranslation('translations');
  const canEdit = useCan()('OPERATOR_TRANSLATION_EDIT');
  return useMemo(
    () => [
      { id: 'key', header: t('fields.key'), render: (entry) => <KeyCell entry={entry} /> },
      {
        id: 'en',
        header: t('languages.en'),
        cardBlock: true,
        render: (entry) => <TextCell entry={entry} locale="en" canEdit={canEdit} />,
      },
      {
        id: 'fr',
        header: t('languages.fr'),
        cardBlock: true,
        render: (entry) => <TextCell entry={entry} locale="fr" canEdit={canEdit} />,
      },
    ],
    [t, canEdit],
  );
}

/**
 * /translations [OPERATOR_TRANSLATION_VIEW]: every key of every namespace in English and French
 * side by side, searched and filtered in the URL, a page at a time from the API; each text
 * edited in place [OPERATOR_TRANSLATION_EDIT], each key with where it shows and its history.
 */
export default function TranslationsPage() {
  const { t } = useTranslation('translations');
  const list = useResourceListQuery(useListTranslationsQuery, {
    filters: useTranslationFilters(),
  });
  // The history is the page's, not the row's: an undo refetches the rows under it.
  const [historyOf, setHistoryOf] = useState<TranslationEntry | null>(null);
  const actions: ResourceAction<TranslationEntry>[] = [
    {
      kind: 'custom',
      id: 'history',
      permission: 'OPERATOR_TRANSLATION_VIEW',
      render: (entry) => (
        <IconButton
          size="small"
          aria-label={t('history.open', { id: entry.id })}
          onClick={() => setHistoryOf(entry)}
        >
          <HistoryOutlined fontSize="small" />
        </IconButton>
      ),
    },
  ];
  return (
    <>
      <ResourceListPage
        {...list}
        texts={{ ns: 'translations' }}
        columns={useTranslationColumns()}
        itemLabel={(entry) => entry.id}
        actions={actions}
        headerActions={<InContextSwitch />}
      />
      {historyOf && <HistoryDialog entry={historyOf} onClose={() => setHistoryOf(null)} />}
    </>
  );
}
