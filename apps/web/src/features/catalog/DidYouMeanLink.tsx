import { Trans } from 'react-i18next';
import { Link } from 'react-router';

/**
 * "Did you mean <closer spelling>?" (DidYouMean.tsx): in a chunk of its own with react-i18next's Trans and its HTML
 * parser, which no other storefront page uses; loaded when suggest.php has answered a closer spelling.
 */
export default function DidYouMeanLink({ name }: { name: string }) {
  return (
    <p className="mb-4 text-ink-800">
      <Trans
        ns="catalog/list"
        i18nKey="searchHelp.didYouMeanLink"
        values={{ name }}
        components={{
          spelling: (
            <Link
              to={`/products?search=${encodeURIComponent(name)}`}
              dir="auto"
              className="font-semibold text-honey-800 underline underline-offset-2 hover:text-honey-900"
            />
          ),
        }}
      />
    </p>
  );
}
