/**
 * A small WAV (RIFF, PCM) encoder for the call records: 8 kHz, mono, 16-bit little-endian samples behind the
 * 44-byte canonical header ('RIFF' size 'WAVE', the 'fmt ' chunk of 16 bytes, the 'data' chunk).
 */

export const WAV_HEADER_BYTES = 44;
export const SAMPLE_RATE = 8000;

export interface WavFormat {
  /** 1 = PCM. */
  audioFormat: number;
  channels: number;
  sampleRate: number;
  byteRate: number;
  blockAlign: number;
  bitsPerSample: number;
  /** Bytes of sample data. */
  dataBytes: number;
  /** Seconds of sound. */
  duration: number;
}

/** The WAV file of these 16-bit mono samples. */
export function encodeWav(samples: Int16Array, sampleRate = SAMPLE_RATE): Buffer {
  const dataBytes = samples.length * 2;
  const buffer = Buffer.alloc(WAV_HEADER_BYTES + dataBytes);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + dataBytes, 4);
  buffer.write('WAVE', 8, 'ascii');
  buffer.write('fmt ', 12, 'ascii');
  buffer.writeUInt32LE(16, 16); // the fmt chunk's size
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(sampleRate, 24);
  buffer.writeUInt32LE(sampleRate * 2, 28); // byte rate: rate × channels × 2 bytes
  buffer.writeUInt16LE(2, 32); // block align: channels × 2 bytes
  buffer.writeUInt16LE(16, 34); // bits per sample
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(dataBytes, 40);
  for (let i = 0; i < samples.length; i++) buffer.writeInt16LE(samples[i]!, WAV_HEADER_BYTES + i * 2);
  return buffer;
}

/** Reads back the canonical header of a PCM WAV file; throws on anything else. */
export function parseWavHeader(bytes: Uint8Array): WavFormat {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => buffer.toString('ascii', at, at + 4);
  if (buffer.length < WAV_HEADER_BYTES || tag(0) !== 'RIFF' || tag(8) !== 'WAVE' || tag(12) !== 'fmt ') {
    throw new Error('not a WAV file');
  }
  if (buffer.readUInt32LE(4) !== buffer.length - 8) throw new Error('the RIFF size does not match the file');
  if (buffer.readUInt32LE(16) !== 16 || tag(36) !== 'data') throw new Error('not a canonical PCM WAV header');
  const format = {
    audioFormat: buffer.readUInt16LE(20),
    channels: buffer.readUInt16LE(22),
    sampleRate: buffer.readUInt32LE(24),
    byteRate: buffer.readUInt32LE(28),
    blockAlign: buffer.readUInt16LE(32),
    bitsPerSample: buffer.readUInt16LE(34),
    dataBytes: buffer.readUInt32LE(40),
  };
  if (format.dataBytes !== buffer.length - WAV_HEADER_BYTES) throw new Error('the data size does not match the file');
  return { ...format, duration: format.dataBytes / format.byteRate };
}

/** The DTMF pairs (Hz) of the keys. */
const DTMF: Readonly<Record<string, readonly [number, number]>> = {
  '1': [697, 1209],
  '2': [697, 1336],
  '3': [697, 1477],
  '4': [770, 1209],
  '5': [770, 1336],
  '6': [770, 1477],
  '7': [852, 1209],
  '8': [852, 1336],
  '9': [852, 1477],
  '*': [941, 1209],
  '0': [941, 1336],
  '#': [941, 1477],
};

/** The Russian ring-back tone: 425 Hz. */
const RING_BACK_HZ = 425;

/**
 * A call record's sound, `seconds` long: one second of the ring-back tone, a pause, the callee's digits as DTMF
 * (100 ms each, 60 ms apart), then a quiet 425 Hz hum to the end. Deterministic (no noise).
 */
export function callSound(seconds: number, digits: string): Int16Array {
  const samples = new Int16Array(Math.round(seconds * SAMPLE_RATE));
  const tone = (from: number, length: number, freqs: readonly number[], amplitude: number) => {
    const end = Math.min(samples.length, from + length);
    for (let i = Math.max(0, from); i < end; i++) {
      const t = i / SAMPLE_RATE;
      const v = freqs.reduce((sum, f) => sum + Math.sin(2 * Math.PI * f * t), 0) / freqs.length;
      samples[i] = Math.round(v * amplitude);
    }
    return end;
  };
  const ms = (n: number) => Math.round((n * SAMPLE_RATE) / 1000);
  let at = tone(0, ms(1000), [RING_BACK_HZ], 8000) + ms(400);
  for (const key of digits) {
    const pair = DTMF[key];
    if (!pair) continue;
    at = tone(at, ms(100), pair, 12000) + ms(60);
  }
  tone(at + ms(300), samples.length, [RING_BACK_HZ], 1500);
  return samples;
}
