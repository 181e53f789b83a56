import { TextField, type SubmitForm } from '@storefront/shared-kernel';
import {
  HOME_BANNER_LINK_MAX,
  HOME_BANNER_TITLE_MAX,
  isSafeLink,
  LINK_RULE,
} from '@storefront/shared-kernel/back-office';
import { CheckboxField } from '../../components/checkbox-field';
import pageStyles from '../../components/admin.module.css';
import { LINK_HINT } from './home-content-words';

export interface BannerDraft {
  title: string;
  link: string;
  isShown: boolean;
}

export type BannerField = 'title' | 'link' | 'isShown' | 'picture';

/** The form's own checks of a banner's words, as the API makes them (the API checks again). */
export const checkBanner = (draft: BannerDraft): Partial<Record<BannerField, string>> | undefined => {
  const errors: Partial<Record<BannerField, string>> = {};
  if (draft.title.trim() === '') errors.title = 'Title is required';
  if (draft.link.trim() === '') errors.link = 'Link is required';
  else if (!isSafeLink(draft.link.trim())) errors.link = LINK_RULE;
  return Object.keys(errors).length > 0 ? errors : undefined;
};

/** A banner's title, link and whether the home shows it. */
export function BannerFields({
  draft,
  onChange,
  form,
}: {
  draft: BannerDraft;
  onChange: (draft: BannerDraft) => void;
  form: SubmitForm<BannerField>;
}) {
  return (
    <div className={pageStyles.fields}>
      <TextField
        label="Title"
        value={draft.title}
        onChange={(title) => onChange({ ...draft, title })}
        maxLength={HOME_BANNER_TITLE_MAX}
        hint="Also the picture's text for those who cannot see it."
        field={form.field('title')}
        isRequired
      />
      <TextField
        label="Link"
        value={draft.link}
        onChange={(link) => onChange({ ...draft, link })}
        maxLength={HOME_BANNER_LINK_MAX}
        hint={LINK_HINT}
        field={form.field('link')}
        isRequired
      />
      <CheckboxField
        label="Show on the home page"
        checked={draft.isShown}
        onChange={(isShown) => onChange({ ...draft, isShown })}
        field={form.field('isShown')}
      />
    </div>
  );
}
