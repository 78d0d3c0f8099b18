import { writeFileSync } from 'node:fs';
import type speak from 'espeak-ng';

/**
 * Mandarin speech for the demo content's narration (issue 33: captions need media with speech), by eSpeak NG compiled
 * to WebAssembly (the `espeak-ng` npm package: a development dependency, GPL-3.0, used only to make demo media and
 * never shipped in the desktop app or a production install). Writes a WAV file (16-bit mono, 22,050 Hz) and answers
 * its length in seconds; null when the package is not installed (the demo media then keeps its tone).
 */
export async function speakToWav(text: string, file: string, wordsPerMinute = 210): Promise<number | null> {
  let make: typeof speak;
  try {
    make = (await import('espeak-ng')).default;
  } catch {
    return null;
  }
  const speech = await make({ arguments: ['-v', 'cmn', '-s', String(wordsPerMinute), '-w', '/speech.wav', text] });
  const wav = speech.FS.readFile('/speech.wav');
  writeFileSync(file, wav);
  return (wav.length - 44) / 2 / 22050;
}
