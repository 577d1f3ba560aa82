import { zodResolver } from '@hookform/resolvers/zod';
import { paDataSchema, type PaData } from '@scaffale/domain/addresses';
import type { z } from 'zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { useFieldErrorText } from '../../../components/forms/field-error-text';
import { TextField } from '../../../components/forms/fields';
import { EMPTY_PA_DATA, PA_FIELDS, type PaFormValues } from '../hooks/use-pa-data';

interface PaDataFormProps {
  values: PaFormValues;
  onChange: (values: PaFormValues) => void;
  locked: boolean;
}

/**
 * docs/spec/checkout.md §3.4: the public-administration order data (purchase order number and date,
 * C.I.G., C.U.P.), sent with the order. Kept as typed; checked by the shared schema on leaving a
 * field.
 */
export function PaDataForm({ values, onChange, locked }: PaDataFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const fieldMessage = useFieldErrorText();
  const {
    register,
    watch,
    formState: { errors },
  } = useForm<z.input<typeof paDataSchema>, unknown, PaData>({
    resolver: zodResolver(paDataSchema),
    defaultValues: values,
    mode: 'onBlur',
    reValidateMode: 'onChange',
  });

  useEffect(() => {
    const subscription = watch((current) => {
      const next = { ...EMPTY_PA_DATA };
      for (const field of PA_FIELDS) next[field] = current[field] ?? '';
      onChange(next);
    });
    return () => subscription.unsubscribe();
  }, [watch, onChange]);

  return (
    <fieldset className="checkout-pa address-form" aria-describedby={`${id}-intro`}>
      <legend className="checkout-pa__legend">{t('checkout.pa.heading')}</legend>
      <p className="address-form__legend" id={`${id}-intro`}>
        {t('checkout.pa.intro')}
      </p>
      <div className="address-form__grid">
        <TextField
          label={t('checkout.pa.numeroOrdineAcquisto')}
          registration={register('numero_ordine_acquisto')}
          error={fieldMessage(errors.numero_ordine_acquisto, 50)}
          maxLength={50}
          autoComplete="off"
          disabled={locked}
        />
        <TextField
          label={t('checkout.pa.dataOrdineAcquisto')}
          registration={register('data_ordine_acquisto')}
          error={fieldMessage(errors.data_ordine_acquisto)}
          type="date"
          autoComplete="off"
          disabled={locked}
        />
        <TextField
          label={t('checkout.pa.cig')}
          registration={register('cig')}
          error={fieldMessage(errors.cig, 10)}
          maxLength={10}
          autoComplete="off"
          disabled={locked}
        />
        <TextField
          label={t('checkout.pa.cup')}
          registration={register('cup')}
          error={fieldMessage(errors.cup, 15)}
          maxLength={15}
          autoComplete="off"
          disabled={locked}
        />
      </div>
    </fieldset>
  );
}
