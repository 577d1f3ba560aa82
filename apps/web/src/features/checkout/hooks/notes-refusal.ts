import { createContext, useCallback, useContext } from 'react';
import { fieldRefusal } from '../components/payment/payment-failure';

/**
 * Where the server's refusal of the delivery notes goes (past their limit: it never cuts
 * them): the checkout page shows it under the notes. The order is made in several places
 * (each payment method's panel, the confirm button); each reports its failure here.
 */
export const NotesRefusalContext = createContext<(message: string) => void>(() => {});

/** Reports a failed order creation to the notes when the server named them. */
export function useReportNotesRefusal(): (error: unknown) => void {
  const report = useContext(NotesRefusalContext);
  return useCallback(
    (error: unknown) => {
      const message = fieldRefusal(error, 'notes');
      if (message !== null) report(message);
    },
    [report],
  );
}
