-- The one normalisation of searchable text (design.md §5 Catalogue). products.search_name and
-- products.search_body are generated from it and the search query passes the keyword through it, so
-- stored text and keyword always agree, whoever writes the product (seed, admin, import).
-- IMMUTABLE so generated columns and indexes may use it; only built-in functions, so it runs the same
-- on PGlite (PostgreSQL 18) and PostgreSQL 15 without the unaccent extension.
--   English: lower case; common Latin accents folded (é -> e, ß -> ss, æ -> ae, œ -> oe).
--   Arabic: alef forms أ إ آ ٱ -> ا; alef maqsura ى and Persian yeh ی -> ي; ta marbuta ة -> ه;
--           harakat/diacritics (U+064B-U+065F, superscript alef U+0670) and tatweel (U+0640) removed.
--   Digits: Arabic-Indic ٠-٩ and Eastern Arabic-Indic ۰-۹ -> 0-9.
--   Runs of white space become one space.
CREATE OR REPLACE FUNCTION search_normalize(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT btrim(regexp_replace(
    translate(
      replace(replace(replace(lower(input), 'ß', 'ss'), 'æ', 'ae'), 'œ', 'oe'),
      'àáâãäåāăąçćĉċčďđèéêëēĕėęěĝğġģĥħìíîïĩīĭįıĵķĺļľŀłñńņňòóôõöøōŏőŕŗřśŝşšșţťŧțùúûüũūŭůűųŵýÿŷźżž'
        || 'ÀÁÂÃÄÅĀĂĄÇĆĈĊČĎĐÈÉÊËĒĔĖĘĚĜĞĠĢĤĦÌÍÎÏĨĪĬĮİĴĶĹĻĽĿŁÑŃŅŇÒÓÔÕÖØŌŎŐŔŖŘŚŜŞŠȘŢŤŦȚÙÚÛÜŨŪŬŮŰŲŴÝŸŶŹŻŽ'
        || U&'\0623\0625\0622\0671\0649\06CC\0629'
        || U&'\0660\0661\0662\0663\0664\0665\0666\0667\0668\0669\06F0\06F1\06F2\06F3\06F4\06F5\06F6\06F7\06F8\06F9'
        -- no counterpart below: deleted
        || U&'\064B\064C\064D\064E\064F\0650\0651\0652\0653\0654\0655\0656\0657\0658\0659\065A\065B\065C\065D\065E\065F\0670\0640',
      'aaaaaaaaacccccddeeeeeeeeegggghhiiiiiiiiijklllllnnnnooooooooorrrsssssttttuuuuuuuuuuwyyyzzz'
        || 'aaaaaaaaacccccddeeeeeeeeegggghhiiiiiiiiijklllllnnnnooooooooorrrsssssttttuuuuuuuuuuwyyyzzz'
        || U&'\0627\0627\0627\0627\064A\064A\0647'
        || '01234567890123456789'
    ),
    '\s+', ' ', 'g'))
$$;
