import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { messages } from '../lib/http-error';

/**
 * Node hands a CONNECT request to the server's 'connect' listeners instead of the router, and with
 * none it closes the socket without a word. This is not a proxy: 405 in the error shape.
 */
export function answerConnect(_request: IncomingMessage, socket: Duplex): void {
  const body = JSON.stringify({ code: 405, message: messages.methodNotAllowed });
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST, PUT, PATCH, DELETE\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
