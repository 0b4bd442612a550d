// Prints a tax document's page to PDF with Chromium. PDF libraries for Node (pdfkit, pdfmake) do not lay
// out Arabic: they neither reorder right-to-left text mixed with numbers nor always join its letters, and a
// tax invoice must read correctly in Arabic. Chromium shapes and orders text as the storefront shows it,
// so the invoice is a page like any other (document.ts) printed by the browser the tests already use.
// Each document is one run of headless Chromium's own --print-to-pdf (about half a second): no browser
// stays open between documents, and nothing is driven from inside this process.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_FLAGS } from './chromium.mjs';

const run = promisify(execFile);
const FLAGS = ['--headless', ...CHROMIUM_FLAGS];
/** Documents printed at once; more wait, so a burst of downloads cannot start a browser per request. */
const AT_ONCE = 2;
const TIMEOUT_MS = 30_000;

export class PdfPrinter {
  private busy = 0;
  private waiting: (() => void)[] = [];
  private running = new Set<Promise<unknown>>();

  constructor(private readonly executablePath: string) {}

  async print(html: string): Promise<Buffer> {
    if (this.busy >= AT_ONCE) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.busy++;
    const job = this.printNow(html);
    this.running.add(job);
    try {
      return await job;
    } finally {
      this.running.delete(job);
      this.busy--;
      this.waiting.shift()?.();
    }
  }

  private async printNow(html: string): Promise<Buffer> {
    // A folder of its own: the page, the PDF and the browser's profile (two runs at once must not share one).
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-pdf-'));
    try {
      const page = path.join(dir, 'document.html');
      const pdf = path.join(dir, 'document.pdf');
      await fs.writeFile(page, html);
      await run(
        this.executablePath,
        [...FLAGS, '--no-pdf-header-footer', `--user-data-dir=${path.join(dir, 'profile')}`, `--print-to-pdf=${pdf}`, `file://${page}`],
        { timeout: TIMEOUT_MS },
      );
      return await fs.readFile(pdf);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }

  /** Waits for the documents being printed. */
  async close(): Promise<void> {
    await Promise.allSettled([...this.running]);
  }
}
