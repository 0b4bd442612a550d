// The legal texts as the server stores them (contract content.ts): '## ' section headings and paragraphs
// separated by blank lines; '### ' sub-headings and '- ' list lines are read too.

export type LegalBlock = { kind: 'p'; text: string } | { kind: 'h3'; text: string } | { kind: 'ul'; items: string[] };
export interface LegalSection {
  /** Anchor id, by position, so a link to a section is the same in English and Arabic. */
  id: string;
  title: string;
  blocks: LegalBlock[];
}
export interface LegalDocument {
  /** Paragraphs before the first heading. */
  intro: LegalBlock[];
  sections: LegalSection[];
}

export function parseLegalBody(body: string): LegalDocument {
  const doc: LegalDocument = { intro: [], sections: [] };
  const chunks = body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((c) => c.trim())
    .filter(Boolean);
  for (const chunk of chunks) {
    const blocks = doc.sections.at(-1)?.blocks ?? doc.intro;
    const lines = chunk.split('\n').map((l) => l.trim());
    if (chunk.startsWith('## ')) {
      doc.sections.push({ id: `section-${doc.sections.length + 1}`, title: lines[0]!.slice(3).trim(), blocks: [] });
      // Text right under a heading without a blank line is its first paragraph.
      const rest = lines.slice(1).join(' ').trim();
      if (rest) doc.sections.at(-1)!.blocks.push({ kind: 'p', text: rest });
    } else if (chunk.startsWith('### ')) blocks.push({ kind: 'h3', text: chunk.slice(4).trim() });
    else if (lines.every((l) => l.startsWith('- '))) blocks.push({ kind: 'ul', items: lines.map((l) => l.slice(2).trim()) });
    else blocks.push({ kind: 'p', text: lines.join(' ') });
  }
  return doc;
}
