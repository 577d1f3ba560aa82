import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from '../../../lib/toast';
import {
  BANNER_LANGUAGES,
  useAdminBanners,
  useDeleteBanner,
  useSaveBanner,
  type AdminBanner,
  type BannerInput,
  type BannerLanguage,
  type BannerPosition,
} from '../api/banners';
import { errorText } from '../../../components/forms/error-text';
import { BusyLabel } from '../../../components/forms/busy-label';
import { LoadState } from './load-state';

const EMPTY: BannerInput = { position: 'header', language: null, html: '', active: true };

function isBannerLanguage(value: string): value is BannerLanguage {
  return (BANNER_LANGUAGES as readonly string[]).includes(value);
}

/** A banner written or changed: its position, its language (or every one), its HTML. */
function BannerForm({ editing, onDone }: { editing: AdminBanner | null; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const mutation = useSaveBanner();
  const [banner, setBanner] = useState<BannerInput>(editing ?? EMPTY);
  const [missing, setMissing] = useState(false);
  const busy = mutation.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(banner.html.trim() === '');
    if (banner.html.trim() === '') return;
    mutation.reset();
    mutation.mutate(
      { id: editing?.id ?? null, banner },
      {
        onSuccess: () => {
          toast.success(t('admin.banners.saved'));
          setBanner(EMPTY);
          onDone();
        },
      },
    );
  };

  return (
    <section className="admin-card" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} tabIndex={-1}>
        {editing ? t('admin.banners.formEdit', { id: editing.id }) : t('admin.banners.formNew')}
      </h3>
      <form className="admin-form" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-position`}>
            {t('admin.banners.position')}
          </label>
          <select
            id={`${id}-position`}
            className="field__input"
            value={banner.position}
            disabled={busy}
            onChange={(event) =>
              setBanner({
                ...banner,
                position: event.target.value === 'footer' ? 'footer' : 'header',
              })
            }
          >
            {(['header', 'footer'] as const).map((position: BannerPosition) => (
              <option key={position} value={position}>
                {t(`admin.banners.positions.${position}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-language`}>
            {t('admin.banners.language')}
          </label>
          <select
            id={`${id}-language`}
            className="field__input"
            value={banner.language ?? ''}
            disabled={busy}
            onChange={(event) =>
              setBanner({
                ...banner,
                language: isBannerLanguage(event.target.value) ? event.target.value : null,
              })
            }
          >
            <option value="">{t('admin.banners.allLanguages')}</option>
            {BANNER_LANGUAGES.map((lang) => (
              <option key={lang} value={lang}>
                {t(`admin.banners.languages.${lang}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field admin-form__wide">
          <label className="field__label" htmlFor={`${id}-html`}>
            {t('admin.banners.html')}
          </label>
          <textarea
            id={`${id}-html`}
            className="field__input admin-input--code"
            rows={4}
            required
            value={banner.html}
            disabled={busy}
            aria-invalid={missing}
            onChange={(event) => setBanner({ ...banner, html: event.target.value })}
          />
        </div>
        <label className="admin-check">
          <input
            type="checkbox"
            checked={banner.active}
            disabled={busy}
            onChange={(event) => setBanner({ ...banner, active: event.target.checked })}
          />
          {t('admin.banners.active')}
        </label>
        <div className="admin-form__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            <BusyLabel busy={busy}>{t('admin.banners.save')}</BusyLabel>
          </button>
          {editing ? (
            <button
              type="button"
              className="button admin-button--secondary"
              disabled={busy}
              onClick={onDone}
            >
              {t('admin.cancel')}
            </button>
          ) : null}
        </div>
      </form>
      {missing ? (
        <p className="form__alert" role="alert">
          {t('admin.banners.htmlRequired')}
        </p>
      ) : null}
      {mutation.isError ? (
        <p className="form__alert" role="alert">
          {errorText(mutation.error, t('admin.actionError'))}
        </p>
      ) : null}
    </section>
  );
}

function BannerActions({ banner, onEdit }: { banner: AdminBanner; onEdit: () => void }) {
  const { t } = useTranslation();
  const save = useSaveBanner();
  const remove = useDeleteBanner();
  const busy = save.isPending || remove.isPending;
  const failed = save.isError ? save.error : remove.isError ? remove.error : null;
  const { id, ...input } = banner;
  return (
    <>
      <button
        type="button"
        className="button admin-button--secondary"
        disabled={busy}
        aria-label={t('admin.banners.editLabel', { id })}
        onClick={onEdit}
      >
        {t('admin.banners.edit')}
      </button>
      <button
        type="button"
        className="button admin-button--secondary"
        disabled={busy}
        aria-label={t(banner.active ? 'admin.banners.disableLabel' : 'admin.banners.enableLabel', {
          id,
        })}
        onClick={() => save.mutate({ id, banner: { ...input, active: !banner.active } })}
      >
        <BusyLabel busy={save.isPending}>
          {t(banner.active ? 'admin.banners.disable' : 'admin.banners.enable')}
        </BusyLabel>
      </button>
      <button
        type="button"
        className="button admin-button--secondary"
        disabled={busy}
        aria-label={t('admin.banners.deleteLabel', { id })}
        onClick={() =>
          remove.mutate(id, { onSuccess: () => toast.success(t('admin.banners.deleted')) })
        }
      >
        <BusyLabel busy={remove.isPending}>{t('admin.banners.delete')}</BusyLabel>
      </button>
      {failed ? (
        <span className="form__alert" role="alert">
          {errorText(failed, t('admin.actionError'))}
        </span>
      ) : null}
    </>
  );
}

/** The site's banners: each position's, per language, shown or hidden; their HTML sanitised by the server. */
export function BannersPanel() {
  const { t } = useTranslation();
  const id = useId();
  const { data: banners, isPending, isError, error, refetch } = useAdminBanners();
  const [editing, setEditing] = useState<AdminBanner | null>(null);
  const formRef = useRef<HTMLDivElement>(null);

  const edit = (banner: AdminBanner) => {
    setEditing(banner);
    // The form's heading takes the focus: a keyboard user lands where they edit.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('h3')?.focus());
  };

  return (
    <div className="admin-panel">
      <div ref={formRef}>
        <BannerForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      </div>
      <section className="admin-card" aria-labelledby={`${id}-list`}>
        <h3 id={`${id}-list`}>{t('admin.banners.listHeading')}</h3>
        {isPending || isError ? (
          <LoadState isPending={isPending} error={error} retry={() => void refetch()} />
        ) : banners.length === 0 ? (
          <p>{t('admin.banners.empty')}</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="visually-hidden">{t('admin.banners.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('admin.banners.colPosition')}</th>
                  <th scope="col">{t('admin.banners.colLanguage')}</th>
                  <th scope="col">{t('admin.banners.colText')}</th>
                  <th scope="col">{t('admin.banners.colState')}</th>
                  <th scope="col">{t('admin.banners.colActions')}</th>
                </tr>
              </thead>
              <tbody>
                {banners.map((banner) => (
                  <tr key={banner.id}>
                    <td>{t(`admin.banners.positions.${banner.position}`)}</td>
                    <td>
                      {banner.language === null
                        ? t('admin.banners.allLanguages')
                        : isBannerLanguage(banner.language)
                          ? t(`admin.banners.languages.${banner.language}`)
                          : banner.language}
                    </td>
                    <td>
                      <code className="admin-banner-html">{banner.html}</code>
                    </td>
                    <td>{banner.active ? t('admin.banners.shown') : t('admin.banners.hidden')}</td>
                    <td className="admin-table__actions">
                      <BannerActions banner={banner} onEdit={() => edit(banner)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
