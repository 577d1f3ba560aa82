import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FieldShell } from '../../../components/forms/fields';
import { firstProblemResolver } from '../../../components/forms/first-problem';
import type { Translate } from '../../../i18n/translate';
import { useTranslation } from '../../../i18n/use-translation';
import { FormActions } from './form-actions';

/** The server's limit on a carrier's name and a tracking code. */
const MAX_LENGTH = 100;

function shipSchema(t: Translate) {
  return z.object({
    carrier: z.string().trim().min(1, t('bookshopArea.carrierRequired')).max(MAX_LENGTH),
    trackingCode: z.string().trim().min(1, t('bookshopArea.trackingRequired')).max(MAX_LENGTH),
  });
}
export type Shipment = z.output<ReturnType<typeof shipSchema>>;

/**
 * A part sent: its carrier and tracking code, both asked (the first missing is said beside
 * its field). It opens on its first field, for the keyboard.
 */
export function ShipPartForm({
  busy,
  onShip,
  onCancel,
}: {
  busy: boolean;
  onShip: (shipment: Shipment) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => shipSchema(t), [t]);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<z.input<typeof schema>, unknown, Shipment>({
    resolver: firstProblemResolver(schema),
    defaultValues: { carrier: '', trackingCode: '' },
    reValidateMode: 'onSubmit',
  });

  useEffect(() => setFocus('carrier'), [setFocus]);

  return (
    <form className="staff-form" onSubmit={(event) => void handleSubmit(onShip)(event)} noValidate>
      {(['carrier', 'trackingCode'] as const).map((name) => (
        <FieldShell
          key={name}
          label={t(`orderWords.${name}`)}
          error={errors[name]?.message}
          announce
        >
          {(control) => (
            <input
              {...control}
              required
              maxLength={MAX_LENGTH}
              disabled={busy}
              {...register(name)}
            />
          )}
        </FieldShell>
      ))}
      <FormActions busy={busy} submit={t('bookshopArea.confirmShip')} onCancel={onCancel} />
    </form>
  );
}
