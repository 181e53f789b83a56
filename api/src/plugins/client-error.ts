import type { Socket } from 'node:net';

/**
 * A request Node's parser refuses before any route sees it (an address or headers past 16 KB, a
 * malformed request line) gets the API's own error shape, `{ is_success: false, message, code }`,
 * like every other refusal, instead of the framework's.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const body = JSON.stringify({
    is_success: false,
    message: tooLarge ? 'The address or headers of the request are too large.' : 'The request could not be read.',
    code: tooLarge ? 'HEADERS_TOO_LARGE' : 'BAD_REQUEST',
  });
  const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}
