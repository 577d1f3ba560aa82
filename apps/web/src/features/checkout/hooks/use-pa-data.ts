import { useCallback, useState } from 'react';
import { CHECKOUT_STORAGE_KEYS, readStored, writeStored } from '../../../lib/storage';

/**
 * Public-administration order data as typed (docs/spec/checkout.md §3.4); the date as YYYY-MM-DD.
 */
export interface PaFormValues {
  numero_ordine_acquisto: string;
  data_ordine_acquisto: string;
  cig: string;
  cup: string;
}

export const PA_FIELDS = ['numero_ordine_acquisto', 'data_ordine_acquisto', 'cig', 'cup'] as const;

export const EMPTY_PA_DATA: PaFormValues = {
  numero_ordine_acquisto: '',
  data_ordine_acquisto: '',
  cig: '',
  cup: '',
};

function parsePaData(value: unknown): PaFormValues | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const source = value as Record<string, unknown>;
  const data = { ...EMPTY_PA_DATA };
  for (const field of PA_FIELDS) {
    const fieldValue = source[field];
    if (typeof fieldValue === 'string') data[field] = fieldValue;
  }
  // Only the first 10 characters of the date count (docs/spec/checkout.md §4).
  data.data_ordine_acquisto = data.data_ordine_acquisto.slice(0, 10);
  return data;
}

/** The PA data, kept in storage (`checkout.datiPa`) so a reload does not lose them. */
export function usePaData() {
  const [paData, setPaDataState] = useState<PaFormValues>(
    () => readStored(CHECKOUT_STORAGE_KEYS.datiPa, parsePaData) ?? EMPTY_PA_DATA,
  );
  const setPaData = useCallback((values: PaFormValues) => {
    const next = { ...values, data_ordine_acquisto: values.data_ordine_acquisto.slice(0, 10) };
    setPaDataState(next);
    writeStored(CHECKOUT_STORAGE_KEYS.datiPa, next);
  }, []);
  return [paData, setPaData] as const;
}
