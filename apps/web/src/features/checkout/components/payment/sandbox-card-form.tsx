import { useCallback, useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { formatEur } from '../../../../lib/money';
import { authenticateSandboxPayment } from '../../api/authenticate-sandbox-payment';
import {
  confirmSandboxPayment,
  type SandboxPaymentResult,
} from '../../api/confirm-sandbox-payment';
import {
  cardDigits,
  formatCardNumber,
  normaliseExpiry,
  validateCard,
  type CardErrors,
  type CardField,
  type CardProblem,
  type CardValues,
} from './card-input';
import { forgetCheckout, goToConfirmation } from './leave-checkout';
import type { ConfirmOutcome, MethodPanelProps } from './payment-types';
import { ThreeDSecureDialog } from './three-d-secure-dialog';
import { useConfirmRegistration } from './use-confirm-registration';

const FIELDS: readonly CardField[] = ['number', 'expiry', 'cvc'];

const PROBLEM_KEYS = {
  number: {
    required: 'validation.required',
    invalid: 'checkout.payment.card.numberInvalid',
    expired: 'checkout.payment.card.numberInvalid',
  },
  expiry: {
    required: 'validation.required',
    invalid: 'checkout.payment.card.expiryInvalid',
    expired: 'checkout.payment.card.expired',
  },
  cvc: {
    required: 'validation.required',
    invalid: 'checkout.payment.card.cvcInvalid',
    expired: 'checkout.payment.card.cvcInvalid',
  },
} as const satisfies Record<CardField, Record<CardProblem, string>>;

type SandboxCardFormProps = Pick<
  MethodPanelProps,
  'lang' | 'totals' | 'onReadyChange' | 'requestConfirm' | 'busy'
> & {
  orderNumber: string;
  clientSecret: string;
  /** The server refused the payment because a newer order replaced this one. */
  onOrderReplaced: () => void;
};

interface CardInputProps {
  field: CardField;
  label: string;
  hint?: string;
  value: string;
  problem: CardProblem | undefined;
  inputRef: RefObject<HTMLInputElement | null>;
  disabled: boolean;
  onChange: (value: string) => void;
  /** Enter in a field confirms, as it would submit a form. */
  onEnter: () => void;
  inputProps: {
    autoComplete: string;
    inputMode: 'numeric' | 'text';
    maxLength: number;
    placeholder?: string;
  };
}

function CardInput({
  field,
  label,
  hint,
  value,
  problem,
  inputRef,
  disabled,
  onChange,
  onEnter,
  inputProps,
}: CardInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, problem ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={`field payment-card__field payment-card__field--${field}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        className="field__input"
        type="text"
        spellCheck={false}
        value={value}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          onEnter();
        }}
        {...inputProps}
      />
      {hint ? (
        <p className="checkout-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p className="field__error" id={errorId}>
          {t(PROBLEM_KEYS[field][problem])}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The sandbox's card form ('Numero carta', 'Scadenza', 'CVC'), standing in for the card
 * provider's payment element: it confirms the payment intent with the sandbox, including
 * the 3-D-Secure-style step; a refusal shows the provider's message under the form.
 */
export function SandboxCardForm({
  lang,
  totals,
  onReadyChange,
  requestConfirm,
  busy,
  orderNumber,
  clientSecret,
  onOrderReplaced,
}: SandboxCardFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<CardValues>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<CardErrors>({});
  const [failure, setFailure] = useState<{ message: string; attempt: number } | null>(null);
  const [challenge, setChallenge] = useState<{ decide: (approve: boolean) => void } | null>(null);
  const valuesRef = useRef(values);
  const attempts = useRef(0);
  const numberRef = useRef<HTMLInputElement>(null);
  const expiryRef = useRef<HTMLInputElement>(null);
  const cvcRef = useRef<HTMLInputElement>(null);

  const change = (field: CardField, value: string) => {
    const next = { ...valuesRef.current, [field]: value };
    valuesRef.current = next;
    setValues(next);
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  const confirm = useCallback(async (): Promise<ConfirmOutcome> => {
    const card = valuesRef.current;
    const problems = validateCard(card);
    setErrors(problems);
    const firstProblem = FIELDS.find((field) => problems[field]);
    if (firstProblem) {
      ({ number: numberRef, expiry: expiryRef, cvc: cvcRef })[firstProblem].current?.focus();
      return 'stay';
    }
    setFailure(null);
    // docs/spec/checkout.md §1: the stored checkout data go before the provider confirms.
    forgetCheckout();
    let result: SandboxPaymentResult;
    try {
      result = await confirmSandboxPayment(clientSecret, {
        number: cardDigits(card.number),
        expiry: normaliseExpiry(card.expiry) ?? card.expiry.trim(),
        cvc: card.cvc.trim(),
      });
      if (result.status === 'requires_action') {
        const approve = await new Promise<boolean>((resolve) => setChallenge({ decide: resolve }));
        setChallenge(null);
        result = await authenticateSandboxPayment(clientSecret, approve);
      }
    } catch (error) {
      console.error('Card confirmation failed', error);
      result = { status: 'failed', error: null, orderReplaced: false, transfer: null };
    }
    if (result.status === 'succeeded' || result.status === 'processing') {
      goToConfirmation(orderNumber);
      return 'leaving';
    }
    if (result.orderReplaced) {
      onOrderReplaced();
      return 'stay';
    }
    attempts.current += 1;
    setFailure({
      message: result.error ?? t('checkout.payment.card.failed'),
      attempt: attempts.current,
    });
    return 'stay';
  }, [clientSecret, orderNumber, onOrderReplaced, t]);

  useConfirmRegistration(confirm, onReadyChange);

  return (
    <div className="payment-card">
      <p className="checkout-hint">{t('checkout.payment.card.sandboxNote')}</p>
      <fieldset className="payment-card__fields">
        <legend className="visually-hidden">{t('checkout.payment.card.legend')}</legend>
        <CardInput
          field="number"
          label={t('checkout.payment.card.number')}
          value={values.number}
          problem={errors.number}
          inputRef={numberRef}
          disabled={busy}
          onEnter={requestConfirm}
          onChange={(value) => change('number', formatCardNumber(value))}
          inputProps={{
            autoComplete: 'cc-number',
            inputMode: 'numeric',
            maxLength: 23,
            placeholder: '1234 1234 1234 1234',
          }}
        />
        <CardInput
          field="expiry"
          label={t('checkout.payment.card.expiry')}
          hint={t('checkout.payment.card.expiryHint')}
          value={values.expiry}
          problem={errors.expiry}
          inputRef={expiryRef}
          disabled={busy}
          onEnter={requestConfirm}
          onChange={(value) => change('expiry', value)}
          inputProps={{ autoComplete: 'cc-exp', inputMode: 'numeric', maxLength: 7 }}
        />
        <CardInput
          field="cvc"
          label={t('checkout.payment.card.cvc')}
          hint={t('checkout.payment.card.cvcHint')}
          value={values.cvc}
          problem={errors.cvc}
          inputRef={cvcRef}
          disabled={busy}
          onEnter={requestConfirm}
          onChange={(value) => change('cvc', value.replace(/\D/g, ''))}
          inputProps={{ autoComplete: 'cc-csc', inputMode: 'numeric', maxLength: 4 }}
        />
      </fieldset>
      {failure ? (
        <p key={failure.attempt} className="checkout-alert" role="alert">
          {failure.message}
        </p>
      ) : null}
      {challenge ? (
        <ThreeDSecureDialog amount={formatEur(totals.totale, lang)} onDecide={challenge.decide} />
      ) : null}
    </div>
  );
}
