import { useEffect, useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { Translate } from '../../i18n/translate';
import { useTranslation } from '../../i18n/use-translation';
import { FieldShell } from '../forms/fields';
import { firstProblemResolver } from '../forms/first-problem';
import './ledger.css';
import { isDay, PERIOD_PRESETS, presetOf, presetPeriod, type Period } from './period';

/** Both days given, real ones, the first not after the second. */
function periodSchema(t: Translate) {
  const required = t('ledger.filter.datesRequired');
  return z
    .object({
      from: z.string().refine(isDay, required),
      to: z.string().refine(isDay, required),
    })
    .refine((wanted) => wanted.from <= wanted.to, {
      path: ['to'],
      message: t('ledger.filter.datesOrder'),
    });
}

/**
 * The statement's period: a preset (this month, last month, this year: the one shown marked
 * pressed) or two days of one's own. `today` is the shop's (period.ts shopToday).
 */
export function PeriodFilter({
  period,
  today,
  onChange,
  headingLevel = 2,
}: {
  period: Period;
  today: string;
  onChange: (period: Period) => void;
  headingLevel?: 2 | 3 | 4;
}) {
  const { t } = useTranslation();
  const id = useId();
  const schema = useMemo(() => periodSchema(t), [t]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Period>({
    resolver: firstProblemResolver(schema),
    defaultValues: period,
    reValidateMode: 'onSubmit',
  });
  // A preset, or the address (back and forward), shows its days in the fields.
  useEffect(() => reset(period), [period, reset]);
  const chosen = presetOf(period, today);
  const Heading = `h${headingLevel}` as const;

  return (
    <section className="ledger-filter" aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`}>{t('ledger.filter.heading')}</Heading>
      <div className="ledger-filter__presets" role="group" aria-label={t('ledger.filter.presets')}>
        {PERIOD_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className="button ledger-button--secondary"
            aria-pressed={chosen === preset}
            onClick={() => onChange(presetPeriod(preset, today))}
          >
            {t(`ledger.filter.${preset}`)}
          </button>
        ))}
      </div>
      <form
        className="ledger-form"
        onSubmit={(event) => void handleSubmit(onChange)(event)}
        noValidate
      >
        <FieldShell label={t('ledger.filter.from')} error={errors.from?.message} announce>
          {(control) => <input {...control} type="date" required {...register('from')} />}
        </FieldShell>
        <FieldShell label={t('ledger.filter.to')} error={errors.to?.message} announce>
          {(control) => <input {...control} type="date" required {...register('to')} />}
        </FieldShell>
        <button type="submit" className="button button--primary">
          {t('ledger.filter.show')}
        </button>
      </form>
    </section>
  );
}
