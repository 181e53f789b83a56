import type { Body, TestApp } from '../helpers';

/** A file a message carries in a test. */
export interface Upload {
  name: string;
  data: Buffer;
  type?: string;
}

const formOf = (fields: Record<string, string>, files: Upload[]) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const f of files) body.append('files', new Blob([new Uint8Array(f.data)], { type: f.type ?? '' }), f.name);
  return body;
};

const buyerHeaders = (token: string) => ({ 'x-api-key': 'storefront-web', authorization: `Bearer ${token}` });

/** The contact form as the page sends it (docs/product.md §9.1): csInfo as JSON text, destination, files. */
export const contactUs = (
  t: TestApp,
  token: string,
  info: { firstname?: string; lastname?: string; email?: string; message: string; kind?: string },
  files: Upload[] = [],
) =>
  t.raw('POST', '/api/customer/register-cs', {
    headers: buyerHeaders(token),
    body: formOf(
      {
        csInfo: JSON.stringify({ firstname: 'Dana', lastname: 'Reyes', email: 'dana@example.com', ...info }),
        destination: 'contactus',
      },
      files,
    ),
  });

/** A message added to a case with files: multipart, as the Messages page sends one with attachments. */
export const addMessageWithFiles = (t: TestApp, token: string, caseNo: number, message: string, files: Upload[]) =>
  t.raw('POST', '/api/service/add', {
    headers: buyerHeaders(token),
    body: formOf({ caseNo: String(caseNo), message }, files),
  });

/** A GET answered with a file (a download), its headers and bytes. */
export const download = (t: TestApp, url: string, token: string | undefined, query: Record<string, unknown>) =>
  t.raw(
    'GET',
    `/api${url}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
    {
      headers: { 'x-api-key': 'storefront-web', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    },
  );

/** A mail's text as written: quoted-printable soft breaks and escapes undone. */
export const readable = (mail: string) =>
  mail
    .replace(/\r\n/g, '\n')
    .replace(/=\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The mails written since the outbox held `before` of them (work still running has settled). */
export const mailsSince = async (t: TestApp, before: number) => {
  await t.settled();
  return t.outbox().slice(before).map(readable);
};

/** A mail's header value (`Subject`, `To`), unfolded. */
export const headerOf = (mail: string, name: string) =>
  new RegExp(`^${name}: (.*(?:\\n[ \\t].*)*)`, 'm').exec(mail)?.[1]?.replace(/\n[ \t]+/g, ' ');

/** A staff member's view of a case (the desk's detail). */
export const staffCase = async (t: TestApp, token: string, caseNo: number): Promise<Body> =>
  (await t.get('/admin/service/detail', { token, query: { caseNo } })).body.case;
