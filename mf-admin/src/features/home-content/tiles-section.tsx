import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, callApi, FormMessage, SelectField, type HomeContent } from '@storefront/shared-kernel';
import { adminHomeContentRoutes, HOME_TILES_MAX, type HomeChoiceMode } from '@storefront/shared-kernel/back-office';
import pageStyles from '../../components/admin.module.css';
import { Card } from '../../components/card';
import { SubmitButton } from '../../components/submit-button';
import { CATEGORIES_PAGE } from './home-content-words';
import { ListField, OrderedPicks } from './ordered-picks';
import { useHomeSave, type HomeDone } from './use-home-save';
import styles from './home-content.module.css';

const MODES: { value: HomeChoiceMode; label: string }[] = [
  { value: 'rule', label: "Every second-level category, in the menu's order" },
  { value: 'picked', label: 'The categories picked below, in their order' },
];

/**
 * The home's 'Shop Categories' tiles (docs/product.md §13.8): every second-level category (the rule), or the
 * categories picked, in order. The tiles' pictures are the categories' own, changed on the Categories page.
 */
export function TilesSection({ tiles, done }: { tiles: HomeContent['tiles']; done: HomeDone }) {
  const [mode, setMode] = useState<HomeChoiceMode>(tiles.mode);
  const [picked, setPicked] = useState<number[]>(tiles.picked);
  const [adding, setAdding] = useState('');
  const byId = new Map(tiles.categories.map((c) => [c.id, c]));
  const form = useHomeSave<'mode' | 'categoryIds'>(
    () => callApi(adminHomeContentRoutes.setHomeTiles, { mode, categoryIds: picked }),
    (answer) => {
      setMode(answer.content.tiles.mode);
      setPicked(answer.content.tiles.picked);
      done(answer, 'The category tiles are saved.');
    },
    {
      validate: () =>
        mode === 'picked' && picked.length === 0
          ? { categoryIds: 'Pick at least one category, or show every second-level category' }
          : undefined,
    },
  );
  const choices = tiles.categories
    .filter((c) => !picked.includes(c.id))
    .map((c) => ({ value: String(c.id), label: c.path }));
  const add = () => {
    const id = Number(adding);
    if (!byId.has(id) || picked.includes(id)) return;
    setPicked([...picked, id]);
    setAdding('');
    form.field('categoryIds').onEdit();
  };
  const shown = tiles.shown.map((id) => byId.get(id)?.name).filter(Boolean);
  return (
    <Card id="tiles" title="Category tiles">
      <p className={pageStyles.muted}>
        The home shows now: {shown.length > 0 ? shown.join(', ') : 'no tiles'}. Their pictures are the categories'
        tiles, changed on the <Link to={CATEGORIES_PAGE}>Categories page</Link>.
      </p>
      <form {...form.formProps} aria-label="Category tiles" className={styles.stack}>
        <SelectField
          label="The tiles show"
          value={mode}
          onChange={(value) => setMode(value as HomeChoiceMode)}
          options={MODES}
          field={form.field('mode')}
        />
        <ListField field={form.field('categoryIds')}>
          <OrderedPicks
            label="Categories picked"
            items={picked.map((id) => {
              const category = byId.get(id);
              const name = category?.name ?? `Category ${id}`;
              return {
                key: String(id),
                name,
                content: (
                  <>
                    {category?.tile ? <img src={category.tile} alt="" className={styles.tileThumbnail} /> : null}
                    {category?.path ?? name}
                  </>
                ),
              };
            })}
            onChange={(keys) => setPicked(keys.map(Number))}
            empty="No categories picked."
          />
        </ListField>
        {picked.length < HOME_TILES_MAX ? (
          <div className={styles.addRow}>
            <SelectField
              label="Category to add"
              value={adding}
              onChange={setAdding}
              options={choices}
              placeholder="Choose a category"
            />
            <Button variant="secondary" onClick={add} disabled={adding === ''}>
              Add category
            </Button>
          </div>
        ) : (
          <p className={pageStyles.muted}>At most {HOME_TILES_MAX} categories.</p>
        )}
        <FormMessage {...form.messageProps} />
        <SubmitButton isBusy={form.isSubmitting}>Save tiles</SubmitButton>
      </form>
    </Card>
  );
}
