import { useState } from 'react';
import { Button, callApi, FormMessage, SelectField, TextField, type HomeRail } from '@storefront/shared-kernel';
import {
  adminHomeContentRoutes,
  HOME_RAIL_PICKS_MAX,
  HOME_RAIL_RULES,
  HOME_RAIL_TITLES,
  type HomeChoiceMode,
} from '@storefront/shared-kernel/back-office';
import pageStyles from '../../components/admin.module.css';
import { Card } from '../../components/card';
import { SubmitButton } from '../../components/submit-button';
import { ListField, OrderedPicks } from './ordered-picks';
import { useHomeSave, type HomeDone } from './use-home-save';
import styles from './home-content.module.css';

interface Pick {
  sku: string;
  /** '' for one added here and not saved yet (the answer to the save names it). */
  title: string;
  isListed: boolean;
}

type RailField = 'mode' | 'skus' | 'adding';

/** One rail's choice: its rule, or the products picked by SKU, in order. */
function RailForm({ rail, done }: { rail: HomeRail; done: HomeDone }) {
  const title = HOME_RAIL_TITLES[rail.rail];
  const most = HOME_RAIL_PICKS_MAX[rail.rail];
  const [mode, setMode] = useState<HomeChoiceMode>(rail.mode);
  const [picks, setPicks] = useState<Pick[]>(rail.picks);
  const [adding, setAdding] = useState('');
  const form = useHomeSave<RailField>(
    () => callApi(adminHomeContentRoutes.setHomeRail, { rail: rail.rail, mode, skus: picks.map((pick) => pick.sku) }),
    (answer) => {
      // The saved picks as the catalogue spells them, with their titles.
      const saved = answer.content.rails.find((each) => each.rail === rail.rail);
      if (saved) {
        setMode(saved.mode);
        setPicks(saved.picks);
      }
      done(answer, `${title} is saved.`);
    },
    {
      validate: () =>
        mode === 'picked' && picks.length === 0 ? { skus: 'Pick at least one product, or follow the rule' } : undefined,
    },
  );
  const add = () => {
    const sku = adding.trim();
    const same = (pick: Pick) => pick.sku.toLowerCase() === sku.toLowerCase();
    if (sku === '') form.show({ adding: 'Enter the SKU' });
    else if (picks.some(same)) form.show({ adding: `${sku} is picked already` });
    else if (picks.length >= most) form.show({ adding: `${title} shows at most ${most} products` });
    else {
      setPicks([...picks, { sku, title: '', isListed: true }]);
      setAdding('');
      form.field('skus').onEdit();
    }
  };
  const describe = (pick: Pick) => (
    <>
      <strong>{pick.sku}</strong> {pick.title}
      {pick.isListed ? null : <span className={pageStyles.secondLine}>Not shown to buyers</span>}
    </>
  );
  return (
    <form {...form.formProps} aria-labelledby={`rail-${rail.rail}`} className={styles.rail}>
      <h3 id={`rail-${rail.rail}`} className={styles.subTitle}>
        {title}
      </h3>
      <p className={pageStyles.muted}>
        Shows now: {rail.showing.length > 0 ? rail.showing.map((p) => p.title).join(', ') : 'no products'}.
      </p>
      <SelectField
        label={`${title} shows`}
        value={mode}
        onChange={(value) => setMode(value as HomeChoiceMode)}
        options={[
          { value: 'rule', label: `By its rule: ${HOME_RAIL_RULES[rail.rail]}` },
          { value: 'picked', label: 'The products picked below, in their order' },
        ]}
        field={form.field('mode')}
      />
      <ListField field={form.field('skus')}>
        <OrderedPicks
          label={`Products picked for ${title}`}
          items={picks.map((pick) => ({ key: pick.sku, name: pick.sku, content: describe(pick) }))}
          onChange={(keys) => setPicks(keys.map((key) => picks.find((pick) => pick.sku === key)!))}
          empty="No products picked."
        />
      </ListField>
      <div className={styles.addRow}>
        <TextField
          label="SKU to add"
          value={adding}
          onChange={setAdding}
          hint={`At most ${most} products; each must be shown to buyers (active, with a picture).`}
          field={form.field('adding')}
          onKeyDown={(event) => {
            // Enter adds the SKU rather than saving the rail.
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="secondary" onClick={add}>
          Add product
        </Button>
      </div>
      <FormMessage {...form.messageProps} />
      <SubmitButton isBusy={form.isSubmitting}>Save {title}</SubmitButton>
    </form>
  );
}

/** The home's product rails (docs/product.md §13.8): Best Sellers, New Arrivals and Featured Products. */
export function RailsSection({ rails, done }: { rails: readonly HomeRail[]; done: HomeDone }) {
  return (
    <Card id="rails" title="Product rails">
      <p className={pageStyles.muted}>
        Each rail follows its rule, or shows the products picked for it in their order. A picked product that is hidden
        or loses its picture later is left out until it is shown again.
      </p>
      {rails.map((rail) => (
        <RailForm key={rail.rail} rail={rail} done={done} />
      ))}
    </Card>
  );
}
