import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCan } from '@/lib/auth/useCan';
import { allowedQuoteActions } from '@/entities/quote';
import { ResourceShowPage } from '@/lib/ui';
import { QuoteEditForm } from '../components/QuoteEditForm';
import { useQuoteRecord } from '../components/useQuoteRecord';
import { orderPaths } from '../paths';

/**
 * `/order/{id}/add` [TRIP_ACCOUNTING_EDIT]: the quotation request's edit form on its own page:
 * the owner prices it (and may send it), the client edits its quantities and comments.
 */
export default function OrderAddPage() {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const can = useCan();
  const { record, side } = useQuoteRecord();
  return (
    <ResourceShowPage
      record={record}
      placeholderTitle={t('edit.placeholderTitle')}
      title={(quote) => t('edit.title', { reference: quote.reference })}
      itemLabel={(quote) => quote.reference}
      breadcrumbs={(quote) => [
        { label: t('list.title'), to: orderPaths.manager() },
        ...(quote ? [{ label: quote.reference, to: orderPaths.show({ id: quote.id }) }] : []),
        { label: t('edit.crumb') },
      ]}
    >
      {(quote) => {
        const actions = allowedQuoteActions(quote, side, can);
        const back = () => void navigate(orderPaths.show({ id: quote.id }));
        if (side === 'owner' && actions.includes('edit-lines')) {
          return (
            <QuoteEditForm
              quote={quote}
              mode="owner"
              canSend={actions.includes('save-and-send')}
              onSaved={back}
            />
          );
        }
        if (side === 'client' && actions.includes('edit-request')) {
          return <QuoteEditForm quote={quote} mode="client" onSaved={back} />;
        }
        return <Alert severity="info">{t('edit.notEditable')}</Alert>;
      }}
    </ResourceShowPage>
  );
}
