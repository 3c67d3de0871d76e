// The worker thread of an XLSX build: the stub's main thread reads the rows from the world and posts them here in
// batches (`{rows}`, each answered `{ack}` once written); `{finish: true}` answers `{bytes}` (the file), and any
// failure `{error}`. Its workerData: `{columns, sheetName}` (xlsx-sheet.mjs).
import { Writable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import { openSheet } from './xlsx-sheet.mjs';

const chunks = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    chunks.push(chunk);
    done();
  },
});
const ended = new Promise((resolve, reject) => {
  stream.on('finish', resolve);
  stream.on('error', reject);
});
const sheet = openSheet(stream, workerData.columns, workerData.sheetName);

parentPort.on('message', async (message) => {
  try {
    if (message.rows) {
      for (const values of message.rows) sheet.addRow(values);
      parentPort.postMessage({ ack: message.rows.length });
    } else if (message.finish) {
      await sheet.finish();
      await ended;
      const joined = Buffer.concat(chunks);
      // A file of its own memory (a small Buffer lies in a shared pool, which cannot be handed over).
      const bytes =
        joined.byteOffset === 0 && joined.byteLength === joined.buffer.byteLength ? joined : Uint8Array.from(joined);
      parentPort.postMessage({ bytes }, [bytes.buffer]);
    }
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
