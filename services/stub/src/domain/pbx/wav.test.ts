import { describe, expect, it } from 'vitest';
import { SAMPLE_RATE, WAV_HEADER_BYTES, callSound, encodeWav, parseWavHeader } from './wav';

describe('the WAV encoder', () => {
  it('writes the 44-byte canonical PCM header, 8 kHz mono 16-bit, that parses back', () => {
    const wav = encodeWav(callSound(3, '+79161234567'));
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
    expect(wav.length).toBe(WAV_HEADER_BYTES + 3 * SAMPLE_RATE * 2);
    expect(parseWavHeader(wav)).toEqual({
      audioFormat: 1,
      channels: 1,
      sampleRate: 8000,
      byteRate: 16000,
      blockAlign: 2,
      bitsPerSample: 16,
      dataBytes: 48000,
      duration: 3,
    });
  });

  it('keeps the samples little-endian after the header', () => {
    const wav = encodeWav(Int16Array.from([0, 1, -1, 32767, -32768]));
    expect([0, 1, 2, 3, 4].map((k) => wav.readInt16LE(WAV_HEADER_BYTES + k * 2))).toEqual([0, 1, -1, 32767, -32768]);
  });

  it('sounds: a ring-back tone, the DTMF digits, never clipped, the same for the same digits', () => {
    const sound = callSound(4, '123');
    expect(sound.length).toBe(4 * SAMPLE_RATE);
    expect(Math.max(...sound.subarray(0, SAMPLE_RATE))).toBeGreaterThan(7000);
    expect(sound.every((v) => v >= -32768 && v <= 32767)).toBe(true);
    expect(callSound(4, '123')).toEqual(sound);
    expect(callSound(4, '456')).not.toEqual(sound);
  });

  it('refuses what is not a canonical WAV', () => {
    expect(() => parseWavHeader(Buffer.from('not a wav at all, not a wav at all, not a wav'))).toThrow('not a WAV');
    const cut = encodeWav(callSound(1, '1')).subarray(0, 100);
    expect(() => parseWavHeader(cut)).toThrow();
  });
});
