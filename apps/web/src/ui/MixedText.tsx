import { Fragment } from 'react';

const ARABIC_LETTER = /[\u0600-\u06FF]/;
/** A Latin word, a number and the signs that belong to them ("MGO 263+", "250 g", "SPF 50", "20%"). */
const LATIN_RUN = /[A-Za-z0-9](?:[A-Za-z0-9 .,%+/-]*[A-Za-z0-9%+])?/g;

/**
 * Text of the catalogue, which owners type in Arabic with Latin names and figures inside ("عسل مانوكا MGO 263+"). In
 * right-to-left text the bidi algorithm gives a sign at a run's end, like the "+", the direction around it, so it jumps
 * to the run's other side; each Latin run is isolated left to right (`<bdi dir="ltr">`) so it reads as typed. Text
 * without Arabic letters is left as it is (the element's own direction already suits it).
 */
export function MixedText({ text }: { text: string }) {
  if (!ARABIC_LETTER.test(text)) return text;
  const parts: (string | { latin: string })[] = [];
  let end = 0;
  for (const match of text.matchAll(LATIN_RUN)) {
    if (match.index > end) parts.push(text.slice(end, match.index));
    parts.push({ latin: match[0] });
    end = match.index + match[0].length;
  }
  if (end < text.length) parts.push(text.slice(end));
  return parts.map((part, i) =>
    typeof part === 'string' ? (
      <Fragment key={i}>{part}</Fragment>
    ) : (
      <bdi key={i} dir="ltr">
        {part.latin}
      </bdi>
    ),
  );
}
