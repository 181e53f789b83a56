import { useState } from 'react';
import { callApi, TextField, type AnswerOf, type ContentPage } from '@storefront/shared-kernel';
import { adminContentRoutes, CONTENT_PAGE_LIMITS } from '@storefront/shared-kernel/back-office';
import { Card } from '../../components/card';
import { SubmitButton } from '../../components/submit-button';
import { SaveFailure, useVersionedSave } from '../../components/use-versioned-save';
import { PAGE_RECORD } from './content-words';
import { PagePreview } from './page-preview';
import styles from './content.module.css';

type PageAnswer = AnswerOf<typeof adminContentRoutes.contentPageDetail>;

export interface PageFormProps {
  /** The page as the member read it: the form starts from it, and its version goes with the save. */
  page: ContentPage;
  onSaved: (answer: PageAnswer, notice: string) => void;
  onReload: () => void;
}

/**
 * A page's title and HTML, with its live preview beside them (docs/product.md §13.7). Saving sends the version
 * read: a page another member saved meanwhile is refused, with Reload, and what was typed stays.
 */
export function PageForm({ page, onSaved, onReload }: PageFormProps) {
  const [title, setTitle] = useState(page.title);
  const [html, setHtml] = useState(page.html);
  const save = useVersionedSave<'title' | 'html'>(PAGE_RECORD, async () => {
    const answer = await callApi(adminContentRoutes.saveContentPage, {
      code: page.code,
      version: page.version,
      title,
      html,
    });
    onSaved(
      answer,
      answer.page.version === page.version
        ? 'Nothing changed: the page already says this.'
        : `Page saved as version ${answer.page.version}. Buyers see it on their next load.`,
    );
  });
  return (
    <div className={styles.editor}>
      <Card id="page-form-title" title="Title and HTML">
        <form {...save.form.formProps} aria-labelledby="page-form-title">
          <TextField
            label="Title"
            name="title"
            value={title}
            onChange={setTitle}
            maxLength={CONTENT_PAGE_LIMITS.titleLength}
            hint={`Left empty, the storefront shows "${page.defaultTitle}".`}
            field={save.form.field('title')}
          />
          <TextField
            label="HTML"
            name="html"
            multiline
            value={html}
            onChange={setHtml}
            maxLength={CONTENT_PAGE_LIMITS.htmlLength}
            className={styles.htmlField}
            hint="Headings, paragraphs, lists, links, pictures and tables. Scripts, styles, forms and event handlers are taken out as the page is saved, as the storefront does."
            field={save.form.field('html')}
          />
          <SaveFailure save={save} onReload={onReload} />
          <SubmitButton isBusy={save.form.isSubmitting} busyText="Saving...">
            Save page
          </SubmitButton>
        </form>
      </Card>
      <Card id="page-preview-title" title="Preview">
        <PagePreview
          title={title}
          defaultTitle={page.defaultTitle}
          html={html}
          label={`Preview of ${title || page.defaultTitle}`}
        />
      </Card>
    </div>
  );
}
