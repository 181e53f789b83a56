import { useRef, useState } from 'react';
import { Button, callApi, FormMessage, type HomeBannerRow } from '@storefront/shared-kernel';
import {
  adminHomeContentRoutes,
  HOME_BANNER_KIND_LABELS,
  HOME_BANNERS_PER_KIND,
  type HomeBannerKind,
} from '@storefront/shared-kernel/back-office';
import pageStyles from '../../components/admin.module.css';
import { Card } from '../../components/card';
import { DataTable, type DataColumn } from '../../components/data-table';
import { SubmitButton } from '../../components/submit-button';
import { MoveButtons } from '../../components/move-buttons';
import { PictureChooser } from '../../components/picture-chooser';
import { sendPictures } from '../../components/send-pictures';
import { BannerDialog } from './banner-dialog';
import { BannerFields, checkBanner, type BannerDraft, type BannerField } from './banner-fields';
import { BANNER_WORDS } from './home-content-words';
import { useHomeSave, type HomeDone } from './use-home-save';
import styles from './home-content.module.css';

const NEW_BANNER: BannerDraft = { title: '', link: '', isShown: true };

/** A new banner of `kind`: its picture, title, link and whether it shows at once; it goes last. */
function AddBannerForm({ kind, done }: { kind: HomeBannerKind; done: HomeDone }) {
  const words = BANNER_WORDS[kind];
  const [draft, setDraft] = useState<BannerDraft>(NEW_BANNER);
  const [picture, setPicture] = useState<File[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useHomeSave<BannerField>(
    () =>
      sendPictures(
        adminHomeContentRoutes.addHomeBanner,
        { kind, title: draft.title.trim(), link: draft.link.trim(), isShown: String(draft.isShown) },
        'picture',
        picture,
      ),
    (answer) => {
      done(answer, `${draft.title.trim()} is added, last of the ${HOME_BANNER_KIND_LABELS[kind].toLowerCase()}.`);
      setDraft(NEW_BANNER);
      setPicture([]);
      if (fileInput.current) fileInput.current.value = '';
    },
    {
      validate: () => {
        const errors = { ...checkBanner(draft), ...(picture.length === 0 ? { picture: 'Choose the picture' } : {}) };
        return Object.keys(errors).length > 0 ? errors : undefined;
      },
    },
  );
  return (
    <form {...form.formProps} aria-label={`Add a ${words.one}`} className={styles.stack}>
      <h3 className={styles.subTitle}>Add a {words.one}</h3>
      <PictureChooser label="Picture" onChoose={setPicture} field={form.field('picture')} inputRef={fileInput} />
      <BannerFields draft={draft} onChange={setDraft} form={form} />
      <FormMessage {...form.messageProps} />
      <SubmitButton isBusy={form.isSubmitting} busyText="Adding...">
        Add banner
      </SubmitButton>
    </form>
  );
}

/**
 * The banners of one kind (docs/product.md §13.8): in the home's order, each with its picture, title, link
 * and whether it is shown; move one up or down, change or delete it in its dialog, add one.
 */
export function BannerSection({
  kind,
  banners,
  done,
}: {
  kind: HomeBannerKind;
  banners: readonly HomeBannerRow[];
  done: HomeDone;
}) {
  const words = BANNER_WORDS[kind];
  const label = HOME_BANNER_KIND_LABELS[kind];
  const [editing, setEditing] = useState<number | null>(null);
  const moving = useRef<{ id: number; direction: 'up' | 'down' }>({ id: 0, direction: 'up' });
  const move = useHomeSave<never>(
    () => callApi(adminHomeContentRoutes.moveHomeBanner, moving.current),
    (answer) => done(answer, 'The order is saved.'),
  );
  const columns: DataColumn<HomeBannerRow>[] = [
    {
      key: 'picture',
      header: 'Picture',
      cell: (row) => <img src={row.thumbnail || row.picture} alt="" className={styles.bannerThumbnail} />,
    },
    {
      key: 'title',
      header: 'Title',
      isRowHeader: true,
      cell: (row) => (
        <>
          {row.title}
          <span className={pageStyles.secondLine}>{row.link}</span>
        </>
      ),
    },
    { key: 'shown', header: 'On the home', cell: (row) => (row.isShown ? 'Shown' : 'Hidden') },
    {
      key: 'order',
      header: 'Order',
      cell: (row) => (
        <MoveButtons
          name={row.title}
          isFirst={row.id === banners[0]?.id}
          isLast={row.id === banners.at(-1)?.id}
          isBusy={move.isSubmitting}
          onMove={(direction) => {
            moving.current = { id: row.id, direction };
            void move.submit();
          }}
        />
      ),
    },
    {
      key: 'change',
      header: 'Change',
      cell: (row) => (
        <Button size="small" variant="secondary" onClick={() => setEditing(row.id)} aria-label={`Change: ${row.title}`}>
          Change
        </Button>
      ),
    },
  ];
  const chosen = banners.find((banner) => banner.id === editing);
  return (
    <Card id={words.sectionId} title={label}>
      <p className={pageStyles.muted}>
        Shown in {words.where}, in this order; at most {HOME_BANNERS_PER_KIND}.
      </p>
      <FormMessage {...move.messageProps} />
      <DataTable
        caption={`${label}, in the home's order`}
        columns={columns}
        rows={banners}
        rowKey={(row) => row.id}
        empty={`No ${label.toLowerCase()} yet.`}
      />
      {banners.length < HOME_BANNERS_PER_KIND ? <AddBannerForm kind={kind} done={done} /> : null}
      {chosen ? (
        <BannerDialog
          key={chosen.id}
          banner={chosen}
          onClose={() => setEditing(null)}
          done={(answer, notice) => {
            setEditing(null);
            done(answer, notice);
          }}
        />
      ) : null}
    </Card>
  );
}
