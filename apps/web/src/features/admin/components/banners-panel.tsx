import { useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FieldShell, SelectField } from '../../../components/forms/fields';
import { firstProblemResolver } from '../../../components/forms/first-problem';
import type { Translate } from '../../../i18n/translate';
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

/** A banner as the form holds it: the select's '' is every language. */
interface BannerValues {
  position: BannerPosition;
  language: string;
  html: string;
  active: boolean;
}

function valuesOf(banner: BannerInput): BannerValues {
  return { ...banner, language: banner.language ?? '' };
}

/** The banner's HTML is asked; the server sanitises it. */
function bannerSchema(t: Translate) {
  return z
    .object({
      position: z.enum(['header', 'footer']),
      language: z.string(),
      html: z.string().refine((html) => html.trim() !== '', t('admin.banners.htmlRequired')),
      active: z.boolean(),
    })
    .transform((banner): BannerInput => ({
      ...banner,
      language: isBannerLanguage(banner.language) ? banner.language : null,
    }));
}

/** A banner written or changed: its position, its language (or every one), its HTML. */
function BannerForm({ editing, onDone }: { editing: AdminBanner | null; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const mutation = useSaveBanner();
  const schema = useMemo(() => bannerSchema(t), [t]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<BannerValues, unknown, BannerInput>({
    resolver: firstProblemResolver(schema),
    defaultValues: valuesOf(editing ?? EMPTY),
    reValidateMode: 'onSubmit',
  });
  const busy = mutation.isPending;

  const onSubmit = handleSubmit((banner) => {
    mutation.reset();
    mutation.mutate(
      { id: editing?.id ?? null, banner },
      {
        onSuccess: () => {
          toast.success(t('admin.banners.saved'));
          reset(valuesOf(EMPTY));
          onDone();
        },
      },
    );
  });

  return (
    <section className="admin-card" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} tabIndex={-1}>
        {editing ? t('admin.banners.formEdit', { id: editing.id }) : t('admin.banners.formNew')}
      </h3>
      <form className="admin-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <SelectField
          label={t('admin.banners.position')}
          registration={register('position')}
          disabled={busy}
          options={(['header', 'footer'] as const).map((position: BannerPosition) => ({
            value: position,
            label: t(`admin.banners.positions.${position}`),
          }))}
        />
        <SelectField
          label={t('admin.banners.language')}
          registration={register('language')}
          disabled={busy}
          placeholder={t('admin.banners.allLanguages')}
          options={BANNER_LANGUAGES.map((lang) => ({
            value: lang,
            label: t(`admin.banners.languages.${lang}`),
          }))}
        />
        <FieldShell
          className="admin-form__wide"
          inputClassName="admin-input--code"
          label={t('admin.banners.html')}
          error={errors.html?.message}
          announce
        >
          {(control) => (
            <textarea {...control} rows={4} required disabled={busy} {...register('html')} />
          )}
        </FieldShell>
        <label className="admin-check">
          <input type="checkbox" disabled={busy} {...register('active')} />
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
