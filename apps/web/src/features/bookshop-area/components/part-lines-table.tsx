import type { Lang } from '../../../config/languages';
import { useTranslation } from '../../../i18n/use-translation';
import { formatEur } from '../../../lib/money';
import { lineStatePhrases } from '../../../lib/order-words';
import type { BookshopPart } from '../api/bookshop-orders';
import { ScrollRegion } from './scroll-region';

/** A part's lines: each book, its copies, its price and what became of it. */
export function PartLinesTable({
  part,
  lang,
  captionId,
}: {
  part: BookshopPart;
  lang: Lang;
  captionId: string;
}) {
  const { t } = useTranslation();
  return (
    <ScrollRegion labelledBy={captionId}>
      <table className="staff-lines">
        <caption id={captionId} className="visually-hidden">
          {t('bookshopArea.linesCaption', { number: part.orderNumber })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('bookshopArea.lineTitle')}</th>
            <th scope="col" className="staff-lines__number">
              {t('bookshopArea.lineQty')}
            </th>
            <th scope="col" className="staff-lines__number">
              {t('bookshopArea.linePrice')}
            </th>
            <th scope="col">{t('bookshopArea.lineState')}</th>
          </tr>
        </thead>
        <tbody>
          {part.lines.map((line) => (
            <tr key={line.id} className={line.rejected ? 'staff-lines__rejected' : undefined}>
              <th scope="row" className="staff-lines__title">
                {line.product.title}
              </th>
              <td className="staff-lines__number">{line.qty}</td>
              <td className="staff-lines__number">{formatEur(line.price, lang)}</td>
              <td>
                {lineStatePhrases(line, part.status)
                  .map((phrase) => t(phrase.key, phrase.values))
                  .join(' · ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
