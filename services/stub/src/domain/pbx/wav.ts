/**
 * The call records' WAV files (RIFF, PCM): 8 kHz, mono, 16-bit samples behind the 44-byte canonical header, written
 * and read by the `wavefile` library.
 */
import wavefile from 'wavefile';

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
  const wav = new wavefile.WaveFile();
  wav.fromScratch(1, sampleRate, '16', samples);
  return Buffer.from(wav.toBuffer());
}

interface FmtChunk {
  chunkSize: number;
  audioFormat: number;
  numChannels: number;
  sampleRate: number;
  byteRate: number;
  blockAlign: number;
  bitsPerSample: number;
}

/** Reads back the format of a canonical PCM WAV file; throws on anything else. */
export function parseWavHeader(bytes: Uint8Array): WavFormat {
  const wav = new wavefile.WaveFile();
  try {
    wav.fromBuffer(bytes, false);
  } catch {
    throw new Error('not a WAV file');
  }
  const fmt = wav.fmt as FmtChunk;
  const dataBytes = (wav.data as { chunkSize: number }).chunkSize;
  if (wav.container !== 'RIFF' || fmt.chunkSize !== 16) throw new Error('not a canonical PCM WAV header');
  if (WAV_HEADER_BYTES + dataBytes !== bytes.byteLength) throw new Error('the data size does not match the file');
  return {
    audioFormat: fmt.audioFormat,
    channels: fmt.numChannels,
    sampleRate: fmt.sampleRate,
    byteRate: fmt.byteRate,
    blockAlign: fmt.blockAlign,
    bitsPerSample: fmt.bitsPerSample,
    dataBytes,
    duration: dataBytes / fmt.byteRate,
  };
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
