import crypto from 'node:crypto';
import type { Deps } from '../../deps';

export interface Subscriber {
  email: string;
  firstname: string;
  lastname: string;
  tags: string[];
}

/**
 * Stores the sign-up (the list of record), then forwards it to Mailchimp when a key is configured, after the
 * answer; the sign-up keeps whether Mailchimp took it, and why not, which the back office shows
 * (docs/product.md §9.4, §13.7).
 */
export async function subscribe(deps: Deps, input: Subscriber) {
  await deps.db
    .insertInto('newsletter_subscribers')
    .values({ email: input.email, firstname: input.firstname, lastname: input.lastname, tags: input.tags.join(',') })
    .onConflict((oc) => oc.column('email').doUpdateSet({ tags: input.tags.join(',') }))
    .execute();
  if (deps.config.mailchimpApiKey && deps.config.mailchimpListId)
    deps.background.run(
      () => forward(deps, input),
      (error: unknown) => deps.log.warn({ err: error }, 'mailchimp forward failed'),
    );
  return { is_success: true as const, success: true as const, message: 'Thank you for subscribing!' };
}

/** Forwards one sign-up and keeps the outcome on it: when it was taken, or why not (the last failure). */
async function forward(deps: Deps, input: Subscriber): Promise<void> {
  const kept = deps.db.updateTable('newsletter_subscribers').where('email', '=', input.email);
  try {
    await forwardToMailchimp(deps, input);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await kept.set({ forward_failure: reason.slice(0, 200) }).execute();
    throw error;
  }
  await kept.set({ forwarded_at: new Date(), forward_failure: '' }).execute();
}

async function forwardToMailchimp(deps: Deps, input: Subscriber): Promise<void> {
  const key = deps.config.mailchimpApiKey!;
  const dc = key.split('-')[1] ?? 'us1';
  const hash = crypto.createHash('md5').update(input.email).digest('hex');
  const url = `https://${dc}.api.mailchimp.com/3.0/lists/${deps.config.mailchimpListId}/members/${hash}`;
  const response = await fetch(url, {
    method: 'PUT',
    headers: {
      authorization: `Basic ${Buffer.from(`storefront:${key}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      email_address: input.email,
      status_if_new: 'subscribed',
      merge_fields: { FNAME: input.firstname, LNAME: input.lastname },
      tags: input.tags,
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`Mailchimp answered ${response.status}`);
}
