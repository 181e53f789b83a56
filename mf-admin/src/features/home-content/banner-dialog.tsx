import { useState } from 'react';
import { Button, callApi, Dialog, FormMessage, type HomeBannerRow } from '@storefront/shared-kernel';
import { adminHomeContentRoutes } from '@storefront/shared-kernel/back-office';
import { SubmitButton } from '../../components/submit-button';
import { PictureChooser } from '../../components/picture-chooser';
import { sendPictures } from '../../components/send-pictures';
import { BannerFields, checkBanner, type BannerDraft, type BannerField } from './banner-fields';
import { useHomeSave, type HomeDone } from './use-home-save';
import styles from './home-content.module.css';

/** One banner's changes, in a dialog: its words, its picture, and deleting it. */
export function BannerDialog({
  banner,
  onClose,
  done,
}: {
  banner: HomeBannerRow;
  onClose: () => void;
  done: HomeDone;
}) {
  const [draft, setDraft] = useState<BannerDraft>({ title: banner.title, link: banner.link, isShown: banner.isShown });
  const [picture, setPicture] = useState<File[]>([]);
  const save = useHomeSave<BannerField>(
    () =>
      callApi(adminHomeContentRoutes.changeHomeBanner, {
        id: banner.id,
        title: draft.title.trim(),
        link: draft.link.trim(),
        isShown: draft.isShown,
      }),
    (answer) => done(answer, `${draft.title.trim()} is saved.`),
    { validate: () => checkBanner(draft) },
  );
  const upload = useHomeSave<'picture'>(
    () => sendPictures(adminHomeContentRoutes.uploadHomeBannerPicture, { id: banner.id }, 'picture', picture),
    (answer) => done(answer, `${banner.title} has its new picture.`),
    { validate: () => (picture.length === 0 ? { picture: 'Choose the picture' } : undefined) },
  );
  const remove = useHomeSave<never>(
    () => callApi(adminHomeContentRoutes.deleteHomeBanner, { id: banner.id }),
    (answer) => done(answer, `${banner.title} is deleted.`),
  );
  return (
    <Dialog open onClose={onClose} title={`Change ${banner.title}`}>
      <form {...save.formProps} aria-label="The banner's words" className={styles.stack}>
        <BannerFields draft={draft} onChange={setDraft} form={save} />
        <FormMessage {...save.messageProps} />
        <SubmitButton isBusy={save.isSubmitting}>Save banner</SubmitButton>
      </form>
      <form {...upload.formProps} aria-label="The banner's picture" className={styles.stack}>
        <img src={banner.thumbnail || banner.picture} alt="" className={styles.bannerPreview} />
        <PictureChooser label="New picture" onChoose={setPicture} field={upload.field('picture')} />
        <FormMessage {...upload.messageProps} />
        <SubmitButton isBusy={upload.isSubmitting} busyText="Uploading...">
          Upload picture
        </SubmitButton>
      </form>
      <div className={styles.stack}>
        <Button variant="secondary" isBusy={remove.isSubmitting} onClick={() => void remove.submit()}>
          Delete banner
        </Button>
        <FormMessage {...remove.messageProps} />
      </div>
    </Dialog>
  );
}
