import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from '../../../lib/toast';
import { useAddDiscountCode } from '../api/add-discount-code';
import type { CheckoutSelection } from '../api/get-cart-totals';

/**
 * docs/spec/checkout.md §3.5: 'Inserisci il codice' and 'inserisci'. The answer is a toast
 * (success, or the server's docs/spec/pricing-and-orders.md §5 message); the input is cleared
 * either way.
 */
export function DiscountCodeForm({ selection }: { selection: CheckoutSelection }) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const addCode = useAddDiscountCode();

  const submit = (discountCode: string) => {
    addCode.mutate(
      { ...selection, discountCode },
      {
        onSuccess: (result) => {
          if (result.success) toast.success(t('checkout.discount.added'));
          else toast.error(result.message ?? t('checkout.discount.invalid'));
        },
        onError: (error) =>
          toast.error(t('checkout.totals.serverError', { message: error.message })),
        onSettled: () => setCode(''),
      },
    );
  };

  return (
    <form
      className="checkout-discount"
      onSubmit={(event) => {
        event.preventDefault();
        const discountCode = code.trim();
        if (discountCode !== '' && !addCode.isPending) submit(discountCode);
      }}
    >
      <label className="visually-hidden" htmlFor={`${id}-code`}>
        {t('checkout.discount.label')}
      </label>
      <input
        id={`${id}-code`}
        className="field__input checkout-discount__input"
        type="text"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={64}
        placeholder={t('checkout.discount.placeholder')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <button
        className="button button--secondary"
        type="submit"
        aria-busy={addCode.isPending || undefined}
      >
        {addCode.isPending ? <span className="spinner" aria-hidden="true" /> : null}
        <span>{t('checkout.discount.submit')}</span>
      </button>
    </form>
  );
}
