// Stores the seed's drawings as WebP through the images module: a few at a time (sharp already uses
// several threads per picture), skipping pictures already stored from an earlier run.
import os from 'node:os';
import { imageExists, saveSvgImage } from '../integrations/images';
import type { MediaStore } from '../integrations/images/store';

export interface RenderReport {
  drawn: number;
  skipped: number;
  ms: number;
}

export async function renderImages(media: MediaStore, svgs: Map<string, string>): Promise<RenderReport> {
  const started = Date.now();
  const jobs = [...svgs.entries()];
  let next = 0;
  let drawn = 0;
  let skipped = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const [key, svg] = jobs[next++]!;
      if (await imageExists(media, key)) {
        skipped++;
        continue;
      }
      await saveSvgImage(media, key, svg);
      drawn++;
    }
  };
  const concurrency = Math.max(2, Math.min(4, os.availableParallelism()));
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { drawn, skipped, ms: Date.now() - started };
}
