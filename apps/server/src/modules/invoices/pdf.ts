// Prints a tax document's page to PDF with Chromium. PDF libraries for Node (pdfkit, pdfmake) do not lay
// out Arabic: they neither reorder right-to-left text mixed with numbers nor always join its letters, and a
// tax invoice must read correctly in Arabic. Chromium shapes and orders text as the storefront shows it,
// so the invoice is a page like any other (document.ts) printed by the browser the tests already use.
// One browser is started on the first document and kept; each document gets a page of its own.
import { chromium, type Browser } from 'playwright-core';

const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** Documents printed at once; more wait, so a burst of downloads cannot start a page per request. */
const AT_ONCE = 2;

export class PdfPrinter {
  private browser: Promise<Browser> | null = null;
  private busy = 0;
  private waiting: (() => void)[] = [];

  constructor(private readonly executablePath: string) {}

  private launch(): Promise<Browser> {
    this.browser ??= chromium.launch({ executablePath: this.executablePath, args: FLAGS }).catch((error: unknown) => {
      this.browser = null;
      throw error;
    });
    return this.browser;
  }

  async print(html: string): Promise<Buffer> {
    if (this.busy >= AT_ONCE) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.busy++;
    try {
      const browser = await this.launch();
      const page = await browser.newPage();
      try {
        // The page is self-contained (fonts inlined): nothing is fetched.
        await page.route('**/*', (route) => route.abort());
        await page.setContent(html, { waitUntil: 'load' });
        return await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
      } finally {
        await page.close();
      }
    } finally {
      this.busy--;
      this.waiting.shift()?.();
    }
  }

  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = null;
    if (browser) await (await browser.catch(() => null))?.close();
  }
}
