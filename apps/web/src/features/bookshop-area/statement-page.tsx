import { useId, useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { isMonth, monthPeriod } from '../../components/ledger/period';
import { StatementView } from '../../components/ledger/statement';
import { useBookshopStatement } from '../../components/ledger/statement-api';
import { StatementState } from '../../components/ledger/statement-state';
import { formatMonth } from '../../components/ledger/words';
import { isForbidden } from '../../components/forms/error-text';
import { paths } from '../../config/paths';
import { usePageTitle, useTextPageTitle } from '../../hooks/use-page-title';
import { useLang } from '../../i18n/use-lang';
import { useTranslation } from '../../i18n/use-translation';
import { useAccountRole } from '../../lib/account-role';
import './bookshop-area.css';
import './statement.css';

/** The administrator names the bookshop in the address (`?libreria=…`); staff need not. */
const BOOKSHOP_PARAM = 'libreria';

/**
 * `/{lang}/area-libreria/incassi/estratto/{YYYY-MM}/`: a month's statement to print or keep:
 * the bookshop, the month, its totals and every entry. Printing leaves the site's header,
 * footer and these buttons out (statement.css), as the packing slip does.
 */
export function StatementPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const { month = '' } = useParams();
  const [params] = useSearchParams();
  const bookshopId = params.get(BOOKSHOP_PARAM);
  const role = useAccountRole();
  const valid = isMonth(month);
  const period = useMemo(() => monthPeriod(valid ? month : '1970-01'), [month, valid]);
  const { data, isPending, error, refetch } = useBookshopStatement(period, bookshopId, valid);
  const statement = valid ? data : undefined;
  const monthWords = valid ? formatMonth(month, lang) : '';
  const heading = statement
    ? t('bookshopArea.statement.heading', { name: statement.bookshop.name, month: monthWords })
    : null;
  usePageTitle(heading === null ? 'bookshopStatement' : null);
  useTextPageTitle(heading);

  const back =
    bookshopId === null ? (
      <Link
        className="button staff-button--secondary"
        to={paths.bookshopPayouts(lang, valid ? period : undefined)}
      >
        {t('bookshopArea.statement.back')}
      </Link>
    ) : (
      <Link className="button staff-button--secondary" to={paths.admin(lang)}>
        {t('bookshopArea.statement.backAdmin')}
      </Link>
    );

  if (!statement) {
    return (
      <section className="page staff-area">
        <h1>{t('bookshopArea.statement.title')}</h1>
        {!valid || isForbidden(error) ? (
          // Nothing a retry would change: a month that is none, or a ledger not theirs.
          <p className="form__alert" role="alert">
            {!valid
              ? t('bookshopArea.statement.badMonth')
              : role.data === 'STAFF'
                ? t('bookshopArea.statement.notYours')
                : t('bookshopArea.forbidden')}
          </p>
        ) : (
          <StatementState isPending={isPending} error={error} retry={() => void refetch()} />
        )}
        <div className="staff-part__actions">{back}</div>
      </section>
    );
  }
  return (
    <article className="page statement" aria-labelledby={`${id}-heading`}>
      <div className="statement__actions">
        <button className="button button--primary" type="button" onClick={() => window.print()}>
          {t('bookshopArea.statement.print')}
        </button>
        {back}
      </div>
      <h1 id={`${id}-heading`}>{heading}</h1>
      <dl className="statement__facts">
        <div>
          <dt>{t('bookshopArea.statement.bookshop')}</dt>
          <dd>
            {statement.bookshop.name}, {statement.bookshop.city}
          </dd>
        </div>
        <div>
          <dt>{t('bookshopArea.statement.month')}</dt>
          <dd>{monthWords}</dd>
        </div>
      </dl>
      <StatementView statement={statement} lang={lang} />
    </article>
  );
}
