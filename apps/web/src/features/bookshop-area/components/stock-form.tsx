import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from '../../../lib/toast';
import { setStock } from '../api/shelf';
import { errorText } from '../../../components/forms/error-text';
import { BusyLabel } from '../../../components/forms/busy-label';

/** Sets how many copies of one of the bookshop's books are on the shelf. */
export function StockForm() {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [productId, setProductId] = useState('');
  const [available, setAvailable] = useState('');
  const [invalid, setInvalid] = useState(false);
  const mutation = useMutation({
    mutationFn: (input: { productId: string; available: number }) =>
      setStock(input.productId, input.available),
    onSuccess: (product) => {
      toast.success(
        t('bookshopArea.stock.saved', { title: product.title, count: product.available }),
      );
      // Every cart and page showing the book reads it again.
      void queryClient.invalidateQueries();
    },
  });
  const busy = mutation.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const copies = Number(available);
    const ok =
      /^\d+$/.test(productId.trim()) && available.trim() !== '' && Number.isInteger(copies);
    setInvalid(!ok || copies < 0);
    if (!ok || copies < 0) return;
    mutation.reset();
    mutation.mutate({ productId: productId.trim(), available: copies });
  };

  return (
    <section className="staff-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('bookshopArea.stock.heading')}</h2>
      <form className="staff-form staff-form--inline" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-product`}>
            {t('bookshopArea.stock.productId')}
          </label>
          <input
            id={`${id}-product`}
            className="field__input"
            inputMode="numeric"
            required
            value={productId}
            disabled={busy}
            aria-invalid={invalid && !/^\d+$/.test(productId.trim())}
            onChange={(event) => setProductId(event.target.value)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-available`}>
            {t('bookshopArea.stock.available')}
          </label>
          <input
            id={`${id}-available`}
            className="field__input"
            type="number"
            min={0}
            step={1}
            required
            value={available}
            disabled={busy}
            onChange={(event) => setAvailable(event.target.value)}
          />
        </div>
        <button type="submit" className="button button--primary" disabled={busy}>
          <BusyLabel busy={busy}>{t('bookshopArea.stock.submit')}</BusyLabel>
        </button>
      </form>
      {invalid ? (
        <p className="form__alert" role="alert">
          {t('bookshopArea.stock.invalid')}
        </p>
      ) : null}
      {mutation.isError ? (
        <p className="form__alert" role="alert">
          {errorText(mutation.error, t('bookshopArea.actionError'))}
        </p>
      ) : null}
    </section>
  );
}
