import { SHIPPING_LIMITS } from '@scaffale/domain/addresses';
import { PROVINCES } from '@scaffale/domain/italy';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { SelectField, TextField } from '../forms/fields';

const PROVINCE_OPTIONS = PROVINCES.map((p) => ({ value: p.code, label: `${p.name} (${p.code})` }));

interface ProvinceFieldProps {
  /** The address's country code: Italy gets the list of provinces, elsewhere free text. */
  country: string;
  registration: UseFormRegisterReturn;
  error: string | null;
}

/**
 * docs/spec/checkout.md §4: a dropdown of Italian provinces when the country is IT (then required),
 * otherwise free text that may stay empty. The form clears it when the country changes.
 */
export function ProvinceField({ country, registration, error }: ProvinceFieldProps) {
  const { t } = useTranslation();
  if (country === 'IT') {
    return (
      <SelectField
        label={t('checkout.addressForm.provincia')}
        placeholder={t('checkout.addressForm.provinciaChoose')}
        options={PROVINCE_OPTIONS}
        registration={registration}
        error={error}
        required
        autoComplete="address-level1"
      />
    );
  }
  return (
    <TextField
      label={t('checkout.addressForm.provinciaStato')}
      hint={t('checkout.addressForm.provinciaStatoHint')}
      registration={registration}
      error={error}
      maxLength={SHIPPING_LIMITS.provincia_stato}
      autoComplete="address-level1"
    />
  );
}
