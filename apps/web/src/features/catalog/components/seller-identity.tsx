import { useId } from 'react';
import type { Lang } from '../../../config/languages';
import { useTranslation } from '../../../i18n/use-translation';
import { countryName } from '../../../lib/country-name';
import {
  addressLine,
  OpeningHoursList,
  type OpeningDay,
  type PlaceAddress,
} from '../../../components/seller/opening-hours';

export interface PublicIdentity {
  legalName: string | null;
  vatNumber: string | null;
  registeredAddress: PlaceAddress | null;
  contactEmail: string | null;
  contactPhone: string | null;
  shopAddress: PlaceAddress | null;
  openingHours: readonly OpeningDay[] | null;
}

/**
 * Who sells (docs/spec/marketplace.md §8): the bookshop's legal identity and how to reach it,
 * then the shop's address and hours. Only what the bookshop has filled in is shown.
 */
export function SellerIdentity({ identity, lang }: { identity: PublicIdentity; lang: Lang }) {
  const { t } = useTranslation();
  const id = useId();
  const office = identity.registeredAddress;
  const email = identity.contactEmail;
  const phone = identity.contactPhone;
  const facts: { label: string; value: string | null; href?: string }[] = [
    { label: t('seller.legalName'), value: identity.legalName },
    { label: t('seller.vatNumber'), value: identity.vatNumber },
    {
      label: t('seller.registeredOffice'),
      value: office
        ? [addressLine(office), office.country ? countryName(office.country, lang) : null]
            .filter(Boolean)
            .join(', ')
        : null,
    },
    { label: t('seller.contactEmail'), value: email, href: `mailto:${email ?? ''}` },
    {
      label: t('seller.contactPhone'),
      value: phone,
      href: `tel:${(phone ?? '').replace(/[^+\d]/g, '')}`,
    },
  ];
  const shown = facts.filter((fact) => Boolean(fact.value));
  const shop = identity.shopAddress ? addressLine(identity.shopAddress) : '';
  if (shown.length === 0 && !shop && !identity.openingHours) return null;
  return (
    <section className="seller-identity" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('seller.heading')}</h2>
      {shown.length > 0 ? (
        <dl className="seller-identity__facts">
          {shown.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.href ? <a href={fact.href}>{fact.value}</a> : fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {shop || identity.openingHours ? (
        <>
          <h3>{t('seller.shop')}</h3>
          {shop ? <p className="seller-identity__shop">{shop}</p> : null}
          {identity.openingHours ? (
            <>
              <h4>{t('seller.hours')}</h4>
              <OpeningHoursList days={identity.openingHours} lang={lang} />
            </>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
