import { useId, useMemo } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { BusyLabel } from '../../../components/forms/busy-label';
import { errorText } from '../../../components/forms/error-text';
import { FieldShell } from '../../../components/forms/fields';
import { firstProblemResolver } from '../../../components/forms/first-problem';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from '../../../lib/toast';
import { setStock } from '../api/shelf';

/** Sets how many copies of one of the bookshop's books are on the shelf. */
export function StockForm() {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  // One message for either field, said beside the field it is about.
  const schema = useMemo(() => {
    const invalid = t('bookshopArea.stock.invalid');
    return z.object({
      productId: z.string().trim().regex(/^\d+$/, invalid),
      // What a number field gives: a whole number of copies, 0 or more ('3', '3.0').
      available: z
        .string()
        .trim()
        .refine((text) => text !== '' && Number.isInteger(Number(text)) && Number(text) >= 0, {
          message: invalid,
        })
        .transform(Number),
    });
  }, [t]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: firstProblemResolver(schema),
    defaultValues: { productId: '', available: '' },
    reValidateMode: 'onSubmit',
  });
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

  const onSubmit = handleSubmit((input) => {
    mutation.reset();
    mutation.mutate(input);
  });

  return (
    <section className="staff-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('bookshopArea.stock.heading')}</h2>
      <form
        className="staff-form staff-form--inline"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
      >
        <FieldShell
          label={t('bookshopArea.stock.productId')}
          error={errors.productId?.message}
          announce
        >
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              required
              disabled={busy}
              {...register('productId')}
            />
          )}
        </FieldShell>
        <FieldShell
          label={t('bookshopArea.stock.available')}
          error={errors.available?.message}
          announce
        >
          {(control) => (
            <input
              {...control}
              type="number"
              min={0}
              step={1}
              required
              disabled={busy}
              {...register('available')}
            />
          )}
        </FieldShell>
        <button type="submit" className="button button--primary" disabled={busy}>
          <BusyLabel busy={busy}>{t('bookshopArea.stock.submit')}</BusyLabel>
        </button>
      </form>
      {mutation.isError ? (
        <p className="form__alert" role="alert">
          {errorText(mutation.error, t('bookshopArea.actionError'))}
        </p>
      ) : null}
    </section>
  );
}
