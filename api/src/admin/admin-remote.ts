import type { AdminChannel } from './admin-channel';

export type RemoteCommand = { command: 'list-pending' } | { command: 'approve' | 'reject'; email: string };

/** What the server answers a command: the pending list, or whether the account was found and already so. */
export interface RemoteAnswer {
  pending?: PendingRow[];
  found?: boolean;
  unchanged?: boolean;
}

export interface PendingRow {
  email: string;
  company: string;
  name: string;
  tel: string;
  state: string;
  registered: string;
}

/**
 * Sends one admin command to the running server (which owns the embedded database). Returns null
 * when no server answers there, so the caller can open the database itself.
 */
export async function runThroughServer(
  channel: AdminChannel,
  apiKey: string,
  request: RemoteCommand,
): Promise<RemoteAnswer | null> {
  const headers = { 'x-admin-token': channel.token, 'x-api-key': apiKey, 'content-type': 'application/json' };
  let response: Response;
  try {
    response =
      request.command === 'list-pending'
        ? await fetch(`${channel.url}/api/admin/pending`, { headers })
        : await fetch(`${channel.url}/api/admin/${request.command}`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ email: request.email }),
          });
  } catch {
    return null; // no server there any more: the channel file is left from a stopped one
  }
  const body = (await response.json()) as RemoteAnswer & { message?: string };
  if (!response.ok) throw new Error(body.message ?? `The server refused the command (${response.status})`);
  return body;
}
