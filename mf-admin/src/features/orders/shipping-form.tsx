import { useState, type FormEvent } from 'react';
import {
  callApi,
  SelectField,
  TextField,
  type AdminOrderLine,
  type LineShippingStatus,
} from '@storefront/shared-kernel';
import { adminOrderRoutes } from '@storefront/shared-kernel/back-office';
import pageStyles from '../../components/admin.module.css';
import { Card } from '../../components/card';
import { SubmitButton } from '../../components/submit-button';
import { SaveFailure } from '../../components/use-versioned-save';
import { LINE_SHIPPING_CHOICES, NOTHING_CHANGED, SAVED } from './order-words';
import { useOrderSave, type OrderFormProps } from './use-order-save';
import styles from './orders.module.css';

type LineField = 'shippingStatus' | 'carrier' | 'trackingNo' | 'shipDate';
/** A field of one line, named with the line's id: `carrier:12`. */
type Field = `${LineField}:${number}` | 'lines';

type LineDraft = Record<LineField, string>;

const draftOf = (line: AdminOrderLine): LineDraft => ({
  shippingStatus: line.shippingStatus,
  carrier: line.carrier,
  trackingNo: line.trackingNo,
  shipDate: line.shipDate ?? '',
});

const draftsOf = (lines: readonly AdminOrderLine[]): Record<number, LineDraft> =>
  Object.fromEntries(lines.map((line) => [line.lineId, draftOf(line)]));

const trimmed = (draft: LineDraft): LineDraft => ({
  shippingStatus: draft.shippingStatus,
  carrier: draft.carrier.trim(),
  trackingNo: draft.trackingNo.trim(),
  shipDate: draft.shipDate.trim(),
});

const isSame = (a: LineDraft, b: LineDraft) =>
  a.shippingStatus === b.shippingStatus &&
  a.carrier === b.carrier &&
  a.trackingNo === b.trackingNo &&
  a.shipDate === b.shipDate;

const CARRIER_REQUIRED = 'Carrier is required for a shipped line';

/**
 * The API names a refused line by its place in the list sent (`lines.0.carrier`); the form names its fields
 * by line id (`carrier:12`), so each message lands on the field of the line it is about.
 */
function withLineFields(error: unknown, sent: readonly { lineId: number }[]): unknown {
  const response = (error as { response?: { status?: unknown; data?: unknown } } | null)?.response;
  const data = response?.data as { fields?: Record<string, unknown> } | undefined;
  if (!response || !data?.fields || typeof data.fields !== 'object') return error;
  const fields: Record<string, unknown> = {};
  for (const [path, messages] of Object.entries(data.fields)) {
    const match = /^lines\.(\d+)\.(\w+)$/.exec(path);
    const line = match ? sent[Number(match[1])] : undefined;
    const name = match?.[2] === 'lineId' ? 'shippingStatus' : match?.[2];
    fields[line && name ? `${name}:${line.lineId}` : path] = messages;
  }
  return { response: { ...response, data: { ...data, fields } } };
}

/**
 * Each line's shipping (docs/product.md §13.3): status, carrier, tracking number and ship date, several lines
 * in one save ('Save shipping'), which sends the lines changed. The order's status follows its lines.
 */
export function ShippingForm({ order, onSaved, onReload }: OrderFormProps) {
  const [drafts, setDrafts] = useState(() => draftsOf(order.lines));
  const linesOf = () =>
    order.lines.flatMap((line) => {
      const draft = trimmed(drafts[line.lineId] ?? draftOf(line));
      return isSame(draft, draftOf(line)) ? [] : [{ lineId: line.lineId, ...draft }];
    });
  const save = useOrderSave<Field>(
    async () => {
      const changed = linesOf();
      const lines = changed.map(({ lineId, shippingStatus, carrier, trackingNo, shipDate }) => ({
        lineId,
        shippingStatus: shippingStatus as LineShippingStatus,
        carrier,
        trackingNo,
        ...(shipDate ? { shipDate } : {}),
      }));
      try {
        const answer = await callApi(adminOrderRoutes.shipOrderLines, {
          orderNo: order.orderNo,
          version: order.version,
          lines,
        });
        setDrafts(draftsOf(answer.order.lines));
        onSaved(answer.order, SAVED.shipping);
      } catch (error) {
        throw withLineFields(error, lines);
      }
    },
    {
      validate: () => {
        const errors: Partial<Record<Field, string>> = {};
        for (const line of linesOf())
          if (line.shippingStatus === 'SHIPPED' && line.carrier === '')
            errors[`carrier:${line.lineId}`] = CARRIER_REQUIRED;
        return errors;
      },
    },
  );
  const { form } = save;

  if (order.nextStatuses.length === 0)
    return (
      <Card id="shipping-title" title="Shipping">
        <p>The lines of a {order.status} order no longer change.</p>
      </Card>
    );

  const set = (lineId: number, name: LineField) => (value: string) =>
    setDrafts((current) => ({ ...current, [lineId]: { ...(current[lineId] as LineDraft), [name]: value } }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (linesOf().length === 0) {
      event.preventDefault();
      form.show({}, NOTHING_CHANGED);
      return;
    }
    form.formProps.onSubmit(event);
  };

  return (
    <Card id="shipping-title" title="Shipping">
      <form {...form.formProps} onSubmit={submit} aria-labelledby="shipping-title">
        {order.lines.map((line, index) => {
          const draft = drafts[line.lineId] ?? draftOf(line);
          // A status the desk does not set (an older order's) still shows as it is.
          const statuses = [...new Set<string>([...LINE_SHIPPING_CHOICES, line.shippingStatus])];
          return (
            <fieldset key={line.lineId} className={styles.line}>
              <legend className={styles.lineLegend}>
                Line {index + 1}: {line.sku} · {line.title}
                {line.color ? ` · ${line.color}` : ''} (qty {line.qty})
              </legend>
              <div className={pageStyles.fields}>
                <SelectField
                  label="Shipping status"
                  value={draft.shippingStatus}
                  onChange={set(line.lineId, 'shippingStatus')}
                  options={statuses.map((status) => ({ value: status, label: status }))}
                  field={form.field(`shippingStatus:${line.lineId}`)}
                />
                <TextField
                  label="Carrier"
                  value={draft.carrier}
                  onChange={set(line.lineId, 'carrier')}
                  maxLength={60}
                  field={form.field(`carrier:${line.lineId}`)}
                />
                <TextField
                  label="Tracking number"
                  value={draft.trackingNo}
                  onChange={set(line.lineId, 'trackingNo')}
                  maxLength={100}
                  field={form.field(`trackingNo:${line.lineId}`)}
                />
                <TextField
                  label="Ship date"
                  type="date"
                  value={draft.shipDate}
                  onChange={set(line.lineId, 'shipDate')}
                  hint="Empty: today, once shipped."
                  field={form.field(`shipDate:${line.lineId}`)}
                />
              </div>
            </fieldset>
          );
        })}
        <SaveFailure save={save} onReload={onReload} />
        <SubmitButton isBusy={form.isSubmitting}>Save shipping</SubmitButton>
      </form>
    </Card>
  );
}
