import { useState } from 'react';
import { Button, callApi, FormMessage, TextField, type HomeContent } from '@storefront/shared-kernel';
import {
  adminHomeContentRoutes,
  PROMO_STRIP_MAX,
  type PromoStripAudience,
} from '@storefront/shared-kernel/back-office';
import { Card } from '../../components/card';
import { SubmitButton } from '../../components/submit-button';
import { useHomeSave, type HomeDone } from './use-home-save';
import styles from './home-content.module.css';

const AUDIENCES: { audience: PromoStripAudience; label: string; whom: string }[] = [
  { audience: 'visitor', label: 'For visitors', whom: 'visitors' },
  { audience: 'buyer', label: 'For signed-in buyers', whom: 'signed-in buyers' },
];
const HINT = `Plain text on one line, at most ${PROMO_STRIP_MAX} characters. Leave it empty to hide the strip.`;

/**
 * The promotional strip above every page's header (docs/product.md §3.4, §13.8): its text for visitors and for
 * signed-in buyers. Empty hides it; 'Use the standard wording' puts the storefront's own back.
 */
export function PromoStripSection({ strip, done }: { strip: HomeContent['promoStrip']; done: HomeDone }) {
  const [texts, setTexts] = useState({ visitor: strip.visitor, buyer: strip.buyer });
  const form = useHomeSave<PromoStripAudience>(
    () => callApi(adminHomeContentRoutes.setPromoStrip, { visitor: texts.visitor.trim(), buyer: texts.buyer.trim() }),
    (answer) => {
      setTexts({ visitor: answer.content.promoStrip.visitor, buyer: answer.content.promoStrip.buyer });
      done(answer, 'The promotional strip is saved.');
    },
  );
  return (
    <Card id="promo-strip" title="Promotional strip">
      <form {...form.formProps} aria-label="Promotional strip" className={styles.stack}>
        {AUDIENCES.map(({ audience, label, whom }) => (
          <div key={audience} className={styles.stack}>
            <TextField
              label={label}
              value={texts[audience]}
              onChange={(text) => setTexts({ ...texts, [audience]: text })}
              maxLength={PROMO_STRIP_MAX}
              hint={HINT}
              field={form.field(audience)}
            />
            <span>
              <Button
                size="small"
                variant="secondary"
                onClick={() => {
                  setTexts({ ...texts, [audience]: strip.standard[audience] });
                  form.field(audience).onEdit();
                }}
                aria-label={`Use the standard wording for ${whom}`}
              >
                Use the standard wording
              </Button>
            </span>
          </div>
        ))}
        <FormMessage {...form.messageProps} />
        <SubmitButton isBusy={form.isSubmitting}>Save the strip</SubmitButton>
      </form>
    </Card>
  );
}
