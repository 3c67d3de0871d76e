// The hub's floor: a bare node:http server-sent-event server. GET opens a stream (the headers a Mercure hub sends);
// POST takes a form body and writes its `data` to every open stream as one event with a sequential id.
import { createServer } from 'node:http';

const streams = new Set();
let seq = 0;

createServer((req, res) => {
  if (req.method === 'POST') {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const data = new URLSearchParams(body).get('data') ?? '';
      const id = `urn:uuid:bare-${++seq}`;
      const event = `id: ${id}\ndata: ${data}\n\n`;
      for (const stream of streams) stream.write(event);
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(id);
    });
    return;
  }
  if (req.url === '/') {
    res.end('ok');
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.flushHeaders();
  streams.add(res);
  res.once('close', () => streams.delete(res));
}).listen(Number(process.env.PORT), '127.0.0.1');
