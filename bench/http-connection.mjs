// One kept-alive HTTP/1.1 connection for the benchmarks' load generators: a request at a time on one socket (as one
// autocannon connection), its answer read to the end. node:http's client cost the cart benchmark's generator about
// 150 µs of CPU per request at 5 connections and 200 µs at 50; on a 2-core machine the difference is taken from the
// database's backends and, through them, from the server measured. This writes the request head as one string and
// reads the answer with a small parser: status line, Content-Length or chunked body, Connection: close.
import { connect } from 'node:net';

const CRLF = Buffer.from('\r\n');
const HEAD_END = Buffer.from('\r\n\r\n');

export class HttpConnection {
  /** @param {string} origin e.g. http://127.0.0.1:4840 */
  constructor(origin) {
    const url = new URL(origin);
    if (url.protocol !== 'http:') throw new Error(`HttpConnection speaks plain http only, not ${url.protocol}`);
    this.host = url.hostname;
    this.port = Number(url.port || 80);
    this.hostHeader = url.host;
    this.socket = null;
    this.pending = null;
    this.buffer = Buffer.alloc(0);
  }

  /**
   * Sends one request and resolves with { status, body } (body a Buffer) once the whole answer has arrived.
   * @param {string} method
   * @param {string} path
   * @param {Record<string, string>} headers
   * @param {string} [body]
   */
  request(method, path, headers, body) {
    if (this.pending) return Promise.reject(new Error('one request at a time per connection'));
    const socket = this.socket ?? this.open();
    let head = `${method} ${path} HTTP/1.1\r\nhost: ${this.hostHeader}\r\n`;
    for (const name in headers) head += `${name}: ${headers[name]}\r\n`;
    if (body !== undefined) head += `content-length: ${Buffer.byteLength(body)}\r\n`;
    head += '\r\n';
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject, head: null, bodyStart: 0 };
      socket.write(body === undefined ? head : head + body);
    });
  }

  close() {
    const socket = this.socket;
    this.socket = null;
    this.buffer = Buffer.alloc(0);
    socket?.destroy();
  }

  open() {
    const socket = connect({ host: this.host, port: this.port, noDelay: true });
    socket.on('data', (chunk) => this.receive(chunk));
    const fail = (error) => {
      // A socket this connection already let go of (closed after `Connection: close`) fails nothing.
      if (this.socket !== socket) return;
      this.socket = null;
      this.buffer = Buffer.alloc(0);
      const pending = this.pending;
      this.pending = null;
      pending?.reject(error ?? new Error('the server closed the connection'));
    };
    socket.on('error', fail);
    socket.on('close', () => fail(null));
    this.socket = socket;
    return socket;
  }

  receive(chunk) {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    const pending = this.pending;
    if (!pending) return;
    try {
      this.answer(pending);
    } catch (error) {
      this.pending = null;
      this.close();
      pending.reject(error);
    }
  }

  answer(pending) {
    if (!pending.head) {
      const end = this.buffer.indexOf(HEAD_END);
      if (end < 0) return;
      pending.head = parseHead(this.buffer.toString('latin1', 0, end));
      pending.bodyStart = end + HEAD_END.length;
    }
    const { head, bodyStart } = pending;
    let body;
    let rest;
    if (head.chunked) {
      const decoded = decodeChunked(this.buffer, bodyStart);
      if (!decoded) return;
      [body, rest] = decoded;
    } else {
      const end = bodyStart + head.length;
      if (this.buffer.length < end) return;
      body = this.buffer.subarray(bodyStart, end);
      rest = end;
    }
    this.buffer = this.buffer.subarray(rest);
    this.pending = null;
    if (head.close) this.close();
    pending.resolve({ status: head.status, body });
  }
}

function parseHead(text) {
  const lines = text.split('\r\n');
  const status = Number(lines[0].slice(9, 12));
  let length = 0;
  let chunked = false;
  let close = false;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i];
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line
      .slice(colon + 1)
      .trim()
      .toLowerCase();
    if (name === 'content-length') length = Number(value);
    else if (name === 'transfer-encoding') chunked = value.includes('chunked');
    else if (name === 'connection') close = value === 'close';
  }
  return { status, length, chunked, close };
}

/** A chunked body from `start`: [body, index after it], or null until all of it has arrived. */
function decodeChunked(buffer, start) {
  const parts = [];
  let at = start;
  for (;;) {
    const lineEnd = buffer.indexOf(CRLF, at);
    if (lineEnd < 0) return null;
    const size = parseInt(buffer.toString('latin1', at, lineEnd), 16);
    if (Number.isNaN(size)) throw new Error('malformed chunked body');
    const dataStart = lineEnd + 2;
    if (size === 0) {
      // No trailers are sent by the servers measured: the last chunk is followed by one empty line.
      if (buffer.length < dataStart + 2) return null;
      return [Buffer.concat(parts), dataStart + 2];
    }
    if (buffer.length < dataStart + size + 2) return null;
    parts.push(buffer.subarray(dataStart, dataStart + size));
    at = dataStart + size + 2;
  }
}
